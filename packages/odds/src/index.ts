/**
 * @pokerchart/odds: equity of known hands over every remaining board ({@link equity}, exact or
 * Monte Carlo, any variant, hi-lo aware, on worker threads if asked), {@link outs}, pot odds
 * ({@link potOdds}), the rule of 2 and 4 ({@link ruleOfTwoAndFour}) and starting-hand
 * probabilities ({@link startingHandProbability}).
 *
 * @packageDocumentation
 */
export type { EquityOptions, EquityProgress } from './EquityResult.js';
export type { EquityResult, HandEquity } from './EquityResult.js';
export type { OddsInputErrorCode } from './errors.js';
export { OddsInputError } from './errors.js';
export type { OddsWorkerErrorCode } from './errors.js';
export { OddsWorkerError } from './errors.js';
export { equity, EXACT_RUNOUT_LIMIT, DEFAULT_SAMPLES } from './equity.js';
export type { BoardsEquityOptions, BoardsEquityResult } from './equity.js';
export { boardsEquity } from './equity.js';
export type { OutsOptions, OutsResult } from './outs.js';
export { outs } from './outs.js';
export { potOdds } from './outs.js';
export { ruleOfTwoAndFour } from './outs.js';
export type { StartingHandMatch, StartingHandProbability } from './startingHandProbability.js';
export { startingHandProbability } from './startingHandProbability.js';
export type { Range, RangeHand } from './parseRange.js';
export { RangeParseError } from './errors.js';
export { parseRange } from './parseRange.js';
export { rangeCombos, rangeHands } from './parseRange.js';
export { HAND_CLASSES, handClassOf } from './parseRange.js';
export { EXACT_RANGE_WORK } from './rangeEquity.js';
export type { RangeGrid, RangeGridCell, RangeGridOptions } from './rangeGrid.js';
export { rangeGrid, GRID_SAMPLES } from './rangeGrid.js';
export type { BreakdownCount, RangeBreakdown, RangeBreakdownOptions } from './rangeBreakdown.js';
export { rangeBreakdown } from './rangeBreakdown.js';
export { PREFLOP_ORDER } from './preflopOrder.js';
