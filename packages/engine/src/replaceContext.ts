import { assign } from 'xstate';
import { steppingMode } from './steppingMode.js';
import { contextAction } from './contextAction.js';

/**
 * An XState action that replaces a machine's context with what `next` returns, for the engine's
 * own machines (the table machine of `@pokerchart/table` uses it, through
 * `@pokerchart/engine/internal`). It is an `assign` in effect, minus two things: `next` gets no
 * `spawn` (it cannot start actors), and the snapshot keeps its state nodes, value and tags instead
 * of rebuilding them, which an action that changes only the context never needs. Under
 * `configureEngine({ stepping: 'xstate' })`, or if this copy of XState's action protocol differs
 * from the one checked at startup, it is plain `assign`. @internal
 */
export function replaceContext<C extends object, E extends { type: string }>(next: (args: { context: C; event: E }) => C): ReturnType<typeof assign<C, E, undefined, E, never>> {
  if (steppingMode() !== 'direct') return assign<C, E, undefined, E, never>(({ context, event }) => next({ context, event }));
  return contextAction<C, E, undefined>((context, event) => next({ context, event }), (_context, replaced) => replaced as C) as ReturnType<typeof assign<C, E, undefined, E, never>>;
}
