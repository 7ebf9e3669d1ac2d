import { type Card, standardDeck } from '@pokerchart/cards';
import { describeNoPair } from './aceToFiveLowRanking.js';
import { CATEGORIES, type Category, type HandValue, type Ranking, type RankedHand, type SelectionRule } from './Ranking.js';
import { describeStandard, rankList } from './describeStandard.js';
import { deuceToSevenTables } from './lowballTables.js';
import { orderByGroups, exposedValue } from './exposedValue.js';
import { createSubsetSearch, combos } from './subsetSearch.js';
import { CARD_KEY, CARD_SUIT, HASH_MASK, OFFSETS, SUIT_BASE, CARD_KEY5, HASH5_MASK, OFFSETS5 } from './tables.js';

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

let FIVE: Int32Array | undefined;
let FLUSH: Int32Array | undefined;

/**
 * The deuce-to-seven low strength of exactly five cards (R191): from 1 (the royal flush) to
 * 7 462 (7-5-4-3-2 of at least two suits), higher is better (R194). Straights and flushes count
 * against the hand and the ace is high only. One table lookup (by the rank mask for a flush, by
 * the ranks' key sum otherwise). Hot path: no allocation and NO validation.
 */
export function evaluateDeuceToSeven5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const s = SUIT_BASE + CARD_SUIT[a]! + CARD_SUIT[b]! + CARD_SUIT[c]! + CARD_SUIT[d]! + CARD_SUIT[e]!;
  if ((s & 0x8888) !== 0) {
    const fl = FLUSH ?? (FLUSH = deuceToSevenTables().flush);
    return fl[(1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2)) | (1 << (d >> 2)) | (1 << (e >> 2))]!;
  }
  const t = FIVE ?? (FIVE = deuceToSevenTables().five);
  const k = CARD_KEY5[a]! + CARD_KEY5[b]! + CARD_KEY5[c]! + CARD_KEY5[d]! + CARD_KEY5[e]!;
  return t[(k & HASH5_MASK) + OFFSETS5[k >>> 7]!]!;
}


/**
 * The deuce-to-seven low strength of the best five of seven cards (R191 with any five of the
 * seven), on the scale of {@link evaluateDeuceToSeven5}. Without five cards of one suit no five
 * can be a flush, so the answer is one lookup in a table of every rank multiset of five to seven
 * cards; only when five or more share a suit are the 21 fives valued. Hot path: no allocation
 * and NO validation.
 */
export function evaluateDeuceToSeven7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  const s = SUIT_BASE + CARD_SUIT[a]! + CARD_SUIT[b]! + CARD_SUIT[c]! + CARD_SUIT[d]! + CARD_SUIT[e]! + CARD_SUIT[f]! + CARD_SUIT[g]!;
  if ((s & 0x8888) === 0) {
    const t = SEVEN ?? (SEVEN = deuceToSevenTables().seven);
    const k = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]! + CARD_KEY[f]! + CARD_KEY[g]!;
    return t[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
  }
  return best21(a, b, c, d, e, f, g);
}

const v = new Int32Array(7);
/** The 21 five-card subsets of seven positions, five positions each. */
const FIVES: Int8Array = combos(7, 5).pos;

function best21(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  v[0] = a; v[1] = b; v[2] = c; v[3] = d; v[4] = e; v[5] = f; v[6] = g;
  let best = 0;
  for (let p = 0; p < 105; p += 5) {
    const w = evaluateDeuceToSeven5(v[FIVES[p]!]!, v[FIVES[p + 1]!]!, v[FIVES[p + 2]!]!, v[FIVES[p + 3]!]!, v[FIVES[p + 4]!]!);
    if (w > best) best = w;
  }
  return best;
}
