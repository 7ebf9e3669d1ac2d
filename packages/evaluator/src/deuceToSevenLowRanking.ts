import { type Card, standardDeck } from '@pokerchart/cards';
import { describeNoPair } from './aceToFiveLowRanking.js';
import { CATEGORIES, type Category } from './Category.js';
import { describeStandard } from './describeStandard.js';
import { evaluateDeuceToSeven5 } from './evaluateDeuceToSeven5.js';
import type { HandValue } from './HandValue.js';
import { deuceToSevenTables } from './lowballTables.js';
import { orderByGroups } from './orderByGroups.js';
import { exposedValue } from './exposedValue.js';
import type { Ranking, RankedHand } from './Ranking.js';
import type { SelectionRule } from './SelectionRule.js';
import { createSubsetSearch } from './subsetSearch.js';
import { CARD_KEY, CARD_SUIT, HASH_MASK, OFFSETS, SUIT_BASE } from './tables.js';
import { rankList } from './words.js';

const search = createSubsetSearch(5);
const five = (c: Card[]): number => evaluateDeuceToSeven5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!);
let SEVEN: Int32Array | undefined;

/**
 * Deuce-to-seven low (R191; `'deuce-to-seven-low'`, "Kansas City"): exactly the reverse of the
 * standard high ranking, except that the ace is only high (A-2-3-4-5 is no straight, it is ace
 * high); straights and flushes count against the hand. Strengths go from 1 (royal flush) to
 * 7 462 (7-5-4-3-2 of two suits or more), higher is better (R194). With `'any'`, five to seven
 * cards without five of a suit take one table lookup ({@link evaluateDeuceToSeven7}); otherwise
 * each allowed five is valued. Described as "Number one, 7-5 low (7-5-4-3-2)", "8-6 low
 * (8-6-4-3-2)", « Basse 8-6 (8-6-4-3-2) », or with the standard words for made hands ("Pair of
 * Twos, Seven kicker", "Six-high straight").
 */
export const deuceToSevenLowRanking: Ranking = Object.freeze({
  name: 'deuce-to-seven-low',
  // R203: a stud hand's up cards, the lowest showing best (razz, 2-7 stud)
  partialStrength: (upCards: readonly Card[]): number => exposedValue(upCards, 'deuce-to-seven'),
  side: 'low',
  cardsPerHand: 5,
  deck: Object.freeze(standardDeck()),
  strength(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): number {
    const n = hole.length + board.length;
    if (rule === 'any' && n >= 5 && n <= 7) {
      let k = 0;
      let s = SUIT_BASE;
      for (let i = 0; i < hole.length; i++) {
        k += CARD_KEY[hole[i]!]!;
        s += CARD_SUIT[hole[i]!]!;
      }
      for (let i = 0; i < board.length; i++) {
        k += CARD_KEY[board[i]!]!;
        s += CARD_SUIT[board[i]!]!;
      }
      if ((s & 0x8888) === 0) {
        const t = SEVEN ?? (SEVEN = deuceToSevenTables().seven);
        return t[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
      }
    }
    return search.best(hole, board, rule, five, false);
  },
  evaluate(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): RankedHand {
    const strength = search.best(hole, board, rule, five, true);
    const cards = orderByGroups(search.picked.slice(), false);
    return { strength, category: CATEGORIES[deuceToSevenTables().category[strength]!]!, cards };
  },
  category(strength: number): Category {
    return CATEGORIES[deuceToSevenTables().category[strength] ?? 0]!;
  },
  describe(value: HandValue, locale: 'en' | 'fr'): string {
    if (value.category !== 'high-card') return describeStandard(value, locale);
    const text = describeNoPair(value.cards, locale);
    if (rankList(value.cards) !== '7-5-4-3-2') return text;
    return locale === 'en' ? `Number one, ${text}` : `Numéro un, ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  },
} satisfies Ranking);
