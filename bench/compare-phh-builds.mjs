// Two builds of pokerchart replaying the same PHH files in one process, in alternating order round
// after round, CPU time per round (the way compare-builds.mjs compares createHand): whether a
// change made replayPhh (and parsePhh, timed apart over every file) faster or slower. Every
// hand's finishing stacks must be equal between the two builds. PHH_DATASET names the folder of
// .phh files (see the PHH dataset section of docs/benchmarks.md); the hold'em-family hands (NT,
// NS, PO, FT, FO/8) are replayed.
//   PHH_DATASET=/tmp/phh/data node bench/compare-phh-builds.mjs <checkout A> <checkout B>   (ROUNDS=6)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const roots = process.argv.slice(2).map((r) => path.resolve(r));
if (roots.length !== 2 || !process.env.PHH_DATASET) {
  console.error('usage: PHH_DATASET=<folder of .phh files> node bench/compare-phh-builds.mjs <checkout A> <checkout B>   (each with its packages built)');
  process.exit(2);
}
const builds = [];
for (const r of roots) builds.push(await import(pathToFileURL(path.join(r, 'packages', 'phh', 'dist', 'index.js')).href));
const files = [];
const walk = (d) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    if (e.isDirectory()) walk(path.join(d, e.name));
    else if (e.name.endsWith('.phh')) files.push(path.join(d, e.name));
  }
};
walk(path.resolve(process.env.PHH_DATASET));
files.sort();
const texts = files.map((f) => fs.readFileSync(f, 'utf8'));
const sets = builds.map((b) => texts.map((t) => b.parsePhh(t)).filter((h) => ['NT', 'NS', 'PO', 'FT', 'FO/8'].includes(h.variant)));
for (let i = 0; i < sets[0].length; i++) {
  const a = JSON.stringify(builds[0].replayPhh(sets[0][i]).finishingStacks);
  const b = JSON.stringify(builds[1].replayPhh(sets[1][i]).finishingStacks);
  if (a !== b) throw new Error(`hand ${i}: the builds end with other stacks (${a} vs ${b})`);
}
const cpu = (fn) => {
  const t = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1e6;
};
// each round: every file parsed (parsePhh), then the hold'em-family hands replayed, by each build
const ratios = [];
const parseRatios = [];
const bothRatios = [];
for (let r = 0; r < Number(process.env.ROUNDS ?? 6); r++) {
  const t = [];
  const p = [];
  for (const i of r % 2 ? [1, 0] : [0, 1]) {
    p[i] = cpu(() => { for (const text of texts) builds[i].parsePhh(text); });
    t[i] = cpu(() => { for (const h of sets[i]) builds[i].replayPhh(h); });
  }
  ratios.push(t[0] / t[1]);
  parseRatios.push(p[0] / p[1]);
  bothRatios.push((p[0] + t[0]) / (p[1] + t[1]));
  console.log(`round ${r + 1}: replays A ${(sets[0].length / t[0]).toFixed(0)} hands/s, B ${(sets[1].length / t[1]).toFixed(0)} hands/s: B ${(t[0] / t[1]).toFixed(2)}x as fast; parses A ${(texts.length / p[0]).toFixed(0)} files/s, B ${(texts.length / p[1]).toFixed(0)} files/s`);
}
const spread = (xs) => {
  xs.sort((a, b) => a - b);
  return `${xs[xs.length >> 1].toFixed(2)}x as fast as A (median; ${xs[0].toFixed(2)}x to ${xs.at(-1).toFixed(2)}x)`;
};
console.log(`${sets[0].length} hands, ${ratios.length} rounds: B replays ${spread(ratios)}`);
console.log(`${texts.length} files: B parses ${spread(parseRatios)}; parses and replays ${spread(bothRatios)}`);
