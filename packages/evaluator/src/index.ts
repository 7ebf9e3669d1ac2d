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
export type { Category } from './Ranking.js';
export { CATEGORIES } from './Ranking.js';
export type { RankingName } from './Ranking.js';
export { RANKING_NAMES } from './Ranking.js';
export type { SelectionRule } from './Ranking.js';
export type { HandValue } from './Ranking.js';
export type { EvaluationErrorCode } from './errors.js';
export { EvaluationError } from './errors.js';
export type { EvaluateHandInput } from './evaluateHand.js';
export { evaluateHand } from './evaluateHand.js';
export type { EvaluateLowInput } from './evaluateHand.js';
export { evaluateLow } from './evaluateHand.js';
export { evaluateRanked } from './evaluateHand.js';
export { compareHands } from './evaluateHand.js';
export { categoryOf } from './evaluateHand.js';
export { describeHand } from './describeHand.js';
export { describeWin } from './describeHand.js';
export { evaluate5 } from './evaluate7.js';
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
export { evaluateAceToFive5 } from './aceToFiveLowRanking.js';
export { evaluateAceToFive7 } from './aceToFiveLowRanking.js';
export { evaluateDeuceToSeven5 } from './deuceToSevenLowRanking.js';
export { evaluateDeuceToSeven7 } from './deuceToSevenLowRanking.js';
export { evaluateBadugi } from './badugiRanking.js';
export type { Combos } from './subsetSearch.js';
export { combos } from './subsetSearch.js';
