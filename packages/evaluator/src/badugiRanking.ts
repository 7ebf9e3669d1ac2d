import { type Card, standardDeck } from '@pokerchart/cards';
import type { Category, HandValue, Ranking, RankedHand, SelectionRule } from './Ranking.js';
import { orderByGroups } from './exposedValue.js';
import { createSubsetSearch } from './subsetSearch.js';
import { EN, frAu, rankList } from './describeStandard.js';

const search = createSubsetSearch(4);

/** The best badugi of up to four cards, by trying every subset; writes its cards into `out` when given. */
function small(cards: readonly Card[], out?: Card[]): number {
  const n = cards.length;
  let best = 0;
  let bestSet = 0;
  for (let set = 1; set < 1 << n; set++) {
    let ranks = 0;
    let suits = 0;
    let size = 0;
    let ok = true;
    for (let i = 0; i < n && ok; i++) {
      if ((set & (1 << i)) === 0) continue;
      const r = BADUGI_RANK_BIT[cards[i]!]!;
      const s = 1 << (cards[i]! & 3);
      if ((ranks & r) !== 0 || (suits & s) !== 0) ok = false;
      ranks |= r;
      suits |= s;
      size++;
    }
    if (!ok) continue;
    const v = badugiCode(size, ranks);
    if (v > best) {
      best = v;
      bestSet = set;
    }
  }
  if (out !== undefined) {
    out.length = 0;
    for (let i = 0; i < n; i++) if ((bestSet & (1 << i)) !== 0) out.push(cards[i]!);
  }
  return best;
}

const four = (c: Card[]): number => (c.length === 4 ? evaluateBadugi(c[0]!, c[1]!, c[2]!, c[3]!) : small(c));

const COUNT_EN = ['', 'One-card', 'Two-card', 'Three-card'];
const COUNT_FR = ['', 'Une carte', 'Deux cartes', 'Trois cartes'];

/**
 * Badugi (R192; `'badugi'`): four cards, aces low; the hand is the largest subset of cards of
 * pairwise different ranks and suits, and equal sizes compare their ranks from the highest down,
 * lower better. Strength `size << 13 | (8191 - rank mask)` (aces bit 0): higher is better (R194),
 * 1 092 distinct values over all four-card hands. {@link HandValue.cards} holds the one to four
 * cards of the hand, highest first. `cardsPerHand` is 4: `'any'` takes the best four of more
 * cards, and a selection `{ hole, board }` adds up to 4. Described as "Badugi 4-3-2-A",
 * "Three-card 6 (6-3-A)", « Badugi au 4 (4-3-2-A) », « Trois cartes au 6 (6-3-A) ».
 */
export const badugiRanking: Ranking = Object.freeze({
  name: 'badugi',
  side: 'low',
  cardsPerHand: 4,
  deck: Object.freeze(standardDeck()),
  strength(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): number {
    if (rule === 'any' && hole.length + board.length === 4) {
      if (hole.length === 4) return evaluateBadugi(hole[0]!, hole[1]!, hole[2]!, hole[3]!);
      if (board.length === 0) return small(hole);
    }
    return search.best(hole, board, rule, four, false);
  },
  evaluate(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): RankedHand {
    const strength = search.best(hole, board, rule, four, true);
    const cards: Card[] = [];
    small(search.picked, cards);
    return { strength, category: 'high-card', cards: orderByGroups(cards, true) };
  },
  category(): Category {
    return 'high-card';
  },
  describe(value: HandValue, locale: 'en' | 'fr'): string {
    const cards = value.cards;
    const list = rankList(cards);
    const top = cards[0]! >> 2;
    if (cards.length === 4) return locale === 'en' ? `Badugi ${list}` : `Badugi ${frAu(top)} (${list})`;
    if (locale === 'fr') return `${COUNT_FR[cards.length]} ${frAu(top)} (${list})`;
    return cards.length === 1 ? `One-card ${EN[top]}` : `${COUNT_EN[cards.length]} ${list.charAt(0)} (${list})`;
  },
} satisfies Ranking);

/** The badugi rank bit of each card: aces low (bit 0), deuces bit 1 … kings bit 12. @internal */
export const BADUGI_RANK_BIT: Int32Array = Int32Array.from({ length: 52 }, (_, c) => (c >> 2 === 12 ? 1 : 1 << ((c >> 2) + 1)));

/** A badugi strength from the size of the hand and the rank mask of its cards. @internal */
export function badugiCode(size: number, rankMask: number): number {
  return (size << 13) | (8191 - rankMask);
}

function two(ra: number, sa: number, rb: number, sb: number): number {
  return (ra & rb) === 0 && (sa & sb) === 0 ? badugiCode(2, ra | rb) : 0;
}

function three(ra: number, sa: number, rb: number, sb: number, rc: number, sc: number): number {
  return (ra & rb) === 0 && ((ra | rb) & rc) === 0 && (sa & sb) === 0 && ((sa | sb) & sc) === 0 ? badugiCode(3, ra | rb | rc) : 0;
}

/**
 * The badugi strength of four cards (R192): the largest subset of cards of pairwise different
 * ranks and suits, then its ranks from the highest down, lower better, aces low. Higher strength
 * is better (R194): `size << 13 | (8191 - rank mask)` with aces as bit 0, so the 4-3-2-A badugi
 * is the highest and the 1 092 distinct values keep their order. Bit tests on the subsets, from
 * four cards down, stopping at the first size that has one. Hot path: no allocation and NO
 * validation.
 */
export function evaluateBadugi(a: Card, b: Card, c: Card, d: Card): number {
  const ra = BADUGI_RANK_BIT[a]!;
  const rb = BADUGI_RANK_BIT[b]!;
  const rc = BADUGI_RANK_BIT[c]!;
  const rd = BADUGI_RANK_BIT[d]!;
  const sa = 1 << (a & 3);
  const sb = 1 << (b & 3);
  const sc = 1 << (c & 3);
  const sd = 1 << (d & 3);
  const ranks = ra | rb | rc | rd;
  const suits = sa | sb | sc | sd;
  if (suits === 15 && (ra & rb) === 0 && ((ra | rb) & rc) === 0 && ((ra | rb | rc) & rd) === 0) return badugiCode(4, ranks);
  let best = three(ra, sa, rb, sb, rc, sc);
  let w = three(ra, sa, rb, sb, rd, sd);
  if (w > best) best = w;
  w = three(ra, sa, rc, sc, rd, sd);
  if (w > best) best = w;
  w = three(rb, sb, rc, sc, rd, sd);
  if (w > best) best = w;
  if (best !== 0) return best;
  best = two(ra, sa, rb, sb);
  w = two(ra, sa, rc, sc);
  if (w > best) best = w;
  w = two(ra, sa, rd, sd);
  if (w > best) best = w;
  w = two(rb, sb, rc, sc);
  if (w > best) best = w;
  w = two(rb, sb, rd, sd);
  if (w > best) best = w;
  w = two(rc, sc, rd, sd);
  if (w > best) best = w;
  if (best !== 0) return best;
  return badugiCode(1, ranks & -ranks);
}
