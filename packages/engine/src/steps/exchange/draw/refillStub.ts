import { shuffle, type Card, type Rng } from '@pokerchart/cards';

/**
 * The muck turned into a new stub (R213): shuffled with `rng`, or in the order the cards left
 * play when `rng` is `null` (explicit decks). @internal
 */
export function refillStub(muck: readonly Card[], rng: Rng | null): Card[] {
  return rng === null ? muck.slice() : shuffle(muck, rng);
}
