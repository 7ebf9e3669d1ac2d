import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import type { RankingName } from '@pokerchart/evaluator';
import { rhodeIslandRanking } from './rhodeIslandRanking.js';

/**
 * Rhode Island hold'em (`'rhode-island'`, R292): 52 cards; two players ante 5 and get one card;
 * three fixed-limit rounds of 10, 20 and 20 with a bet and up to three raises each (its own
 * `stakes`), one board card dealt before the second and the third; the hole
 * card and the two board cards make a three-card hand ({@link rhodeIslandRanking}).
 */
export const rhodeIslandHoldem: VariantDescriptor = defineVariant({
  id: 'rhode-island',
  name: "Rhode Island hold'em",
  deck: 'standard',
  steps: [
    { kind: 'seats', cards: ['down'] },
    { kind: 'bet', name: 'preflop', limit: 'small' },
    { kind: 'board', cards: 1 },
    { kind: 'bet', name: 'flop', limit: 'big' },
    { kind: 'board', cards: 1 },
    { kind: 'bet', name: 'turn', limit: 'big' },
    { kind: 'showdown' },
  ],
  selection: 'any',
  // by name, so the descriptor stays JSON data (defineRanking registered the name)
  ranking: rhodeIslandRanking.name as RankingName,
  seats: { min: 2, max: 2 },
  defaultBetting: 'fixed-limit',
  stakes: { ante: 5, bet: 10, bigBet: 20, maxRaises: 3 },
});
