import type { EventObject, MetaObject, NonReducibleUnknown, StateMachine } from 'xstate';
import type { HandContext, HandPhase } from './HandContext.js';
import type { HandEvent } from './HandEvent.js';
import type { HandOptions } from './HandOptions.js';
import type { HandResult } from './HandResult.js';

/**
 * Where a transition of the hand chart leads, the parameter of its `leadsTo` and `isAt` guards:
 * a {@link HandPhase} and, for `'board'` and `'betting'`, the street index (else `-1`).
 */
export interface HandDestination {
  /** The phase the hand reaches. */
  phase: HandPhase;
  /** The street index for `'board'` and `'betting'`, else `-1`. */
  street: number;
}

/**
 * The `input` of a hand machine: the options of {@link createHand}. `variant` and `betting` may be
 * left out (the machine already has them); given, they are ignored.
 */
export type HandMachineInput = Omit<HandOptions, 'variant' | 'betting' | 'inspect'> & Partial<Pick<HandOptions, 'variant' | 'betting'>>;

/**
 * The type of the machines from {@link createHandMachine}: an XState v5 machine over
 * {@link HandContext} and {@link HandEvent}, with {@link HandMachineInput} as input and the
 * {@link HandResult} as output. Named actions: `apply`, `dealRunout`, `settle`; named guards:
 * `leadsTo` and `isAt` with a {@link HandDestination}.
 */
export type HandMachine = StateMachine<
  HandContext,
  HandEvent,
  {},
  never,
  { type: 'apply'; params: NonReducibleUnknown } | { type: 'dealRunout'; params: NonReducibleUnknown } | { type: 'settle'; params: NonReducibleUnknown },
  { type: 'leadsTo'; params: HandDestination } | { type: 'isAt'; params: HandDestination },
  never,
  string,
  string,
  HandMachineInput,
  HandResult,
  EventObject,
  MetaObject,
  { id: 'hand'; states: { [x: string]: {} } },
  MetaObject
>;
