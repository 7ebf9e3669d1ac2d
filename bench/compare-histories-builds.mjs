// Two builds of @pokerchart/histories side by side: parseHistory with its default check over the
// text of histories.bench.mjs (the vendored PokerStars files and 2,000 histories written by
// writeHistory), each build in a fresh Node process, the two alternating round after round, CPU
// time per hand. On a shared machine CPU-seconds stretch with the load; the per-round ratio of two
// builds measured one right after the other is what tells whether a change made parsing faster.
//
//   node bench/compare-histories-builds.mjs <checkout A> <checkout B>      (ROUNDS=6)
//
// Each argument is the root of a checkout whose packages are built (packages/*/dist).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const load = (root, pkg) => import(pathToFileURL(path.join(root, 'packages', pkg, 'dist', 'index.js')).href);

/** The bench's text, written with the build at `root`. */
async function benchText(root) {
  const { noLimit } = await load(root, 'betting');
  const { createRng } = await load(root, 'cards');
  const { createHand } = await load(root, 'engine');
  const { texasHoldem } = await load(root, 'variants');
  const { writeHistory } = await load(root, 'histories');
  const texts = [];
  for (let seed = 1; texts.length < 2000; seed++) {
    const rng = createRng(seed);
    const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: Array.from({ length: 6 }, () => 100 + rng.int(300)), button: seed % 6, blinds: { small: 1, big: 2 }, dealing: { seed } });
    while (!hand.isComplete) {
      const legal = hand.legalActions();
      const roll = rng.int(100);
      if (roll < 20 && legal.fold && !legal.check) hand.act({ type: 'fold' });
      else if (roll < 45 && legal.raiseTo !== null) hand.act(hand.context.betting.currentBet === 0 ? { type: 'bet', to: legal.raiseTo.min } : { type: 'raise', to: legal.raiseTo.min });
      else if (legal.check) hand.act({ type: 'check' });
      else hand.act({ type: 'call' });
    }
    texts.push(writeHistory(hand, 'pokerstars', { handId: String(seed) }));
  }
  const folder = path.join(here, '..', 'packages', 'histories', 'test', 'data', 'pokerregion-poker');
  const real = readdirSync(folder).map((f) => readFileSync(path.join(folder, f), 'utf8'));
  return [...real, ...texts].join('\n\n\n');
}

if (process.argv[2] === '--one') {
  // one build in this process: warm up, then the median of 5 measures of two reads each
  const { parseHistory } = await load(process.argv[3], 'histories');
  const text = await benchText(process.argv[3]);
  for (let k = 0; k < 4; k++) parseHistory(text);
  const rates = [];
  for (let r = 0; r < 5; r++) {
    const t = process.cpuUsage();
    let n = 0;
    for (let k = 0; k < 2; k++) {
      const { hands, refused } = parseHistory(text);
      n += hands.length + refused.length;
    }
    const u = process.cpuUsage(t);
    rates.push(n / ((u.user + u.system) / 1e6));
  }
  console.log(rates.sort((a, b) => a - b)[2]);
} else {
  const roots = process.argv.slice(2).map((r) => path.resolve(r));
  if (roots.length !== 2) {
    console.error('usage: node bench/compare-histories-builds.mjs <checkout A> <checkout B>   (each with its packages built)');
    process.exit(2);
  }
  const one = (root) => Number(spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--one', root], { encoding: 'utf8' }).stdout.trim());
  const ratios = [];
  for (let r = 0; r < Number(process.env.ROUNDS ?? 6); r++) {
    // each build first every other round
    let a;
    let b;
    if (r % 2 === 0) {
      a = one(roots[0]);
      b = one(roots[1]);
    } else {
      b = one(roots[1]);
      a = one(roots[0]);
    }
    ratios.push(b / a);
    console.log(`round ${r + 1}: A ${Math.round(a)} B ${Math.round(b)} hands per CPU-second, B/A ${(b / a).toFixed(2)}, load ${os.loadavg()[0].toFixed(1)}`);
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  console.log(`median B/A ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} over ${ratios.length} rounds`);
}
