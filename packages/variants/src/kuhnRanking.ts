import { rankOf } from '@pokerchart/cards';
import { defineRanking, type Ranking } from '@pokerchart/evaluator';

/**
 * The ranking of Kuhn poker (R290, `'kuhn'`): a hand is one card and the higher card wins,
 * J < Q < K. It values the three cards of {@link kuhnPoker}'s deck (J, Q and K of hearts).
 */
export const kuhnRanking: Ranking = defineRanking({
  name: 'kuhn',
  cardsPerHand: 1,
  deck: ['Jh', 'Qh', 'Kh'],
  value: (cards) => rankOf(cards[0]!) + 1,
});
