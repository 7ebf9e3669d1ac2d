import type { HandOptions } from './HandOptions.js';
import type { HandEvent } from './HandEvent.js';

export type { HandMachine } from './createHandMachine.js';

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
