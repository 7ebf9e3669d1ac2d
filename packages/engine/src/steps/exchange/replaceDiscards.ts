import { type Card, type Rng, shuffle } from '@pokerchart/cards';
import { checkArray, checkCard, checkSeat, VariantRuleError } from '../../errors.js';

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

/** What {@link drawOrder} takes. */
export interface DrawOrderInput {
  /** The button seat. */
  readonly button: number;
  /**
   * Whether each seat still holds cards, by seat: `true` for every player who has not folded,
   * all-in players included (they draw too); `false` for folded seats and seats not dealt in.
   */
  readonly inHand: readonly boolean[];
}

/**
 * The order in which the players draw (R212): every player still in the hand, all-in players
 * too, clockwise from the first of them left of the button, the button last. Heads-up the button
 * is the small blind, so the big blind draws first.
 *
 * @example
 * ```ts
 * drawOrder({ button: 4, inHand: [false, true, false, false, true] }); // [1, 4]
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for a malformed input.
 */
export function drawOrder(input: DrawOrderInput): number[] {
  const inHand = checkArray<boolean>(input?.inHand, 'inHand', 'R212');
  const button = checkSeat(input.button, inHand.length, 'the button', 'R212');
  const out: number[] = [];
  for (let k = 1; k <= inHand.length; k++) {
    const s = (button + k) % inHand.length;
    if (inHand[s] === true) out.push(s);
  }
  return out;
}

/**
 * The muck turned into a new stub (R213): shuffled with `rng`, or in the order the cards left
 * play when `rng` is `null` (explicit decks). @internal
 */
export function refillStub(muck: readonly Card[], rng: Rng | null): Card[] {
  return rng === null ? muck.slice() : shuffle(muck, rng);
}

/**
 * The cards of a draw hand that are not in a player's hand, as {@link replaceDiscards} and
 * {@link burnDrawCard} read and return them (plain JSON data, never mutated):
 */
export interface DrawDeck {
  /** The undealt cards, top first. */
  readonly stub: readonly Card[];
  /**
   * The discards and burn cards so far, in the order they left play: what a reshuffle turns into
   * a new stub when the stub runs out (R213).
   */
  readonly muck: readonly Card[];
}
