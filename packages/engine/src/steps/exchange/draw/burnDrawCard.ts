import type { Card, Rng } from '@pokerchart/cards';
import { checkArray, VariantRuleError } from '../../../errors.js';
import type { DrawDeck } from './DrawDeck.js';
import { refillStub } from './refillStub.js';

/** What {@link burnDrawCard} returns. */
export interface BurnedDrawCard {
  /** The burned card. */
  readonly card: Card;
  /** The deck afterwards: the burn card has joined the muck (it is reshuffled with the discards, R213). */
  readonly deck: DrawDeck;
  /** Whether the stub was empty and the muck was reshuffled into a new stub first. */
  readonly reshuffled: boolean;
}

/**
 * The burn card before a draw round (R212): the top card of the stub goes to the muck, where a
 * later reshuffle finds it with the discards (R213). When the stub is empty, the muck is first
 * shuffled with `rng` into a new stub (in discard order when `rng` is `null`).
 *
 * @example
 * ```ts
 * burnDrawCard({ stub: parseCards('2c3c'), muck: [] }, createRng(1)).deck; // { stub: [3c], muck: [2c] }
 * ```
 * @throws {@link VariantRuleError} `DECK_EXHAUSTED` when the stub and the muck are both empty.
 */
export function burnDrawCard(deck: DrawDeck, rng: Rng | null): BurnedDrawCard {
  if (deck === null || typeof deck !== 'object') {
    throw new VariantRuleError('BAD_INPUT', 'burnDrawCard needs a deck { stub, muck } (R212)');
  }
  let stub = checkArray<Card>(deck.stub, 'the stub', 'R212');
  let muck = checkArray<Card>(deck.muck, 'the muck', 'R212');
  let reshuffled = false;
  if (stub.length === 0) {
    if (muck.length === 0) throw new VariantRuleError('DECK_EXHAUSTED', 'no card is left to burn: the stub and the muck are empty (R212, R213)');
    stub = refillStub(muck, rng);
    muck = [];
    reshuffled = true;
  }
  const card = stub[0]!;
  return { card, deck: { stub: stub.slice(1), muck: [...muck, card] }, reshuffled };
}
