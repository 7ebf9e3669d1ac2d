import { type Card, standardDeck } from '@pokerchart/cards';
import type { Category, HandValue, Ranking, RankedHand, SelectionRule } from './Ranking.js';
import { LOW_BIT, lowBitRank, lowest5, lowMaskOf, lowStrength, lowStrengthOf } from './lowStrengthOf.js';
import { type Combos, combos } from './subsetSearch.js';
import { rankList } from './describeStandard.js';

/**
 * The eight-or-better low (R166–R168, R193; `'eight-or-better'`): the ace-to-five low
 * ({@link aceToFiveLowRanking}) restricted to qualifying hands, five cards of different ranks all
 * 8 or lower. {@link Ranking.strength} is 0 and {@link Ranking.evaluate} `null` when no allowed
 * five qualify, so a hi-lo pot goes whole to the high hand (R168). Higher strength is a better
 * low (R194), on its own scale (A-2-3-4-5 highest). In a best-of-seven game the low is chosen
 * independently of the high hand, by the seven cards' low ranks alone (R193). Described as
 * "8-4-3-2-A low" / "Low 8-4-3-2-A".
 */
export const eightOrBetterRanking: Ranking = Object.freeze({
  name: 'eight-or-better',
  side: 'low',
  cardsPerHand: 5,
  suits: 'never',
  deck: Object.freeze(standardDeck()),
  strength(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): number {
    return lowStrengthOf(hole, board, rule);
  },
  evaluate(hole: readonly Card[], board: readonly Card[], rule: SelectionRule): RankedHand | null {
    let best = 0;
    let bestCards: Card[] = [];
    const consider = (cards: readonly Card[]): void => {
      const m5 = lowest5(lowMaskOf(cards));
      if (m5 === 0) return;
      const s = lowStrength(m5);
      if (s > best) {
        best = s;
        bestCards = [];
        for (let bit = 7; bit >= 0; bit--) {
          if ((m5 & (1 << bit)) === 0) continue;
          const rank = lowBitRank(bit);
          bestCards.push(cards.find((c) => c >> 2 === rank && LOW_BIT[c] !== 0)!);
        }
      }
    };
    if (rule === 'any') consider([...board, ...hole]);
    else {
      const holeSets = subsets(hole, combos(hole.length, rule.hole), rule.hole);
      const boardSets = subsets(board, combos(board.length, rule.board), rule.board);
      for (const bs of boardSets) for (const hs of holeSets) consider([...bs, ...hs]);
    }
    return best === 0 ? null : { strength: best, category: 'high-card', cards: bestCards };
  },
  category(): Category {
    return 'high-card';
  },
  describe(value: HandValue, locale: 'en' | 'fr'): string {
    const list = rankList(value.cards);
    return locale === 'en' ? `${list} low` : `Low ${list}`;
  },
  checkDeck(deck: readonly Card[]): string | null {
    const lowRanks = new Set(deck.map((c) => c >> 2).filter((r) => r <= 6 || r === 12));
    return lowRanks.size < 5 ? `an eight-or-better low needs five distinct ranks from A-8 in the deck (R166); this deck has ${lowRanks.size}` : null;
  },
} satisfies Ranking);

/** Each subset of `cards` that `c` lists (`k` positions per subset), as arrays of cards. */
function subsets(cards: readonly Card[], c: Combos, k: number): Card[][] {
  const out: Card[][] = [];
  for (let s = 0, p = 0; s < c.count; s++) {
    const set: Card[] = [];
    for (let t = 0; t < k; t++) set.push(cards[c.pos[p++]!]!);
    out.push(set);
  }
  return out;
}
