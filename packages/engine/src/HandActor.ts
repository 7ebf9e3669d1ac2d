import { Actor, type ActorOptions } from 'xstate';
import type { HandEvent } from './HandEvent.js';
import type { HandMachine } from './HandMachine.js';
import type { HandOrigin } from './PersistedHand.js';

/** Describes a value that is not an event object, for the refusal. */
function describeValue(x: unknown): string {
  if (typeof x === 'string') return JSON.stringify(x);
  try {
    return JSON.stringify(x) ?? String(x);
  } catch {
    return String(x);
  }
}

/**
 * The actor of a hand, as {@link createHand} and {@link restoreHand} start it: an XState `Actor`
 * whose `send` also takes values that are not event objects (`null`, a string, `{}`) without
 * falling into XState's error state: they reach the chart as an event it refuses (R0.3), like any
 * event it cannot take now. It also knows whether it is processing an event, so the {@link Hand}
 * facade can refuse a call made from inside a subscription instead of queueing it unseen.
 */
export class HandActor extends Actor<HandMachine> {
  /** How many `send` calls are running: above 0, an event is being processed. */
  sending = 0;
  /** How the hand started, for its saves: recorded by createHand (a field, not a WeakMap entry per hand). @internal */
  origin: HandOrigin | null = null;

  constructor(machine: HandMachine, options?: ActorOptions<HandMachine>) {
    super(machine, options);
  }

  override send(event: HandEvent): void {
    const type = event !== null && typeof event === 'object' ? (event as { type?: unknown }).type : undefined;
    const ev = typeof type === 'string' && type !== '' && type !== '*' && !type.startsWith('xstate.')
      ? event
      : ({ type: 'INVALID_EVENT', received: describeValue(type === undefined ? event : type) } as unknown as HandEvent);
    this.sending++;
    try {
      super.send(ev);
    } finally {
      this.sending--;
    }
  }
}
