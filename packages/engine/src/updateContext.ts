import { assign } from 'xstate';
import { contextAction, type ContextUpdate } from './contextAction.js';
import type { HandContext } from './HandContext.js';
import type { HandEvent } from './HandEvent.js';
import { steppingMode } from './steppingMode.js';
import { withContext } from './withContext.js';

export type { ContextUpdate } from './contextAction.js';

/** The action type `setup()` takes for an action that changes a {@link HandContext}. */
type ContextAction<P> = ReturnType<typeof assign<HandContext, HandEvent, P, HandEvent, never>>;

/**
 * An action of the hand chart that changes the context: an XState `assign` in effect (`update`
 * returns the changed fields; the context is replaced, never mutated). The difference is speed on
 * the hot path of a hand: `assign` rebuilds the snapshot from its state nodes (state value, tags)
 * on every action, though an action never changes the active states; this one keeps them. Actions
 * of the hand chart never spawn actors (the one other thing `assign` does).
 *
 * The built-in action protocol (a function with a `resolve` member) is XState's own, not part of
 * its documented API, so {@link contextUpdatesResolvable} checks once, on a probe machine, that
 * these actions give exactly the snapshots `assign` gives; if they do not (another xstate 5.x),
 * `updateContext` is plain `assign`, which costs speed, never correctness. @internal
 */
export function updateContext<P = undefined>(update: ContextUpdate<P>, via: 'auto' | 'assign' = 'auto'): ContextAction<P> {
  if (via === 'assign' || steppingMode() !== 'direct') {
    return assign<HandContext, HandEvent, P, HandEvent, never>(({ context, event }, params) => update(context, event, params));
  }
  return contextAction(update, withContext, mergeInto) as ContextAction<P>;
}

/** What withContext does to a copy it made: the changes written over it (directTransition's later updates of one microstep). */
function mergeInto(fresh: HandContext, changes: Partial<HandContext>): void {
  Object.assign(fresh, changes);
}
