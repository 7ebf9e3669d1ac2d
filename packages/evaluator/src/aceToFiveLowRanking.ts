import { type Card, standardDeck } from '@pokerchart/cards';
import { CATEGORIES, type Category, type HandValue, type Ranking, type RankedHand, type SelectionRule } from './Ranking.js';
import { aceToFiveTables } from './lowballTables.js';
import { orderByGroups, exposedValue } from './exposedValue.js';
import { createSubsetSearch } from './subsetSearch.js';
import { CARD_KEY, HASH_MASK, OFFSETS, CARD_KEY5, HASH5_MASK, OFFSETS5 } from './tables.js';
import { EN_PLURAL, FR_PLURAL, frDe, rankList } from './describeStandard.js';

const search = createSubsetSearch(5);
const five = (c: Card[]): number => evaluateAceToFive5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!);
let SEVEN: Int32Array | undefined;

/** The low words shared by the lowball rankings for a hand without a pair: "7-5 low (7-5-4-3-A)". @internal */
export function describeNoPair(cards: readonly Card[], locale: 'en' | 'fr'): string {
  const list = rankList(cards);
  const top = list.slice(0, 3);
  return locale === 'en' ? `${top} low (${list})` : `Basse ${top} (${list})`;
}

/** Words for a paired low hand: "Pair of Fours (4-4-7-5-A)". @internal */
export function describeGroups(category: Category, cards: readonly Card[], locale: 'en' | 'fr'): string {
  const r0 = cards[0]! >> 2;
  const list = rankList(cards);
  const en = locale === 'en';
  switch (category) {
    case 'one-pair':
      return en ? `Pair of ${EN_PLURAL[r0]} (${list})` : `Paire ${frDe(r0, true)} (${list})`;
    case 'two-pair':
      return en ? `Two pair, ${EN_PLURAL[r0]} and ${EN_PLURAL[cards[2]! >> 2]} (${list})` : `Double paire ${FR_PLURAL[r0]}-${FR_PLURAL[cards[2]! >> 2]} (${list})`;
    case 'three-of-a-kind':
      return en ? `Three of a kind, ${EN_PLURAL[r0]} (${list})` : `Brelan ${frDe(r0, true)} (${list})`;
    case 'full-house':
      return en ? `${EN_PLURAL[r0]} full of ${EN_PLURAL[cards[3]! >> 2]} (${list})` : `Full aux ${FR_PLURAL[r0]} par les ${FR_PLURAL[cards[3]! >> 2]} (${list})`;
    default:
      return en ? `Four of a kind, ${EN_PLURAL[r0]} (${list})` : `Carré ${frDe(r0, true)} (${list})`;
  }
}

/**
 * Ace-to-five low (R190; `'ace-to-five-low'`, razz): aces low, straights and flushes do not count,
 * no pair beats one pair beats two pair, then trips, full house and quads; within a category the
 * grouped ranks first, then the other cards from the highest down, lower better. Strengths go
 * from 1 to 6 175 (5-4-3-2-A), higher is better (R194). Five to seven cards with `'any'` take one
 * table lookup by their ranks ({@link evaluateAceToFive7}); other selections value each allowed
 * five. Described as "7-5 low (7-5-4-3-A)", "Wheel (5-4-3-2-A)", "Pair of Fours (4-4-7-5-A)" or
 * in French « Basse 7-5 (7-5-4-3-A) ».
 */
export const aceToFiveLowRanking: Ranking = Object.freeze({
  name: 'ace-to-five-low',
  // R203: a stud hand's up cards, the lowest showing best (razz, 2-7 stud)
  partialStrength: (upCards: readonly Card[]): number => exposedValue(upCards, 'ace-to-five'),
  side: 'low',
  cardsPerHand: 5,
  suits: 'never',
  deck: Object.freeze(standardDeck()),
  strength(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): number {
    const n = hole.length + board.length;
    if (rule === 'any' && n >= 5 && n <= 7) {
      const t = SEVEN ?? (SEVEN = aceToFiveTables().seven);
      let k = 0;
      for (let i = 0; i < hole.length; i++) k += CARD_KEY[hole[i]!]!;
      for (let i = 0; i < board.length; i++) k += CARD_KEY[board[i]!]!;
      return t[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
    }
    return search.best(hole, board, rule, five, false);
  },
  evaluate(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): RankedHand {
    const strength = search.best(hole, board, rule, five, true);
    const cards = orderByGroups(search.picked.slice(), true);
    return { strength, category: CATEGORIES[aceToFiveTables().category[strength]!]!, cards };
  },
  category(strength: number): Category {
    return CATEGORIES[aceToFiveTables().category[strength] ?? 0]!;
  },
  describe(value: HandValue, locale: 'en' | 'fr'): string {
    if (value.category !== 'high-card') return describeGroups(value.category, value.cards, locale);
    const list = rankList(value.cards);
    if (list === '5-4-3-2-A') return locale === 'en' ? 'Wheel, number one (5-4-3-2-A)' : 'Roue, numéro un (5-4-3-2-A)';
    return describeNoPair(value.cards, locale);
  },
} satisfies Ranking);

let FIVE: Int32Array | undefined;

/**
 * The ace-to-five low strength of exactly five cards (R190), the same number as
 * `evaluateHand({ hole, board: '', ranking: 'ace-to-five-low' }).strength`: from 1 (four kings
 * and a queen) to 6 175 (5-4-3-2-A), higher is better (R194). One table lookup by the ranks'
 * key sum. Hot path: no allocation and NO validation (distinct card codes 0..51).
 */
export function evaluateAceToFive5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const t = FIVE ?? (FIVE = aceToFiveTables().five);
  const k = CARD_KEY5[a]! + CARD_KEY5[b]! + CARD_KEY5[c]! + CARD_KEY5[d]! + CARD_KEY5[e]!;
  return t[(k & HASH5_MASK) + OFFSETS5[k >>> 7]!]!;
}


/**
 * The ace-to-five low strength of the best five of seven cards (R190, razz; R193 without the
 * qualifier), on the scale of {@link evaluateAceToFive5}. Suits never matter in this ranking, so
 * the best five depend only on the seven ranks: one lookup in a table of every rank multiset of
 * five to seven cards, instead of valuing 21 subsets. Hot path: no allocation and NO validation.
 */
export function evaluateAceToFive7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  const t = SEVEN ?? (SEVEN = aceToFiveTables().seven);
  const k = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]! + CARD_KEY[f]! + CARD_KEY[g]!;
  return t[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
}
