import type { BettingStructure } from '@pokerchart/betting';
import type { VariantDescriptor } from '@pokerchart/engine';
import { SolverError } from './errors.js';
import { nashConv, profileValue } from './evaluateProfile.js';
import { gameTreeOf } from './gameTreeOf.js';
import { strategyOf } from './profileOf.js';
import { type CfrAlgorithm, CfrRun } from './runCfr.js';
import type { Strategy } from './Strategy.js';

/** Options of {@link solve}. */
export interface SolveOptions {
  /** The variant: a small game with its own stakes (kuhnPoker, leducHoldem) or one you composed. */
  readonly variant: VariantDescriptor;
  /** The betting structure; default the variant's own stakes (R290-R292). */
  readonly betting?: BettingStructure | undefined;
  /** The two players' stacks, player 0 first; default 100 big bets each. */
  readonly stacks?: readonly number[] | undefined;
  /** The ante each player posts; default the variant's own. */
  readonly ante?: number | undefined;
  /** How many iterations of CFR to run. */
  readonly iterations: number;
  /** `'cfr'` (default) or `'cfr+'`. */
  readonly algorithm?: CfrAlgorithm | undefined;
  /** Called every `progressEvery` iterations and at the end with the iterations done (for progress bars). */
  readonly onProgress?: ((done: number, total: number) => void) | undefined;
  /** How often `onProgress` is called; default every 1% of the iterations. */
  readonly progressEvery?: number | undefined;
}

/** What {@link solve} returns. */
export interface SolveResult {
  /** The average strategy of the run, in the notation of R293. */
  readonly strategy: Strategy;
  /** Each player's expected chips per hand when both play `strategy` (player 0 first to act). */
  readonly value: number[];
  /** The strategy's exploitability (R293, NashConv / 2, chips per hand), computed when called. */
  exploitability(): number;
}

/**
 * Solves a small two-player game by counterfactual regret minimization (R293): the game tree is
 * walked through the hand machine itself (createHand with manual dealing, each node's legal
 * actions and deals), chance nodes for the deals, once per game; then CFR or CFR+ runs over the
 * tree's arrays. Kuhn poker reaches its value -1/18 for the first player within 1e-3 in 300
 * iterations of CFR.
 *
 * @example
 * ```ts
 * const { strategy, value } = solve({ variant: kuhnPoker, iterations: 1000, algorithm: 'cfr+' });
 * strategy.probabilities('1:Kh||b'); // { f: 0, c: 1 }
 * ```
 * @throws {@link SolverError} for bad options, a game the solver cannot walk or one too large.
 */
export function solve(options: SolveOptions): SolveResult {
  if (options === null || typeof options !== 'object') throw new SolverError('BAD_OPTIONS', 'solve needs { variant, iterations, betting?, stacks?, ante?, algorithm? } (R293)');
  const { iterations } = options;
  if (!Number.isSafeInteger(iterations) || iterations < 1) throw new SolverError('BAD_OPTIONS', `iterations must be a positive integer, got ${String(iterations)} (R293)`);
  const algorithm = options.algorithm ?? 'cfr';
  if (algorithm !== 'cfr' && algorithm !== 'cfr+') throw new SolverError('BAD_OPTIONS', `algorithm must be 'cfr' or 'cfr+', got ${JSON.stringify(algorithm)} (R293)`);
  const { game, tree } = gameTreeOf(options);
  const run = new CfrRun(tree, algorithm);
  const every = options.progressEvery ?? Math.max(1, Math.floor(iterations / 100));
  for (let t = 1; t <= iterations; t++) {
    run.iterate();
    if (options.onProgress !== undefined && (t % every === 0 || t === iterations)) options.onProgress(t, iterations);
  }
  const profile = run.average();
  const v0 = profileValue(tree, profile);
  const strategy = strategyOf(tree, profile, game.variant.id);
  return { strategy, value: [v0, -v0], exploitability: () => nashConv(tree, profile) / 2 };
}
