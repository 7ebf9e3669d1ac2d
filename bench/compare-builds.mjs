// Two builds of pokerchart side by side in one process: the same random 6-max No Limit hands
// (the policy of engine.bench.mjs) through each build's createHand, then through each build's
// runTable, in alternating order round after round, CPU time per hand. On a shared machine the
// CPU time of separate runs varies by 20% or more; the per-round ratio of two builds measured in
// the same process, each round starting with the other build, is what tells whether a change made
// the engine faster or slower.
//
//   git worktree add --detach /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)
//   node bench/compare-builds.mjs /tmp/before .          (ROUNDS=12 HANDS=6000 TABLE_HANDS=1500)
//
// Each argument is the root of a checkout whose packages are built (packages/*/dist).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { choose, tableBot } from './randomPolicy.mjs';

const roots = process.argv.slice(2).map((r) => path.resolve(r));
if (roots.length !== 2) {
  console.error('usage: node bench/compare-builds.mjs <checkout A> <checkout B>   (each with its packages built)');
  process.exit(2);
}
const ROUNDS = Number(process.env.ROUNDS ?? 12);
const HANDS = Number(process.env.HANDS ?? 6000);
const TABLE_HANDS = Number(process.env.TABLE_HANDS ?? 1500);

const builds = [];
for (const root of roots) {
  const load = (pkg) => import(pathToFileURL(path.join(root, 'packages', pkg, 'dist', 'index.js')).href);
  builds.push({
    root, cards: await load('cards'), engine: await load('engine'), betting: await load('betting'),
    variants: await load('variants'), table: await load('table'),
  });
}

function hands(b, count, seed) {
  const rng = b.cards.createRng(seed);
  const betting = b.betting.noLimit();
  const stacks = new Array(6).fill(10_000);
  for (let h = 0; h < count; h++) {
    const hand = b.engine.createHand({
      variant: b.variants.texasHoldem, betting, stacks, button: h % 6, blinds: { small: 50, big: 100 }, dealing: { seed: seed * 1_000_003 + h },
    });
    while (!hand.isComplete) {
      const la = hand.legalActions();
      const [type, to] = choose(rng, { fold: la.fold, check: la.check, raise: la.raiseTo, opening: hand.street !== 'preflop' });
      if (to !== undefined && to === la.raiseTo.max) hand.act({ type: 'all-in' });
      else hand.act(to === undefined ? { type } : { type, to });
    }
  }
}

function tableHands(b, count, seed) {
  const result = b.table.runTable({
    variant: b.variants.texasHoldem, betting: b.betting.noLimit(), seats: 6, mode: 'cash', seed,
    schedule: { levels: [{ small: 50, big: 100 }], every: { hands: 1_000_000 } },
    cash: { buyIn: 10_000, autoRebuy: true, topUpTo: 10_000, stackCap: 10_000 },
    players: Array.from({ length: 6 }, (_, i) => ({ name: `p${i + 1}`, stack: 10_000, bot: tableBot })),
    maxHands: count,
  });
  if (result.handsPlayed !== count) throw new Error(`${b.root}: the table stopped after ${result.handsPlayed} hands (${result.stoppedBy})`);
}

const cpuMicros = (fn) => {
  const t = process.cpuUsage();
  fn();
  const u = process.cpuUsage(t);
  return u.user + u.system;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function compare(label, play, count) {
  for (const b of builds) play(b, Math.max(1000, count), 1); // warm-up
  const per = builds.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    for (const i of r % 2 === 0 ? [0, 1] : [1, 0]) per[i].push(cpuMicros(() => play(builds[i], count, 100 + r)) / count);
    process.stderr.write(`\r${label}: round ${r + 1} of ${ROUNDS}`);
  }
  process.stderr.write('\n');
  const ratios = per[1].map((x, r) => x / per[0][r]);
  console.log(`${label}, ${count} hands a round, ${ROUNDS} rounds, CPU µs per hand (median):`);
  builds.forEach((b, i) => console.log(`  ${b.root}: ${median(per[i]).toFixed(1)}`));
  console.log(`  B / A per round: median ${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}); below 1: B is faster`);
}

compare('createHand', hands, HANDS);
compare('runTable', tableHands, TABLE_HANDS);
