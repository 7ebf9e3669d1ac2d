// Test helper: a random legal action chooser driven by a seeded RNG.
import { createRng, type Rng } from '@pokerchart/cards';
import type { Hand, LegalActions, PlayerAction } from '../src/index.js';

/** Picks a random legal action from `legal`, using `rng`. */
export function randomAction(legal: LegalActions, rng: Rng): PlayerAction {
  const options: PlayerAction[] = [];
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' });
  if (legal.raiseTo !== null) {
    const word = legal.check ? 'bet' : 'raise';
    const { min, max } = legal.raiseTo;
    // bet/raise only when it is allowed as that word: pre-flop a check-able BB must "raise"
    const span = max - min;
    const to = min + (rng.int(4) === 0 ? span : rng.int(Math.min(span, 10 * min) + 1));
    options.push({ type: word as 'bet', to: Math.min(to, max) });
    if (rng.int(8) === 0) options.push({ type: 'all-in' });
  }
  return options[rng.int(options.length)]!;
}

/** Plays a hand to the end with random legal actions; returns the number of actions. */
export function playOut(hand: Hand, seed: number, onStep?: (hand: Hand) => void): number {
  const rng = createRng(seed);
  let steps = 0;
  while (!hand.isComplete) {
    const legal = hand.legalActions();
    if (legal === null) throw new Error(`hand stuck in ${JSON.stringify(hand.state)}`);
    const action = randomAction(legal, rng);
    try {
      hand.act(action);
    } catch (e) {
      // 'bet' vs 'raise' (R61): when check is possible pre-flop the word is 'raise'
      if (action.type === 'bet') hand.act({ type: 'raise', to: action.to });
      else throw e;
    }
    steps++;
    onStep?.(hand);
  }
  return steps;
}
