/**
 * @pokerchart/solver: small poker games solved (R293). {@link solve} runs CFR or CFR+ over the
 * game tree of any small two-player variant, walked through the hand machine itself (Kuhn poker,
 * Leduc hold'em, or one you composed); {@link exploitability} measures a strategy by best
 * response; a {@link Strategy} reads and saves in the information-set notation `P:HOLE|BOARD|ACTIONS`
 * ({@link infoSetKey}); {@link solvedBot} plays one.
 *
 * @packageDocumentation
 */
export type { SolverErrorCode } from './errors.js';
export { SolverError } from './errors.js';
export type { SolverGame } from './SolverGame.js';
export type { Strategy, StrategyJson } from './Strategy.js';
export type { CfrAlgorithm } from './runCfr.js';
export type { SolveOptions, SolveResult } from './solve.js';
export { solve } from './solve.js';
export { exploitability } from './exploitability.js';
export { uniformStrategy } from './uniformStrategy.js';
export { strategyFromJSON } from './strategyFromJSON.js';
export { infoSetKey, playerOfSeat } from './infoSetKey.js';
export { solvedBot } from './solvedBot.js';
