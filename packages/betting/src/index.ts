/**
 * @pokerchart/betting: one betting-round model (RULES.md sections 3 and 6-10) as pure functions over
 * plain JSON data, with {@link noLimit}, {@link potLimit} and {@link fixedLimit} structures as
 * {@link BettingStructure} plugins.
 *
 * A hand's betting: {@link compileForcedBets} (or your own {@link ForcedBets}) → {@link startBetting}
 * → {@link legalActions} / {@link applyAction} until `status` is not `'betting'` → deal →
 * {@link nextRound} … See the package README, "How the engine uses this package".
 *
 * @packageDocumentation
 */
export type { PlayerAction } from './BettingState.js';
export type { LegalActions } from './legalActions.js';
export type { BettingRuleOptions } from './BettingState.js';
export { defaultBettingRules } from './BettingState.js';
export type { ForcedBets } from './compileForcedBets.js';
export type { ForcedBetOptions } from './compileForcedBets.js';
export type { BettingState, BettingStatus } from './BettingState.js';
export type { BettingStructure, BettingStructureDescription, JsonValue } from './BettingStructure.js';
export type { IllegalActionCode } from './errors.js';
export { IllegalActionError } from './errors.js';
export { BettingConfigError } from './errors.js';
export type { SeatPositions } from './seatPositions.js';
export { seatPositions } from './seatPositions.js';
export { compileForcedBets } from './compileForcedBets.js';
export type { StartBettingInput } from './startBetting.js';
export { startBetting } from './startBetting.js';
export { legalActions } from './legalActions.js';
export { applyAction } from './applyAction.js';
export { normalizeAction } from './normalizeAction.js';
export { nextRound } from './nextRound.js';
export type { SetOpenerOptions } from './setOpener.js';
export { setOpener } from './setOpener.js';
export { setRoundLimit } from './setRoundLimit.js';
export { toCall } from './BettingState.js';
export { potTotal } from './BettingState.js';
export { needsToAct } from './BettingState.js';
export type { NoWager } from './wagerBounds.js';
export { wagerBounds } from './wagerBounds.js';
export { bigBetRaisingRights } from './noLimit.js';
export { noLimit } from './noLimit.js';
export { potLimit } from './noLimit.js';
export type { FixedLimitOptions, HeadsUpCap } from './fixedLimit.js';
export { fixedLimit } from './fixedLimit.js';
export { describeStructure } from './BettingStructure.js';
export { isBuiltInStructure } from './BettingStructure.js';
