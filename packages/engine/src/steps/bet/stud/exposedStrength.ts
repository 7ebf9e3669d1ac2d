import type { Card } from '@pokerchart/cards';
import { checkArray, checkCard } from '../../../checkRuleInput.js';
import { checkOpening, readingRanking } from './checkStudInput.js';
import { VariantRuleError } from '../../../VariantRuleError.js';
import type { StudOpening } from './StudOpening.js';
import type { PartialHandRanking } from './PartialHandRanking.js';

/**
 * The value of a stud player's up cards (one to four of them) for deciding who acts first on
 * fourth street and later (R203): **higher acts first**, for every opening.
 *
 * - `'high'`: four of a kind > three of a kind > two pair > one pair > no pair; within a category
 *   the grouped ranks first (the pair, then the kickers) from the highest down, the ace high.
 * - `'ace-to-five-low'` (razz): the reverse: no pair beats a pair, a pair beats two pair, then trips
 *   and quads; within a category the lower grouped ranks, then the lower remaining cards from the
 *   highest down, are better (R190); aces are low.
 * - `'deuce-to-seven-low'`: as the A-5 low with the ace highest and the deuce lowest (R191).
 * - a {@link PartialHandRanking}: its `partialStrength` of the cards (R235).
 *
 * Suits never count, and straights and flushes do not exist among up cards. Hands of equal size
 * compare as the rules say; a hand that is a prefix of a longer one (`A-K` and `A-K-2`) ranks
 * below it under `'high'` and above it under the lows, so the order is total. Equal values are a
 * tie, which {@link firstToActSeat} breaks by position.
 *
 * @example
 * ```ts
 * exposedStrength(parseCards('8c8d'), 'high') > exposedStrength(parseCards('AsKs'), 'high'); // true
 * exposedStrength(parseCards('5c3d'), 'ace-to-five-low') > exposedStrength(parseCards('6c2d'), 'ace-to-five-low'); // true
 * ```
 * @throws {@link VariantRuleError} `BAD_INPUT` for more than four cards or a non-card.
 */
export function exposedStrength(upCards: readonly Card[], opening: StudOpening): number {
  const cards = checkArray<Card>(upCards, 'up cards', 'R203');
  const reading = readingRanking(checkOpening(opening, 'R203'));
  if (cards.length > 4) {
    throw new VariantRuleError('BAD_INPUT', `a stud player shows at most four up cards, got ${cards.length} (R203)`);
  }
  // R235: the ranking values the partial hand: a user's own, or the built-in ranking a named reading stands for
  return reading.partialStrength(cards.map((c) => checkCard(c, 'an up card', 'R203')));
}
