// `npm run soak`: plays N fuzzed hands (default 1,000,000) through the built packages (dist) and
// checks the engine's invariants at every step. Not part of `npm test`.
//
//   node --expose-gc --import tsx scripts/soak/main.ts [--hands N] [--seed S] [--only I] [--heap-every N] [--heap-growth F]
//   (or `npx tsx scripts/soak/main.ts ...`, without the heap check)
//
// The soak by concern: args.ts (the command line), drawConfig.ts (what is fuzzed), actions.ts (random
// legal and illegal actions), checks.ts (the invariants), model.ts (the reference model's side),
// playOne.ts (one hand), and this file (the run and its report). Typecheck: `npx tsc -p scripts/soak`.
//
// Every hand draws, from one seeded RNG per hand (so any failure reproduces alone with
// `--seed S --only I`): a variant (every built-in, stud and draw games included, Greek Hold'em, and
// double-board Hold'em and PLO (R230) composed with defineVariant; stud hands bring in, complete and keep to R204's sizes, and under manual
// dealing get each street's cards, also in an all-in run-out), a betting
// structure (no limit, pot limit, or one of 80 fixed-limit structures: four stakes, maxRaises 0..4,
// every headsUpCap), 2..max players
// with empty seats between them, deep or short stacks (blinds and antes posted all-in), antes
// (each / big-blind with both bbAnteOrder), straddles (both straddleMinRaise), allowOpenFold and
// autoMuck, bomb pots (R233) and running the board 2 or 3 times or as the players ask (R232), and seeded, explicit-deck or manual dealing. It then plays random legal actions and
// random illegal ones, and now and then (at betting decisions, and under manual dealing while the
// hand waits for cards) persists the hand through JSON and plays the restored copy alongside the
// original.
//
// Checked at every step (the first failures are printed with a reproduction, and the exit code is 1):
// - R0.5 chips: sum(stacks) + collected + sum(committed) = starting total, and contributions +
//   dead = collected + committed; at the end, final stacks sum to the start, payouts equal the pots,
//   payouts + returned = every chip put in, and each final stack = stack + payout + return;
// - R102 R114 R168 winners: the last player left wins every pot; at showdown each pot (each half
//   in hi-lo) goes to its best eligible hands, by an independent evaluateHand / evaluateLow; with
//   several boards or runs each pot's parts are divided and awarded per R231/R232 on the boards the
//   log dealt (and the reference model's refPartsOutcome checks the final stacks);
// - R5 cards: hole cards, board, burns and deck are distinct cards of the variant's deck (and make
//   the whole deck when the engine deals);
// - views: a seat sees its own cards, another seat's only once exposed by an all-in with betting
//   closed (R127) or shown at showdown; a spectator sees none before that; no view carries the
//   deck, burns or seed, and no log line in a view carries a hidden card;
// - progress: toAct set implies legalActions() offers something for that seat; every offered action
//   is accepted; a hand finishes within a bounded number of steps;
// - illegal actions throw IllegalActionError and leave persist() unchanged (R0.3); bad manual
//   deals throw DealingError and change nothing;
// - persist/restore: restoreHand(JSON copy) continues exactly like the original (same legal
//   actions, same persisted state, same result).
// Heap: with --expose-gc, every --heap-every hands (default 100,000) gc() runs and heapUsed is
// recorded; the run fails when the mean of the last third exceeds the first third by more than
// --heap-growth (default 1.5 = 50 %).
import { SOAK_COMMAND, readArgs } from './args.js';
import { sum } from './checks.js';
import { VARIANTS, describeConfig } from './drawConfig.js';
import { type SoakFailure, playOne, stats } from './playOne.js';

const { hands: HANDS, seed: SEED, only: ONLY, heapEvery: HEAP_EVERY, heapGrowth: HEAP_GROWTH } = readArgs(process.argv.slice(2));
const MAX_FAILURES_SHOWN = 5;

const failures: SoakFailure[] = [];
let failureCount = 0;
const heap: number[] = [];
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : null;
const start = process.hrtime.bigint();
let lastPrint = Date.now();
const elapsed = () => Number(process.hrtime.bigint() - start) / 1e9;
const tty = process.stdout.isTTY;

console.log(`soak: ${ONLY >= 0 ? `hand ${ONLY}` : `${HANDS.toLocaleString('en-US')} hands`}, seed ${SEED}, ${VARIANTS.length} variants, node ${process.version}${gc ? '' : ' (no --expose-gc: heap not checked)'}`);
const first = ONLY >= 0 ? ONLY : 0;
const last = ONLY >= 0 ? ONLY + 1 : HANDS;
for (let i = first; i < last; i++) {
  const f = playOne(SEED, i);
  if (f) {
    failureCount++;
    if (failures.length < MAX_FAILURES_SHOWN) {
      failures.push(f);
      console.log(`${tty ? '\n' : ''}  broken: hand ${f.i}: ${f.what.split('\n')[0]} (${SOAK_COMMAND} --seed ${SEED} --only ${f.i})`);
    }
  }
  if (gc && (i + 1) % HEAP_EVERY === 0) {
    gc();
    heap.push(process.memoryUsage().heapUsed);
  }
  if ((i & 255) === 0 && Date.now() - lastPrint > 3000) {
    lastPrint = Date.now();
    const line = `  ${(i + 1).toLocaleString('en-US')} hands, ${Math.round((i + 1 - first) / elapsed()).toLocaleString('en-US')} hands/s, broken: ${failureCount}`;
    if (tty) process.stdout.write(`\r${line}   `);
    else console.log(line);
  }
}
if (tty) process.stdout.write('\n');
const secs = elapsed();

const table = (title: string, m: Map<string | number, number>): string => `  ${title}: ${[...m.entries()].sort((a, b) => (typeof a[0] === 'number' && typeof b[0] === 'number' ? a[0] - b[0] : String(a[0]).localeCompare(String(b[0])))).map(([k, v]) => `${k} ${v}`).join(', ')}`;
console.log(`\nplayed ${stats.hands.toLocaleString('en-US')} hands (${stats.steps.toLocaleString('en-US')} actions, ${stats.illegal.toLocaleString('en-US')} illegal actions refused, ${stats.restores.toLocaleString('en-US')} persist/restore, ${stats.modelled.toLocaleString('en-US')} checked against the reference model, ${stats.modelledStud.toLocaleString('en-US')} of them stud) in ${secs.toFixed(1)} s: ${Math.round((last - first) / secs).toLocaleString('en-US')} hands/s`);
console.log(table('variants', stats.byVariant));
console.log(table('betting', stats.byBetting));
console.log(table('dealing', stats.byDealing));
console.log(table('players', stats.byPlayers));
console.log(table('features', stats.byFeature));
if (stats.rejectedConfigs > 0) console.log(`${table(`configurations refused by createHand (HandOptionsError, ${stats.rejectedConfigs})`, stats.rejected)}`);

let heapFailed = false;
if (heap.length >= 3) {
  const third = Math.max(1, Math.floor(heap.length / 3));
  const mean = (xs: readonly number[]): number => sum(xs) / xs.length;
  const a = mean(heap.slice(0, third));
  const b = mean(heap.slice(-third));
  const growth = b / a;
  heapFailed = growth > HEAP_GROWTH;
  console.log(`heap after gc() every ${HEAP_EVERY.toLocaleString('en-US')} hands (MiB): ${heap.map((h) => (h / 2 ** 20).toFixed(1)).join(', ')}`);
  console.log(`heap: last third / first third = ${growth.toFixed(3)} (limit ${HEAP_GROWTH}): ${heapFailed ? 'GROWS' : 'bounded'}`);
} else if (gc) {
  console.log(`heap: ${heap.length} samples (one every ${HEAP_EVERY.toLocaleString('en-US')} hands), too few to judge growth`);
}

if (failureCount > 0) {
  console.log(`\nBROKEN: ${failureCount} hand(s) broke an invariant; the first ${failures.length}:`);
  for (const f of failures) {
    console.log(`\n- hand ${f.i}: ${f.what}`);
    console.log(`  reproduce: ${SOAK_COMMAND} --seed ${SEED} --only ${f.i}`);
    console.log(`  config: ${describeConfig(f.cfg)}`);
    console.log(`  actions: ${f.trail.join(', ')}`);
  }
}
console.log(failureCount === 0 && !heapFailed ? '\nsoak: every invariant held' : '\nsoak: FAILED');
process.exit(failureCount === 0 && !heapFailed ? 0 : 1);
