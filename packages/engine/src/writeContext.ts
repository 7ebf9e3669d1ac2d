import { assign } from 'xstate';
import { contextAction } from './contextAction.js';
import type { HandContext } from './HandContext.js';
import type { HandEvent } from './HandEvent.js';
import { steppingMode } from './steppingMode.js';
import { withContext } from './withContext.js';

/** What an action made by {@link writeContext} does: writes its changes into `fresh`, a copy of the context that nobody else has seen. @internal */
export type ContextWrite<P> = (fresh: HandContext, event: HandEvent, params: P) => void;

/** The action type `setup()` takes for an action that changes a {@link HandContext}. */
type ContextAction<P> = ReturnType<typeof assign<HandContext, HandEvent, P, HandEvent, never>>;

/** The changes of no fields (a copy of the context as it is). */
const NO_CHANGES: Partial<HandContext> = Object.freeze({});

/**
 * An action of the hand chart that changes the context, as {@link updateContext} makes them, for
 * the actions that run on most events (a bet applied to the round): instead of returning the
 * fields it changes for a copy to take them, it writes them into a fresh copy of the context
 * (directTransition makes the copy, or hands over the one an earlier update of the same
 * microstep made), which saves an object and a merge per event. The context is still replaced,
 * never mutated: through XState's protocol (`assign` under `stepping: 'xstate'`, or a context
 * action resolved by XState) the copy is made here and written into before it becomes the
 * context. @internal
 */
export function writeContext<P = undefined>(write: ContextWrite<P>): ContextAction<P> {
  // the update as XState's protocol takes it: a fresh copy, written into, is every field of the next context
  const update = (context: HandContext, event: HandEvent, params: P): Partial<HandContext> => {
    const fresh = withContext(context, NO_CHANGES);
    write(fresh, event, params);
    return fresh;
  };
  if (steppingMode() !== 'direct') {
    return assign<HandContext, HandEvent, P, HandEvent, never>(({ context, event }, params) => update(context, event, params));
  }
  return contextAction(update, withContext, undefined, write) as ContextAction<P>;
}
