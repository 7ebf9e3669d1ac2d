/**
 * @pokerchart/evaluator: exact and fast poker hand evaluation. Rankings are plugins
 * ({@link Ranking}): standard, Pai Gow wheel and short-deck (R136–R143, R170–R176), ace-to-five
 * and deuce-to-seven lowball and badugi (R190–R192), the 8-or-better low (R166–R167, R193), and
 * any ranking a user writes with {@link defineRanking}. Hold'em and Omaha selection (R155, R160),
 * the cards played in display order, descriptions in English and French, and zero-allocation
 * table-based hot paths ({@link evaluate5}, {@link evaluate7}, {@link evaluateAceToFive5},
 * {@link evaluateDeuceToSeven7}, {@link evaluateBadugi}, {@link strengthOf}, {@link lowStrengthOf}).
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
export { evaluateRanked } from './evaluateRanked.js';
export { compareHands } from './compareHands.js';
export { categoryOf } from './categoryOf.js';
export { describeHand } from './describeHand.js';
export { describeWin } from './describeWin.js';
export { evaluate5 } from './evaluate5.js';
export { evaluate7 } from './evaluate7.js';
export { strengthOf } from './strengthOf.js';
export { lowStrengthOf } from './lowStrengthOf.js';
export type { Ranking, RankedHand } from './Ranking.js';
export type { RankingSpec } from './defineRanking.js';
export { defineRanking } from './defineRanking.js';
export { getRanking } from './getRanking.js';
export { standardRanking, paigowWheelRanking, shortdeckRanking, shortdeckTripsRanking } from './standardRankings.js';
export { aceToFiveLowRanking } from './aceToFiveLowRanking.js';
export { deuceToSevenLowRanking } from './deuceToSevenLowRanking.js';
export { badugiRanking } from './badugiRanking.js';
export { eightOrBetterRanking } from './eightOrBetterRanking.js';
export { evaluateAceToFive5 } from './evaluateAceToFive5.js';
export { evaluateAceToFive7 } from './evaluateAceToFive7.js';
export { evaluateDeuceToSeven5 } from './evaluateDeuceToSeven5.js';
export { evaluateDeuceToSeven7 } from './evaluateDeuceToSeven7.js';
export { evaluateBadugi } from './evaluateBadugi.js';
