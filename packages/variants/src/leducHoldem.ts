import { rankOf } from '@pokerchart/cards';
import { defineRanking, type Ranking, type RankingName } from '@pokerchart/evaluator';
import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';

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
