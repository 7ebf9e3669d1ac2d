import type { BettingStructure } from '@pokerchart/betting';
import type { VariantDescriptor } from '@pokerchart/engine';

/**
 * The game a solver works on: a variant and, optionally, its betting, stacks and ante. Left out,
 * they are the game's own (R290-R292, its {@link VariantDescriptor.stakes}: `stakesBetting`, 100
 * big bets each, the stakes' ante), two players.
 */
export interface SolverGame {
  /** The variant (a composed one too), two players, its deals made of down cards and board cards. */
  readonly variant: VariantDescriptor;
  /** The betting structure; default the variant's own stakes (`stakesBetting(variant)`). */
  readonly betting?: BettingStructure | undefined;
  /** Stacks of the two players, player 0 (first to act) first; default 100 big bets each. */
  readonly stacks?: readonly number[] | undefined;
  /** The ante every player posts; default the variant's own. */
  readonly ante?: number | undefined;
}
