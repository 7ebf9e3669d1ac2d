/**
 * @pokerchart/engine: the hand lifecycle as an XState v5 statechart built from a variant
 * descriptor ({@link defineVariant}) and a betting structure: {@link createHandMachine},
 * {@link createHand}, views, persistence, and the pure pot arithmetic {@link buildPots} and
 * {@link awardPots}.
 *
 * @packageDocumentation
 */
export type { SteppedVariantSpec, StreetSpec, VariantSpec, VariantDescriptor, VariantStakes } from './VariantSpec.js';
export { stakesBetting } from './stakesBetting.js';
export { VariantDefinitionError } from './errors.js';
export { defineVariant, variantDeck } from './defineVariant.js';
export type { RegisteredStepKind } from './defineStepKind.js';
export type { DecisionHand, StepDecision, StepKind } from './steps/StepKind.js';
export { defineStepKind, stepKinds } from './defineStepKind.js';
export type { RuleOptions } from './HandOptions.js';
export { defaultRules } from './HandOptions.js';
export type { DealingOption, HandOptions } from './HandOptions.js';
export type { HandEvent } from './HandEvent.js';
export type { HandContext, HandPhase } from './HandContext.js';
export type { ExchangeState } from './steps/exchange/ExchangeState.js';
export type { HandLogEntry } from './HandContext.js';
export type { HandResult, ResultPot, ResultPotPart, ShownHand, ShownPart } from './HandResult.js';
export type { PlayerView, SeatView } from './PlayerView.js';
export { ViewShare } from './ViewShare.js';
export type { PersistedHand, PersistedHandEvent, PersistedHandOptions, PersistedHandSnapshot, Save } from './PersistedHand.js';
export type { Hand } from './Hand.js';
export type { HandActionName, HandGuardName, HandMachine, HandMachineInput, HandRefusedEvent } from './HandMachine.js';
export type { BetOpener, BetStep, BoardDealStep, ExchangeStep, HandStep, SeatDealStep, ShowdownStep } from './VariantSpec.js';
export { variantSteps } from './steps/variantSteps.js';
export { createHandMachine } from './createHandMachine.js';
export type { EngineInfo, EngineOptions, EngineStepping } from './configureEngine.js';
export { configureEngine } from './configureEngine.js';
export { engineInfo } from './engineInfo.js';
export { createHand } from './createHand.js';
export { handToAct } from './handToAct.js';
export { handLegalActions } from './handLegalActions.js';
export { handView } from './handView.js';
export { restoreHand } from './restoreHand.js';
export { HandOptionsError } from './errors.js';
export { DealingError } from './errors.js';
export { RestoreError } from './errors.js';
export { hmacSha256 } from './hmacSha256.js';
export type { SaveKey } from './saveSignature.js';
export { saveSignature, verifySaveSignature, checkSaveKey } from './saveSignature.js';
export type { Pot } from './Pot.js';
export { PotError } from './errors.js';
export { buildPots } from './buildPots.js';
export { awardPots } from './awardPots.js';
export type { RakeRule } from './rakePots.js';
export { rakePots } from './rakePots.js';
export { VariantRuleError } from './errors.js';
export type { DrawOrderInput } from './steps/exchange/replaceDiscards.js';
export { drawOrder } from './steps/exchange/replaceDiscards.js';
export type { DrawDeck } from './steps/exchange/replaceDiscards.js';
export type { ReplacedDiscards } from './steps/exchange/replaceDiscards.js';
export { replaceDiscards } from './steps/exchange/replaceDiscards.js';
export type { BurnedDrawCard } from './steps/exchange/replaceDiscards.js';
export { burnDrawCard } from './steps/exchange/replaceDiscards.js';
export type { StudOpening } from './steps/bet/stud/StudOpening.js';
export type { PartialHandRanking } from './steps/bet/stud/StudOpening.js';
export { exposedStrength } from './steps/bet/stud/StudOpening.js';
export type { BringInSeatInput } from './steps/bet/stud/StudOpening.js';
export { bringInSeat } from './steps/bet/stud/StudOpening.js';
export type { FirstToActSeatInput } from './steps/bet/stud/StudOpening.js';
export { firstToActSeat } from './steps/bet/stud/StudOpening.js';
export { hasOpenPair } from './steps/bet/stud/StudOpening.js';
export type { PlanSeventhStreetInput, SeventhStreetPlan } from './steps/bet/stud/planSeventhStreet.js';
export { planSeventhStreet } from './steps/bet/stud/planSeventhStreet.js';
export { opensWithBringIn } from './steps/bet/stud/studForcedBets.js';
export type { LegalActions, PlayerAction } from '@pokerchart/betting';
export { IllegalActionError } from '@pokerchart/betting';
