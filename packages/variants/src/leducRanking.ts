import { rankOf } from '@pokerchart/cards';
import { defineRanking, type Ranking } from '@pokerchart/evaluator';

/** Above every high-card value (at most 13 × 12 + 11 + 1). */
const PAIR = 200;

/**
 * The ranking of Leduc hold'em (R291, `'leduc'`): a hand is the hole card and the board card; a
 * hole card that pairs the board wins, otherwise the higher hole card wins (both hands hold the
 * same board card, so the hands compare by their higher card, then the other), and equal ranks
 * split. It values the six cards of {@link leducHoldem}'s deck (J, Q, K of spades and hearts).
 */
export const leducRanking: Ranking = defineRanking({
  name: 'leduc',
  cardsPerHand: 2,
  deck: ['Js', 'Qs', 'Ks', 'Jh', 'Qh', 'Kh'],
  value: (cards) => {
    const a = rankOf(cards[0]!);
    const b = rankOf(cards[1]!);
    if (a === b) return PAIR + a;
    return a > b ? a * 13 + b + 1 : b * 13 + a + 1;
  },
  category: (strength) => (strength >= PAIR ? 'one-pair' : 'high-card'),
});
