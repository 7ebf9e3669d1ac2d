// R292: Rhode Island hold'em, 10,000 random hands (the test suite plays 2,000 of them in
// packages/variants/test/smallGames.test.ts): chips conserved and every showdown as an independent
// three-card evaluator says. Usage: npm run build && node scripts/rhode-island-random.mjs [hands]
import { createRng, rankOf, suitOf } from '@pokerchart/cards';
import { createHand, stakesBetting } from '@pokerchart/engine';
import { rhodeIslandHoldem } from '@pokerchart/variants';

const hands = Number(process.argv[2] ?? 10_000);

/** [category, tie-break ranks...]: 5 straight flush, 4 trips, 3 straight, 2 flush, 1 pair, 0 high card (R292). */
function threeCard(hand) {
  const ranks = hand.map(rankOf).sort((a, b) => b - a);
  const distinct = new Set(ranks).size;
  const flush = new Set(hand.map(suitOf)).size === 1;
  let straight = null;
  if (distinct === 3 && ranks[0] - ranks[2] === 2) straight = ranks[0];
  if (ranks.join() === '12,1,0') straight = 1; // A-2-3
  if (straight !== null && flush) return [5, straight];
  if (distinct === 1) return [4, ranks[0]];
  if (straight !== null) return [3, straight];
  if (flush) return [2, ...ranks];
  if (distinct === 2) {
    const pair = ranks[0] === ranks[1] ? ranks[0] : ranks[1];
    return [1, pair, ranks[0] === ranks[1] ? ranks[2] : ranks[0]];
  }
  return [0, ...ranks];
}
function compare(a, b) {
  const x = threeCard(a);
  const y = threeCard(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

const rng = createRng(29200);
let showdowns = 0;
let failures = 0;
const started = performance.now();
for (let i = 0; i < hands; i++) {
  const stacks = [60 + rng.int(400), 60 + rng.int(400)];
  const h = createHand({ variant: rhodeIslandHoldem, betting: stakesBetting(rhodeIslandHoldem), stacks, button: i % 2, dealing: { seed: 100_000 + i } });
  while (!h.isComplete) {
    const l = h.legalActions();
    const options = [];
    if (l.fold) options.push({ type: 'fold' });
    if (l.check) options.push({ type: 'check' }, { type: 'check' });
    if (l.call !== null) options.push({ type: 'call' }, { type: 'call' });
    if (l.raiseTo !== null) options.push({ type: h.context.betting.currentBet === 0 ? 'bet' : 'raise', to: l.raiseTo.min });
    h.act(options[rng.int(options.length)]);
  }
  const r = h.result;
  if (r.stacks[0] + r.stacks[1] !== stacks[0] + stacks[1]) failures++;
  if (!r.showdown) continue;
  showdowns++;
  const c = compare([...r.holeCards[0], ...r.board], [...r.holeCards[1], ...r.board]);
  const net = r.stacks[0] - stacks[0];
  if (Math.sign(net) !== Math.sign(c)) failures++;
}
const seconds = (performance.now() - started) / 1000;
console.log(`${hands} Rhode Island hands, ${showdowns} showdowns, ${failures} failures (${seconds.toFixed(1)} s)`);
process.exit(failures === 0 ? 0 : 1);
