import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import type { RankingName } from '@pokerchart/evaluator';
import { leducRanking } from './leducRanking.js';

/**
 * Leduc hold'em (`'leduc'`, R291): the deck is J, Q, K of spades and hearts (six cards); two players
 * ante 1 and get one card; two fixed-limit rounds, bets of 2 then 4, at most a bet and one raise a
 * round (its own `stakes`), with one board card dealt before the second; a card
 * pairing the board wins, otherwise the higher card, equal ranks split ({@link leducRanking}).
 */
export const leducHoldem: VariantDescriptor = defineVariant({
  id: 'leduc',
  name: "Leduc hold'em",
  deck: ['Js', 'Qs', 'Ks', 'Jh', 'Qh', 'Kh'],
  steps: [
    { kind: 'seats', cards: ['down'] },
    { kind: 'bet', name: 'first', limit: 'small' },
    { kind: 'board', cards: 1 },
    { kind: 'bet', name: 'second', limit: 'big' },
    { kind: 'showdown' },
  ],
  selection: 'any',
  // by name, so the descriptor stays JSON data (defineRanking registered the name)
  ranking: leducRanking.name as RankingName,
  seats: { min: 2, max: 2 },
  defaultBetting: 'fixed-limit',
  stakes: { ante: 1, bet: 2, bigBet: 4, maxRaises: 1 },
});
