// Test helper: random legal actions from a seeded RNG, for property tests.
import { createRng, type Rng } from '@pokerchart/cards';
import type { Hand, PlayerAction } from '../src/index.js';

/** A random action among those `hand.legalActions()` offers (the word bet/raise per R61). */
export function randomAction(hand: Hand, rng: Rng): PlayerAction {
  const legal = hand.legalActions()!;
  const options: PlayerAction[] = [];
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' }, { type: 'call' });
  if (legal.raiseTo !== null) {
    const word = hand.context.betting.currentBet === 0 ? 'bet' : 'raise';
    const { min, max } = legal.raiseTo;
    const pick = rng.int(3);
    const to = pick === 0 ? min : pick === 1 ? max : min + rng.int(max - min + 1);
    options.push({ type: word, to });
    const b = hand.context.betting;
    const seat = legal.seat;
    if (max === b.committed[seat]! + b.stacks[seat]! && rng.int(6) === 0) options.push({ type: 'all-in' });
  }
  return options[rng.int(options.length)]!;
}

/** Plays to the end with random legal actions; calls `onStep` after each; returns the actions played. */
export function playOut(hand: Hand, seed: number, onStep?: (hand: Hand, step: number) => void): PlayerAction[] {
  const rng = createRng(seed);
  const played: PlayerAction[] = [];
  while (!hand.isComplete) {
    if (hand.legalActions() === null) throw new Error(`hand stuck in ${JSON.stringify(hand.state)}`);
    const action = randomAction(hand, rng);
    hand.act(action);
    played.push(action);
    onStep?.(hand, played.length);
  }
  return played;
}
