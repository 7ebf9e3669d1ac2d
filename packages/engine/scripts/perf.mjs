// Perf-only helper (not part of the package or of `npm test`): the engine half of
// bench/engine.bench.mjs, with the same random policy, for quick ratios and CPU profiles.
//
//   node scripts/perf.mjs ratio [hands] [runs]   pokerchart vs poker-ts, interleaved, median ratio
//   node scripts/perf.mjs ours [hands]           pokerchart only (run under node --cpu-prof)
//   node scripts/perf.mjs parts [hands]          µs per hand of createHand, of the actions, per action
//
// Needs `npx turbo run build` (it loads dist/) and, for `ratio`, `cd bench && npm run peers`.
import { createRequire } from 'node:module';
import { createRng } from '@pokerchart/cards';
import { noLimit } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { createHand } from '../dist/index.js';

const SEATS = 6;
const STACK = 10_000;

function choose(rng, offer) {
  const r = rng.float();
  if (r < 0.15 && offer.fold) return ['fold'];
  if (r < 0.7 || !offer.raise) return offer.check ? ['check'] : ['call'];
  const { min, max } = offer.raise;
  const k = rng.int(3);
  const to = k === 0 ? min : k === 1 ? min + rng.int(max - min + 1) : max;
  return [offer.check && offer.opening ? 'bet' : 'raise', to];
}

const betting = noLimit();
const stacks = new Array(SEATS).fill(STACK);

function ours(count, seed, timing) {
  const rng = createRng(seed);
  let actions = 0;
  for (let h = 0; h < count; h++) {
    const t0 = timing ? performance.now() : 0;
    const hand = createHand({
      variant: texasHoldem, betting, stacks, button: h % SEATS,
      blinds: { small: 50, big: 100 }, dealing: { seed: seed * 1_000_003 + h },
    });
    const t1 = timing ? performance.now() : 0;
    while (!hand.isComplete) {
      const la = hand.legalActions();
      const [type, to] = choose(rng, { fold: la.fold, check: la.check, raise: la.raiseTo, opening: hand.street !== 'preflop' });
      if (to !== undefined && to === la.raiseTo.max) hand.act({ type: 'all-in' });
      else hand.act(to === undefined ? { type } : { type, to });
      actions++;
    }
    if (timing) {
      timing.create += t1 - t0;
      timing.play += performance.now() - t1;
    }
  }
  return actions;
}

function theirs(count, seed) {
  const require = createRequire(new URL('../../../bench/peers/package.json', import.meta.url));
  const { Table } = require('poker-ts');
  const rng = createRng(seed);
  let actions = 0;
  for (let h = 0; h < count; h++) {
    const table = new Table({ smallBlind: 50, bigBlind: 100 }, SEATS);
    for (let s = 0; s < SEATS; s++) table.sitDown(s, STACK);
    table.startHand(h % SEATS);
    while (table.isHandInProgress()) {
      while (table.isBettingRoundInProgress()) {
        const la = table.legalActions();
        const has = (a) => la.actions.includes(a);
        const raiseWord = has('bet') ? 'bet' : has('raise') ? 'raise' : null;
        const [type, to] = choose(rng, {
          fold: has('fold'), check: has('check'),
          raise: raiseWord && la.chipRange ? { min: la.chipRange.min, max: la.chipRange.max } : null, opening: has('bet'),
        });
        if (type === 'bet' || type === 'raise') table.actionTaken(raiseWord, to);
        else table.actionTaken(type === 'check' && !has('check') ? 'call' : type);
        actions++;
      }
      table.endBettingRound();
      if (table.areBettingRoundsCompleted()) table.showdown();
    }
  }
  return actions;
}

/** Hands per second of wall time, and of this process's CPU time (steadier on a loaded machine). */
function rate(fn, count, seed) {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  fn(count, seed);
  const c = process.cpuUsage(c0);
  return { wall: count / (Number(process.hrtime.bigint() - t0) / 1e9), cpu: count / ((c.user + c.system) / 1e6) };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const [mode = 'ratio', handsArg, runsArg] = process.argv.slice(2);
const hands = Number(handsArg ?? 5000);
if (mode === 'ratio') {
  const runs = Number(runsArg ?? 5);
  ours(2000, 1);
  theirs(2000, 1);
  const a = [];
  const b = [];
  const r = [];
  const rc = [];
  for (let i = 0; i < runs; i++) {
    const x = rate(ours, hands, 1000 + i);
    const y = rate(theirs, hands, 1000 + i);
    a.push(x.wall);
    b.push(y.wall);
    r.push(x.wall / y.wall);
    rc.push(x.cpu / y.cpu);
  }
  console.log(`wall: pokerchart ${median(a).toFixed(0)} hands/s, poker-ts ${median(b).toFixed(0)} hands/s, ratio median ${median(r).toFixed(2)}x (runs: ${r.map((x) => x.toFixed(2)).join(' ')})`);
  console.log(`cpu time: ratio median ${median(rc).toFixed(2)}x (runs: ${rc.map((x) => x.toFixed(2)).join(' ')})`);
} else if (mode === 'ours') {
  ours(1000, 1);
  const x = rate(ours, hands, 1000);
  console.log(`pokerchart ${x.wall.toFixed(0)} hands/s (${x.cpu.toFixed(0)} per CPU second)`);
} else if (mode === 'parts') {
  ours(2000, 1);
  const timing = { create: 0, play: 0 };
  const actions = ours(hands, 1000, timing);
  console.log(`createHand ${((timing.create * 1000) / hands).toFixed(1)} µs/hand; play ${((timing.play * 1000) / hands).toFixed(1)} µs/hand, ` +
    `${((timing.play * 1000) / actions).toFixed(2)} µs/action (${(actions / hands).toFixed(1)} actions/hand)`);
} else {
  console.error(`unknown mode ${mode}`);
  process.exitCode = 2;
}
