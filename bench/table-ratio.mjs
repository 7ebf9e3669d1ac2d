// The table against bare createHand, per hand, in one process: the same hands (recorded from a
// table run, untimed) through runTable and through createHand, played by the same bot with the
// same random source per step (a view of the seat to act), CPU time, interleaved rounds, medians;
// the ratio is taken per round (table / bare of that round). With a second checkout (its packages
// built) both builds are measured in the same rounds, so their ratios see the same load.
//
// Also printed: the table's own cost a hand (table minus createHand, per round, median), in µs.
//
//   node bench/table-ratio.mjs [<other checkout>]        (HANDS=1000 ROUNDS=8)
import path from 'node:path';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { tableBot } from './randomPolicy.mjs';
async function build(root) {
  const load = (pkg) => import(pathToFileURL(path.join(root, 'packages', pkg, 'dist', 'index.js')).href);
  const [c, e, b, v, t] = await Promise.all(['cards', 'engine', 'betting', 'variants', 'table'].map(load));
  return { root, c, e, b, v, t };
}
const here = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builds = [await build(here), ...process.argv.slice(2).map((r) => path.resolve(r))];
for (let i = 1; i < builds.length; i++) builds[i] = await build(builds[i]);
const SEATS = 6, STACK = 10_000;
const opts = (B, seed, count, onEvent) => ({
  variant: B.v.texasHoldem, betting: B.b.noLimit(), seats: SEATS, mode: 'cash', seed, maxHands: count,
  schedule: { levels: [{ small: 50, big: 100 }], every: { hands: 1_000_000 } },
  cash: { buyIn: STACK, autoRebuy: true, topUpTo: STACK, stackCap: STACK },
  players: Array.from({ length: SEATS }, (_, i) => ({ name: `p${i + 1}`, stack: STACK, bot: tableBot })), onEvent,
});
function record(B, count, seed) {
  const hands = [];
  B.t.runTable(opts(B, seed, count, (e) => {
    if (e.type === 'hand-started') hands.push({ number: e.hand.number, input: B.t.handInput(e.hand), stacks: null });
    if (e.type === 'hand-finished') hands.at(-1).stacks = e.result.stacks;
  }));
  return hands;
}
function bare(B, recorded, seed, check) {
  const betting = B.b.noLimit();
  for (const { number, input, stacks } of recorded) {
    const hand = B.e.createHand({ variant: B.v.texasHoldem, betting, ...input });
    for (let step = 0; !hand.isComplete; step++) hand.act(tableBot(hand.view(hand.toAct), B.c.createRng(B.t.handSeed(B.t.handSeed(seed, number), step + 1))));
    if (check && JSON.stringify(hand.result.stacks) !== JSON.stringify(stacks)) throw new Error('stacks differ');
  }
}
const table = (B, count, seed) => { const r = B.t.runTable(opts(B, seed, count)); if (r.handsPlayed !== count) throw new Error('stopped'); };
const cpu = (fn) => { const t0 = process.cpuUsage(); fn(); const t = process.cpuUsage(t0); return t.user + t.system; };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const N = Number(process.env.HANDS ?? 1000), R = Number(process.env.ROUNDS ?? 8), seed = 4242;
const rec = builds.map((B) => record(B, N, seed));
builds.forEach((B, i) => { bare(B, rec[i], seed, true); table(B, N, seed); });
const res = builds.map(() => ({ table: [], bare: [] }));
for (let r = 0; r < R; r++) {
  const order = builds.map((_, i) => i);
  for (const i of r % 2 === 0 ? order : order.reverse()) {
    const B = builds[i];
    res[i].table.push(cpu(() => table(B, N, seed)));
    res[i].bare.push(cpu(() => bare(B, rec[i], seed)));
  }
}
builds.forEach((B, i) => {
  const ratios = res[i].table.map((x, k) => x / res[i].bare[k]);
  // the table's own cost a hand (its machine, events, views, bookkeeping): table minus createHand, per round
  const overhead = res[i].table.map((x, k) => (x - res[i].bare[k]) / N);
  console.log(`${B.root}: table ${(median(res[i].table) / N).toFixed(1)} µs a hand, createHand ${(median(res[i].bare) / N).toFixed(1)} µs; table / createHand per round: median ${median(ratios).toFixed(3)} (${ratios.map((x) => x.toFixed(2)).join(' ')}); the table's own µs a hand: median ${median(overhead).toFixed(1)}`);
});
console.log(`${N} hands a round, ${R} rounds; load average`, os.loadavg().map((x) => x.toFixed(2)).join(' '));
