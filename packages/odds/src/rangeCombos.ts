import type { Card } from '@pokerchart/cards';
import { OddsInputError } from './OddsInputError.js';
import type { Range, RangeHand } from './Range.js';

/**
 * The hands of a range that do not use any of `dead` (card removal: the board, the dead cards,
 * the other players' known cards), each with its weight. Works for hands of any size.
 */
export function rangeHands(range: Range, dead: readonly Card[] = []): RangeHand[] {
  const gone = new Set(dead);
  return range.hands.filter((h) => !h.cards.some((c) => gone.has(c)));
}

/**
 * The two-card combinations of a Hold'em range that share no card with `dead` (card removal
 * against the board, the dead cards and the other players' known cards), highest card first.
 * Weights are left out: {@link rangeHands} keeps them.
 *
 * @example
 * ```ts
 * rangeCombos(parseRange('AA'), parseCards('As')).length;   // 3: A♠ is gone
 * ```
 * @throws {@link OddsInputError} `HOLE_CARD_COUNT` when the range holds hands of other sizes
 *   (Omaha hands): use {@link rangeHands} for those.
 */
export function rangeCombos(range: Range, dead: readonly Card[] = []): [Card, Card][] {
  const hands = rangeHands(range, dead);
  if (hands.some((h) => h.cards.length !== 2)) {
    throw new OddsInputError('HOLE_CARD_COUNT', `rangeCombos lists two-card hands; this range holds ${hands.find((h) => h.cards.length !== 2)!.cards.length}-card hands: use rangeHands`);
  }
  return hands.map((h) => [h.cards[0]!, h.cards[1]!]);
}
