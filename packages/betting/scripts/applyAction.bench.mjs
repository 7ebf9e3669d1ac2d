// Throughput of the betting model on random 6-handed No Limit hands (build first: npx tsc -b).
// Run: node packages/betting/scripts/applyAction.bench.mjs. Not part of any test; tests never assert on time.
import { noLimit, compileForcedBets, startBetting, legalActions, applyAction, nextRound } from '@pokerchart/betting';
const nl = noLimit();
let seed = 12345;
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
const stacks = [10000, 10000, 10000, 10000, 10000, 10000];
const fb = compileForcedBets({ stacks, button: 0, structure: nl, blinds: { small: 50, big: 100 } });
function hand() {
  let s = startBetting({ stacks, button: 0, forcedBets: fb, structure: nl });
  let n = 0;
  for (;;) {
    if (s.status === 'folded' || s.status === 'showdown') return n;
    if (s.status !== 'betting') { s = nextRound(s, nl); continue; }
    const la = legalActions(s, nl);
    const r = rnd();
    let a;
    if (la.raiseTo && r < 0.15) a = { type: s.currentBet === 0 ? 'bet' : 'raise', to: la.raiseTo.min };
    else if (la.call !== null && r < 0.75) a = { type: 'call' };
    else if (la.check) a = { type: 'check' };
    else a = { type: 'fold' };
    s = applyAction(s, nl, a); n++;
  }
}
for (let i = 0; i < 20000; i++) hand();
const t0 = performance.now(); let actions = 0; const H = 200000;
for (let i = 0; i < H; i++) actions += hand();
const ms = performance.now() - t0;
console.log(`${H} hands, ${actions} actions (${(actions/H).toFixed(1)}/hand) in ${ms.toFixed(0)} ms: ${(ms*1000/actions).toFixed(2)} us per action incl. legalActions; ${(H/ms*1000).toFixed(0)} hands/s`);
