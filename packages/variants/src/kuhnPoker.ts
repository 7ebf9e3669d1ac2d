import { rankOf } from '@pokerchart/cards';
import { defineRanking, type Ranking, type RankingName } from '@pokerchart/evaluator';
import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';

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

/**
 * Kuhn poker (`'kuhn'`, R290): the deck is J, Q, K of hearts; two players ante 1 and get one card;
 * one betting round where a bet is 1 and nobody raises (its own `stakes`:
 * `stakesBetting(kuhnPoker)` is fixed limit 1 with no raise); the higher card wins
 * ({@link kuhnRanking}). The first player's value under equilibrium play is -1/18.
 */
export const kuhnPoker: VariantDescriptor = defineVariant({
  id: 'kuhn',
  name: 'Kuhn poker',
  deck: ['Jh', 'Qh', 'Kh'],
  steps: [
    { kind: 'seats', cards: ['down'] },
    { kind: 'bet', name: 'betting' },
    { kind: 'showdown' },
  ],
  selection: 'any',
  // by name, so the descriptor stays JSON data (defineRanking registered the name)
  ranking: kuhnRanking.name as RankingName,
  seats: { min: 2, max: 2 },
  defaultBetting: 'fixed-limit',
  stakes: { ante: 1, bet: 1, maxRaises: 0 },
});
