// Random hands of every built-in variant and a random legal action, for the tests that play
// random hands (stepping.test.ts, actorOnDemand.test.ts, play.test.ts).
import { createRng, type Rng } from '@pokerchart/cards';
import { type BettingStructure, fixedLimit, noLimit, potLimit } from '@pokerchart/betting';
import { type Hand, type HandOptions, opensWithBringIn, type PlayerAction, type VariantDescriptor } from '@pokerchart/engine';
import { variants } from '../src/index.js';

/** The variant's own betting structure (its `defaultBetting`), limits sized for the blinds below. */
export const structure = (variant: VariantDescriptor): BettingStructure =>
  variant.defaultBetting === 'fixed-limit' ? fixedLimit({ smallBet: 10 }) : variant.defaultBetting === 'pot-limit' ? potLimit() : noLimit();

/** Options of random hand `h`: the variant by turn, 2 to 6 seats (within the variant's range), random stacks. */
export function optionsOf(h: number): HandOptions {
  const variant = variants[h % variants.length]!;
  const rng = createRng(7919 * h + 1);
  const seats = Math.max(variant.seats.min, Math.min(variant.seats.max, 2 + rng.int(5)));
  const stacks = Array.from({ length: seats }, () => 40 + rng.int(600));
  const forced = opensWithBringIn(variant) ? { ante: { amount: 1, mode: 'each' as const }, bringIn: 3 } : { blinds: { small: 5, big: 10 } };
  return { variant, betting: structure(variant), stacks, button: rng.int(seats), ...forced, dealing: { seed: h } };
}

/** A random legal action (discards, bring-ins, bets and raises within bounds, the word per R61). */
export function randomAction(hand: Hand, rng: Rng): PlayerAction {
  const legal = hand.legalActions()!;
  // a step of a kind of yours that decides: one of the options it offers, when it lists cards
  if (legal.decide !== undefined) {
    const cards = (legal.decide.options as { cards?: number[] } | null)?.cards ?? [null];
    return { type: 'decide', choice: cards[rng.int(cards.length)] };
  }
  if (legal.discard !== null) {
    const held = hand.context.holeCards[legal.seat]!;
    return { type: 'discard', cards: held.slice(0, legal.discard.min + rng.int(legal.discard.max - legal.discard.min + 1)) };
  }
  const options: PlayerAction[] = [];
  if (legal.bringIn !== null) options.push({ type: 'bring-in' });
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' });
  if (legal.raiseTo !== null) {
    const { min, max } = legal.raiseTo;
    const to = legal.raiseSizes !== undefined ? legal.raiseSizes[rng.int(legal.raiseSizes.length)]! : min + rng.int(max - min + 1);
    options.push({ type: hand.context.betting.currentBet === 0 ? 'bet' : 'raise', to });
  }
  return options[rng.int(options.length)]!;
}
