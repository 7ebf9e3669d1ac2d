import type { MetaObject, StateMachine, StateSchema, StateValue } from 'xstate';
import type { HandContext } from './HandContext.js';
import type { HandEvent } from './HandEvent.js';
import type { HandOptions } from './HandOptions.js';
import type { HandResult } from './HandResult.js';

/** The guards of the hand chart, by name: see docs/guides/hand-lifecycle.md. */
export type HandGuardName =
  | 'manualDealing' | 'actionIllegal' | 'roundContinues' | 'onlyOnePlayerLeft' | 'bettingClosedAllIn' | 'roundClosed'
  | 'roundClosedCardsAwaited' | 'cardsIllegal' | 'holeCardsAwaited' | 'boardComplete' | 'runoutComplete'
  | 'discardIllegal' | 'replacementsAwaited' | 'drawPending' | 'bettingClosed' | 'exchangeDue'
  | 'bringInPosted' | 'bringInCompleted' | 'bombPot' | 'bombPotCardsAwaited' | 'runsAsked' | 'runChoiceIllegal' | 'runChoicesPending'
  | 'decisionIllegal' | 'decisionPending' | 'decisionsDone' | 'decisionBettingClosed';
/** The actions of the hand chart, by name: see docs/guides/hand-lifecycle.md. */
export type HandActionName =
  | 'applyBet' | 'closeRound' | 'enterStreet' | 'dealHoleCards' | 'dealBoardCards' | 'exposeHands' | 'dealRunout'
  | 'showHandsAndAwardPots' | 'awardUncontested' | 'refuseAction' | 'refuseDeal' | 'refuseEvent'
  | 'enterExchange' | 'discardCards' | 'dealReplacements' | 'refuseDiscard'
  | 'chooseBetSize' | 'bringInByDoorCard' | 'openByBestShowing' | 'askRuns' | 'chooseRuns' | 'refuseRunChoice'
  | 'startDecision' | 'applyDecision' | 'endDecision' | 'refuseDecision';
/**
 * The type of the machines from {@link createHandMachine}: an XState v5 machine over
 * {@link HandContext} and {@link HandEvent}, with {@link HandMachineInput} as input, the
 * {@link HandResult} as output and {@link HandRefusedEvent} as its emitted event. The guard and
 * action names ({@link HandGuardName}, {@link HandActionName}) are checked against the
 * implementations at compile time; the type is spelled with the
 * fourteen type parameters every xstate 5.30+ has, so it stays assignable to the `AnyStateMachine`
 * of the xstate copy your project has (xstate is a peer dependency).
 */
export type HandMachine = StateMachine<
  HandContext,
  HandEvent,
  {},
  never,
  { type: HandActionName; params: unknown },
  { type: HandGuardName; params: unknown },
  never,
  StateValue,
  string,
  HandMachineInput,
  HandResult,
  HandRefusedEvent,
  MetaObject,
  StateSchema
>;


/**
 * The `input` of a hand machine: the options of {@link createHand}. `variant` and `betting` may be
 * left out (the machine already has them); given, they are ignored.
 */
export type HandMachineInput = Omit<HandOptions, 'variant' | 'betting' | 'inspect'> & Partial<Pick<HandOptions, 'variant' | 'betting'>>;

/**
 * What a hand actor emits when it refuses an event (R0.3): listen with
 * `actor.on('refused', ({ error }) => …)`. The snapshot does not change; `error` is the
 * `IllegalActionError` or {@link DealingError} that {@link Hand.act}, {@link Hand.dealHole} and
 * {@link Hand.dealBoard} throw for the same event.
 */
export interface HandRefusedEvent {
  /** `'refused'`. */
  type: 'refused';
  /** Why: a typed error with a stable `code` naming the rule. */
  error: Error;
  /** The event refused, as sent. */
  event: HandEvent | { type: string };
}
