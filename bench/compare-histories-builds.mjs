// Two builds of @pokerchart/histories side by side: parseHistory with its default check over the
// text of histories.bench.mjs (historiesCorpus.mjs: the vendored PokerStars files and 2,000
// histories written by writeHistory, each build writing its own), each build measured in a fresh
// Node process (historiesRate.mjs: a warm-up of WARMUP_SECONDS of CPU, then ROUNDS_PER_PROCESS
// rounds of ROUND_SECONDS each, their median), the two alternating, A first every other round.
// On a shared machine CPU-seconds stretch with the load; the ratio of two builds measured one
// right after the other is what tells whether a change made parsing faster.
//
//   node bench/compare-histories-builds.mjs <checkout A> <checkout B>      (ROUNDS=6)
//
// Each argument is the root of a checkout whose packages are built (packages/*/dist).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { historiesCorpus, historiesLibs } from './historiesCorpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const roots = process.argv.slice(2).map((r) => path.resolve(r));
if (roots.length !== 2) {
  console.error('usage: node bench/compare-histories-builds.mjs <checkout A> <checkout B>   (each with its packages built)');
  process.exit(2);
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'histories-compare-'));
try {
  // each build's text, written once (the measuring processes only read it)
  const files = [];
  for (const [i, root] of roots.entries()) {
    const file = path.join(dir, `text-${i}.txt`);
    writeFileSync(file, historiesCorpus(await historiesLibs(root)).text);
    files.push(file);
  }
  const one = (i) => {
    const r = spawnSync(process.execPath, [path.join(here, 'historiesRate.mjs'), roots[i], files[i]], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`the measuring process of ${roots[i]} failed: ${r.stderr}`);
    return JSON.parse(r.stdout.trim().split('\n').at(-1));
  };
  const ratios = [];
  const spread = (rates) => `${Math.round(Math.min(...rates))}-${Math.round(Math.max(...rates))}`;
  for (let r = 0; r < Number(process.env.ROUNDS ?? 6); r++) {
    let a;
    let b;
    if (r % 2 === 0) {
      a = one(0);
      b = one(1);
    } else {
      b = one(1);
      a = one(0);
    }
    ratios.push(b.median / a.median);
    console.log(
      `round ${r + 1}: A ${Math.round(a.median)} (rounds ${spread(a.rates)}) B ${Math.round(b.median)} (rounds ${spread(b.rates)}) hands per CPU-second, B/A ${(b.median / a.median).toFixed(2)}, load ${os.loadavg()[0].toFixed(1)}`,
    );
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  console.log(`median B/A ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} over ${ratios.length} rounds (lowest ${sorted[0].toFixed(2)}, highest ${sorted.at(-1).toFixed(2)})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
