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
export type { PlayerAction } from './PlayerAction.js';
export type { LegalActions } from './legalActions.js';
export type { BettingRuleOptions } from './BettingRuleOptions.js';
export { defaultBettingRules } from './BettingRuleOptions.js';
export type { ForcedBets } from './ForcedBets.js';
export type { ForcedBetOptions } from './ForcedBetOptions.js';
export type { BettingState, BettingStatus } from './BettingState.js';
export type { BettingStructure, BettingStructureDescription, JsonValue } from './BettingStructure.js';
export type { IllegalActionCode } from './IllegalActionError.js';
export { IllegalActionError } from './IllegalActionError.js';
export { BettingConfigError } from './BettingConfigError.js';
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
export { toCall } from './toCall.js';
export { potTotal } from './potTotal.js';
export { needsToAct } from './needsToAct.js';
export type { NoWager } from './wagerBounds.js';
export { wagerBounds } from './wagerBounds.js';
export { bigBetRaisingRights } from './bigBetRaisingRights.js';
export { noLimit } from './noLimit.js';
export { potLimit } from './potLimit.js';
export type { FixedLimitOptions, HeadsUpCap } from './fixedLimit.js';
export { fixedLimit } from './fixedLimit.js';
export { describeStructure } from './describeStructure.js';
export { isBuiltInStructure } from './isBuiltInStructure.js';
