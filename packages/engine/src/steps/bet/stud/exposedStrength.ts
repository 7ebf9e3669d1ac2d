import { rankOf, type Card } from '@pokerchart/cards';
import { checkArray, checkCard } from '../../../checkRuleInput.js';
import { checkOpening } from './checkStudInput.js';
import { VariantRuleError } from '../../../VariantRuleError.js';
import type { StudOpening } from './StudOpening.js';
import type { PartialHandRanking } from './PartialHandRanking.js';

/** Larger than every key: 5 × 14^4. */
const MAX_KEY = 5 * 14 ** 4;

/** A rank's value for the opening: higher = worse for the lows, better for `'high'`. */
function rankValue(card: Card, opening: StudOpening): number {
  const rank = rankOf(card); // 0 = deuce ... 12 = ace
  if (opening === 'ace-to-five-low') return rank === 12 ? 0 : rank + 1; // ace lowest, king highest
  return rank; // ace highest
}

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
  checkOpening(opening, 'R203');
  if (cards.length > 4) {
    throw new VariantRuleError('BAD_INPUT', `a stud player shows at most four up cards, got ${cards.length} (R203)`);
  }
  // R235: a ranking of the user's values the partial hand itself
  if (typeof opening === 'object') return opening.partialStrength(cards.map((c) => checkCard(c, 'an up card', 'R203')));
  const counts = new Array<number>(13).fill(0);
  for (const c of cards) counts[rankValue(checkCard(c, 'an up card', 'R203'), opening)]!++;
  // groups: (count desc, value desc), e.g. K-K-9 -> [[2,K],[1,9]]
  const groups: [number, number][] = [];
  for (let v = 12; v >= 0; v--) if (counts[v]! > 0) groups.push([counts[v]!, v]);
  groups.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const top = groups[0]?.[0] ?? 0;
  const pairs = groups.filter((g) => g[0] === 2).length;
  // 0 no pair, 1 one pair, 2 two pair, 3 trips, 4 quads: higher = better high hand, worse low hand
  const category = top === 4 ? 4 : top === 3 ? 3 : pairs === 2 ? 2 : pairs === 1 ? 1 : 0;
  // the grouped ranks, each once, from the most significant; 14 digits so a missing card (0) is
  // below every rank (1..13)
  let key = category;
  for (let i = 0; i < 4; i++) key = key * 14 + (i < groups.length ? groups[i]![1] + 1 : 0);
  return opening === 'high' ? key : MAX_KEY - key;
}
