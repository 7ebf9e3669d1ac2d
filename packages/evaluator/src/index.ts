/**
 * @pokerchart/evaluator: exact and fast poker hand evaluation. Standard, Pai Gow wheel and
 * short-deck rankings (R136–R143, R170–R176), the 8-or-better low (R166–R167), Hold'em and Omaha
 * selection (R155, R160), best five in display order, descriptions in English and French, and a
 * zero-allocation hot path ({@link evaluate5}, {@link evaluate7}, {@link strengthOf},
 * {@link lowStrengthOf}).
 *
 * @packageDocumentation
 */
export type { Category } from './Category.js';
export { CATEGORIES } from './Category.js';
export type { RankingName } from './RankingName.js';
export { RANKING_NAMES } from './RankingName.js';
export type { SelectionRule } from './SelectionRule.js';
export type { HandValue } from './HandValue.js';
export type { EvaluationErrorCode } from './EvaluationError.js';
export { EvaluationError } from './EvaluationError.js';
export type { EvaluateHandInput } from './evaluateHand.js';
export { evaluateHand } from './evaluateHand.js';
export type { EvaluateLowInput } from './evaluateLow.js';
export { evaluateLow } from './evaluateLow.js';
export { compareHands } from './compareHands.js';
export { categoryOf } from './categoryOf.js';
export { describeHand } from './describeHand.js';
export { evaluate5 } from './evaluate5.js';
export { evaluate7 } from './evaluate7.js';
export { strengthOf } from './strengthOf.js';
export { lowStrengthOf } from './lowStrengthOf.js';
