import { type Card, standardDeck } from '@pokerchart/cards';
import type { Category } from './Category.js';
import { BADUGI_RANK_BIT, badugiCode, evaluateBadugi } from './evaluateBadugi.js';
import type { HandValue } from './HandValue.js';
import { orderByGroups } from './orderByGroups.js';
import type { Ranking, RankedHand } from './Ranking.js';
import type { SelectionRule } from './SelectionRule.js';
import { createSubsetSearch } from './subsetSearch.js';
import { EN, frAu, rankList } from './words.js';

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
