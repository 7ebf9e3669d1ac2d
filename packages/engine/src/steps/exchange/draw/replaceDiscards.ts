import type { Card, Rng } from '@pokerchart/cards';
import { checkArray, checkCard, VariantRuleError } from '../../../errors.js';
import type { DrawDeck } from './DrawDeck.js';
import { refillStub } from './refillStub.js';

/** What {@link replaceDiscards} returns. */
export interface ReplacedDiscards {
  /** The replacement cards, as many as were discarded, in the order dealt. */
  readonly cards: Card[];
  /** The deck afterwards: the rest of the stub, and the muck with the player's discards added. */
  readonly deck: DrawDeck;
  /** Whether the stub ran out and the muck was reshuffled into a new stub (R213). */
  readonly reshuffled: boolean;
}

/**
 * One player's draw (R212, R213): deals as many cards as the player discarded, from the top of
 * the stub. When the stub runs out, its last cards are dealt first, then the muck (every discard
 * and burn so far, but never this player's current discards, which join the muck only after the
 * draw) is shuffled with `rng` into a new stub that supplies the rest. With `rng` `null` (an
 * explicit deck) the muck is reused in the order it was discarded.
 *
 * Standing pat is `discards = []`. Pure: `deck` is not changed; `rng` advances when it shuffles.
 *
 * @example
 * ```ts
 * const { cards, deck: after } = replaceDiscards({ stub: parseCards('2c3c4c'), muck: [] }, parseCards('KsKd'), createRng(1));
 * formatCards(cards); // ['2c', '3c']; after.stub = [4c], after.muck = [Ks, Kd]
 * ```
 * @throws {@link VariantRuleError} `DECK_EXHAUSTED` when the stub and the reusable muck together
 *   hold fewer cards than the draw needs; `BAD_INPUT` for malformed cards.
 */
export function replaceDiscards(deck: DrawDeck, discards: readonly Card[], rng: Rng | null): ReplacedDiscards {
  if (deck === null || typeof deck !== 'object') {
    throw new VariantRuleError('BAD_INPUT', 'replaceDiscards needs a deck { stub, muck } (R213)');
  }
  const stub = checkArray<Card>(deck.stub, 'the stub', 'R213');
  const muck = checkArray<Card>(deck.muck, 'the muck', 'R213');
  const out = checkArray<Card>(discards, 'the discards', 'R212').map((c) => checkCard(c, 'a discarded card', 'R212'));
  const n = out.length;
  if (n <= stub.length) {
    return { cards: stub.slice(0, n), deck: { stub: stub.slice(n), muck: [...muck, ...out] }, reshuffled: false };
  }
  if (stub.length + muck.length < n) {
    throw new VariantRuleError('DECK_EXHAUSTED', `a draw of ${n} cards needs more than the ${stub.length} cards left in the stub and the ${muck.length} discards and burns that may be reshuffled (R213)`);
  }
  const fresh = refillStub(muck, rng);
  const rest = n - stub.length;
  return {
    cards: [...stub, ...fresh.slice(0, rest)],
    deck: { stub: fresh.slice(rest), muck: out.slice() },
    reshuffled: true,
  };
}
