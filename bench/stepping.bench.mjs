// How the hand machine steps: XState's public pure functions (`initialTransition`, `transition`)
// against the engine's direct stepping (createHand: the direct steps behind the startup probe, no
// actor), on the same recorded 6-max No Limit hands. XState's functions run the machine that
// `configureEngine({ stepping: 'xstate' })` builds (its context actions are XState's `assign`);
// both must end every hand with the same stacks. The table machine invokes its hand as a child
// actor, which the pure functions do not start, so only the hand machine is measured this way.
//   node bench/stepping.bench.mjs            (BENCH_HANDS, default 2000; BENCH_RUNS, default 5)
// Prints hands per second for each (median of the runs, interleaved) and the ratio.
import { createRng } from '@pokerchart/cards';
import { configureEngine, createHand, createHandMachine } from '@pokerchart/engine';
import { noLimit } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { initialTransition, transition } from 'xstate';
import { choose } from './randomPolicy.mjs';

const HANDS = Number(process.env.BENCH_HANDS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SEATS = 6;
const betting = noLimit();

/** The options and actions of `count` random hands, played once through createHand. */
function record(count, seed) {
  const rng = createRng(seed);
  const hands = [];
  for (let h = 0; h < count; h++) {
    const options = { stacks: new Array(SEATS).fill(10_000), button: h % SEATS, blinds: { small: 50, big: 100 }, dealing: { seed: seed * 1_000_003 + h } };
    const hand = createHand({ variant: texasHoldem, betting, ...options });
    const actions = [];
    while (!hand.isComplete) {
      const la = hand.legalActions();
      const [type, to] = choose(rng, { fold: la.fold, check: la.check, raise: la.raiseTo, opening: hand.street !== 'preflop' });
      const action = to !== undefined && to === la.raiseTo.max ? { type: 'all-in' } : to === undefined ? { type } : { type, to };
      hand.act(action);
      actions.push(action);
    }
    hands.push({ options, actions, stacks: hand.result.stacks });
  }
  return hands;
}

function direct(hands) {
  let check = 0;
  for (const { options, actions } of hands) {
    const hand = createHand({ variant: texasHoldem, betting, ...options });
    for (const action of actions) hand.act(action);
    check += hand.result.stacks[0];
  }
  return check;
}

function pure(hands, machine) {
  let check = 0;
  for (const { options, actions } of hands) {
    let [snapshot] = initialTransition(machine, options);
    for (const action of actions) [snapshot] = transition(machine, snapshot, { type: 'ACT', action });
    if (snapshot.status !== 'done') throw new Error('a hand stepped by XState did not finish');
    check += snapshot.context.result.stacks[0];
  }
  return check;
}

const hands = record(HANDS, 7);
const expected = hands.reduce((t, h) => t + h.stacks[0], 0);
configureEngine({ stepping: 'xstate' });
const plain = createHandMachine(texasHoldem, betting);
configureEngine({ stepping: 'direct' });
// warm up both, and check they play the same hands
if (direct(hands.slice(0, 200)) !== hands.slice(0, 200).reduce((t, h) => t + h.stacks[0], 0)) throw new Error('direct: other stacks');
if (pure(hands.slice(0, 200), plain) !== hands.slice(0, 200).reduce((t, h) => t + h.stacks[0], 0)) throw new Error('xstate: other stacks');
const times = { direct: [], xstate: [] };
for (let r = 0; r < RUNS; r++) {
  let t = process.hrtime.bigint();
  if (direct(hands) !== expected) throw new Error('direct: other stacks');
  times.direct.push(Number(process.hrtime.bigint() - t) / 1e9);
  t = process.hrtime.bigint();
  if (pure(hands, plain) !== expected) throw new Error('xstate: other stacks');
  times.xstate.push(Number(process.hrtime.bigint() - t) / 1e9);
}
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rate = (k) => HANDS / median(times[k]);
const actions = hands.reduce((t, h) => t + h.actions.length, 0);
console.log(`${HANDS} hands (${actions} actions), median of ${RUNS} interleaved runs, node ${process.version}`);
console.log(`direct stepping (createHand):          ${rate('direct').toFixed(0)} hands/s`);
console.log(`XState initialTransition/transition:   ${rate('xstate').toFixed(0)} hands/s`);
console.log(`XState's pure functions take ${(rate('direct') / rate('xstate')).toFixed(2)}x the time of direct stepping`);
