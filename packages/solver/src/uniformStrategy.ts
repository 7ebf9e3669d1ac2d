import { uniformProfile } from './evaluateProfile.js';
import { gameTreeOf } from './gameTreeOf.js';
import { strategyOf } from './profileOf.js';
import type { SolverGame } from './SolverGame.js';
import type { Strategy } from './Strategy.js';

/**
 * The uniform random strategy of a game: every legal action equally likely in every information
 * set. Its NashConv is R293's reference (Kuhn 11/12, Leduc 4.747222): `2 * exploitability(uniformStrategy(game), game)`.
 */
export function uniformStrategy(game: SolverGame): Strategy {
  const { game: resolved, tree } = gameTreeOf(game);
  return strategyOf(tree, uniformProfile(tree), resolved.variant.id);
}
