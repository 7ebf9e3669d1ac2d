// Perf-only helper (not part of the package or of `npm test`): the engine half of
// bench/engine.bench.mjs, with the same random policy, for quick ratios and CPU profiles.
//
//   node scripts/perf.mjs ratio [hands] [runs]   pokerchart vs poker-ts, interleaved, median ratio
//   node scripts/perf.mjs ours [hands]           pokerchart only (run under node --cpu-prof)
//   node scripts/perf.mjs parts [hands]          µs per hand of createHand, of the actions, per action
//   node scripts/perf.mjs split [hands]          CPU µs per hand: the same hands through the live actor and
//                                                through the engine's pure functions alone (the rest is XState)
//   node scripts/perf.mjs xstate                 CPU µs of XState's fixed costs: a trivial machine against the
//                                                hand chart (start, and one same-street ACT split engine/actor)
//
// Needs `npx turbo run build` (it loads dist/) and, for `ratio`, `cd bench && npm run peers`.
import { createRequire } from 'node:module';
import { createActor, createMachine, assign } from 'xstate';
import { createRng } from '@pokerchart/cards';
import { noLimit } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { legalActions } from '@pokerchart/betting';
import { createHand, createHandMachine } from '../dist/index.js';
import { runtimeOf } from '../dist/createHandMachine.js';
import { initialHandContext } from '../dist/initialHandContext.js';
import { applyHandEvent, dealRunout } from '../dist/applyHandEvent.js';
import { settleHand } from '../dist/settleHand.js';
import { withContext } from '../dist/withContext.js';

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

function options(seed, h) {
  return { variant: texasHoldem, betting, stacks, button: h % SEATS, blinds: { small: 50, big: 100 }, dealing: { seed: seed * 1_000_003 + h } };
}

/** The bench's hands through createHand, recording each hand's actions into `record` if given. */
function ours(count, seed, timing, record) {
  const rng = createRng(seed);
  let actions = 0;
  for (let h = 0; h < count; h++) {
    const t0 = timing ? performance.now() : 0;
    const hand = createHand(options(seed, h));
    const t1 = timing ? performance.now() : 0;
    const acts = record ? [] : null;
    while (!hand.isComplete) {
      const la = hand.legalActions();
      const [type, to] = choose(rng, { fold: la.fold, check: la.check, raise: la.raiseTo, opening: hand.street !== 'preflop' });
      const action = to !== undefined && to === la.raiseTo.max ? { type: 'all-in' } : to === undefined ? { type } : { type, to };
      hand.act(action);
      acts?.push(action);
      actions++;
    }
    record?.push(acts);
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
} else if (mode === 'split') {
  // the same hands (recorded actions) played twice: through the actor, and through the pure functions
  const env = runtimeOf(createHandMachine(texasHoldem, betting)).env;
  const record = [];
  ours(hands, 1000, null, record);
  const live = () => {
    for (let h = 0; h < hands; h++) {
      const hand = createHand(options(1000, h));
      for (const action of record[h]) {
        hand.legalActions();
        void hand.street;
        hand.act(action);
      }
      if (!hand.isComplete) throw new Error('replay diverged');
    }
  };
  const pure = (part) => {
    for (let h = 0; h < hands; h++) {
      let ctx = initialHandContext(options(1000, h), env);
      if (part === 'start') continue;
      for (const action of record[h]) {
        legalActions(ctx.betting, betting);
        ctx = applyHandEvent(ctx, { type: 'ACT', action }, env);
      }
      if (ctx.phase === 'runout') ctx = dealRunout(ctx, env);
      if (ctx.phase === 'showdown') ctx = settleHand(withContext(ctx, { log: ctx.log.slice() }), env);
      if (ctx.phase !== 'complete') throw new Error('pure replay diverged');
    }
  };
  const cpu = (fn) => {
    const c0 = process.cpuUsage();
    fn();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / hands;
  };
  live();
  pure();
  const a = [];
  const b = [];
  const c = [];
  for (let r = 0; r < 5; r++) {
    a.push(cpu(live));
    b.push(cpu(() => pure('start')));
    c.push(cpu(() => pure()));
  }
  const perHand = record.reduce((n, x) => n + x.length, 0) / hands;
  console.log(`CPU µs per hand (${perHand.toFixed(1)} actions): through the actor ${median(a).toFixed(1)}; engine alone ${median(c).toFixed(1)} ` +
    `(starting context ${median(b).toFixed(1)}); XState and the facade ${(median(a) - median(c)).toFixed(1)}`);
} else if (mode === 'xstate') {
  const cpuEach = (n, fn) => {
    for (let i = 0; i < n / 10; i++) fn(i);
    const c0 = process.cpuUsage();
    for (let i = 0; i < n; i++) fn(i);
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / n;
  };
  const trivial = createMachine({ context: { n: 0 }, initial: 'a', states: { a: { on: { E: { actions: assign({ n: ({ context }) => context.n + 1 }) } } } } });
  const t = createActor(trivial).start();
  const trivialStart = cpuEach(20_000, () => createActor(trivial).start());
  const trivialEvent = cpuEach(200_000, () => t.send({ type: 'E' }));
  const env = runtimeOf(createHandMachine(texasHoldem, betting)).env;
  cpuEach(20_000, (h) => createHand(options(1, h))); // warm-up: the first run is much slower
  const start = cpuEach(20_000, (h) => createHand(options(1, h)));
  const context = cpuEach(20_000, (h) => initialHandContext(options(1, h), env));
  // same-street events: heads-up deep stacks raising back and forth, 20 raises a hand, through
  // the actor, and the same 20 through the engine's pure function alone
  let live = 0;
  let pure = 0;
  let events = 0;
  for (let pass = 0; pass < 2; pass++) {
    live = 0;
    pure = 0;
    events = 0;
    for (let h = 0; h < 2000; h++) {
      const opts = { variant: texasHoldem, betting, stacks: [1e12, 1e12], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: h } };
      const batch = [];
      for (let k = 0; k < 20; k++) batch.push({ type: 'ACT', action: { type: 'raise', to: 4 + 2 * k } });
      const hand = createHand(opts);
      let c0 = process.cpuUsage();
      for (const event of batch) hand.actor.send(event);
      let c = process.cpuUsage(c0);
      live += c.user + c.system;
      let ctx = initialHandContext(opts, env);
      c0 = process.cpuUsage();
      for (const event of batch) ctx = applyHandEvent(ctx, event, env);
      c = process.cpuUsage(c0);
      pure += c.user + c.system;
      events += batch.length;
    }
  }
  console.log(`trivial machine: create+start ${trivialStart.toFixed(1)} µs, one event ${trivialEvent.toFixed(2)} µs`);
  console.log(`hand chart: createHand ${start.toFixed(1)} µs (its context ${context.toFixed(1)} µs, the rest XState); ` +
    `one same-street ACT through the actor ${(live / events).toFixed(2)} µs, of which the engine ${(pure / events).toFixed(2)} µs`);
} else {
  console.error(`unknown mode ${mode}`);
  process.exitCode = 2;
}
