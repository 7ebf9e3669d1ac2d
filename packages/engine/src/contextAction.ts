import { assign, createActor, setup } from 'xstate';
import type { HandContext } from './HandContext.js';
import type { HandEvent } from './HandEvent.js';

/*
 * The mechanism of the context actions (updateContext.ts decides when they are used): an action
 * that XState resolves into the next snapshot with only the context changed, and the probe that
 * checks once that this copy of XState resolves it as it resolves `assign`.
 */

/** What an action of the hand chart computes: the fields of the context it changes. @internal */
export type ContextUpdate<P> = (context: HandContext, event: HandEvent, params: P) => Partial<HandContext>;

/** The `type` of the actions {@link updateContext} makes. @internal */
export const CONTEXT_ACTION = 'pokerchart.updateContext';

/** What {@link updateContext} makes, as directTransition reads it. @internal */
export interface ContextActionImpl {
  readonly type: typeof CONTEXT_ACTION;
  readonly update: ContextUpdate<unknown>;
  readonly merge: (context: HandContext, changes: Partial<HandContext>) => HandContext;
  /**
   * When given: writes `changes` into a context that `merge` made a moment ago and nobody else has
   * seen (the next update of the same microstep), instead of copying it again. @internal
   */
  readonly mergeInto?: ((fresh: HandContext, changes: Partial<HandContext>) => void) | undefined;
  /**
   * When given: the action writes its changes into a copy of the context that `merge` made and
   * nobody else has seen (directTransition makes it, or reuses the copy an earlier update of the
   * same microstep made), instead of returning them for `merge` to copy in. @internal
   */
  readonly write?: ((fresh: HandContext, event: HandEvent, params: unknown) => void) | undefined;
}

/** A machine snapshot as XState 5 makes them (the fields an action resolver copies). */
interface Snapshot<C> {
  status: unknown; output: unknown; error: unknown; machine: unknown; context: C; _nodes: unknown; value: unknown;
  tags: unknown; children: unknown; historyValue: unknown; matches: unknown; hasTag: unknown; can: unknown;
  getMeta: unknown; toJSON: unknown;
}

/**
 * The action: XState resolves a built-in action (a function with a `resolve` member) into the
 * next snapshot. This one changes the context only, so the next snapshot is the current one with
 * the new context: the same state nodes, value and tags, not recomputed. `merge` makes the new
 * context from the old one and the changes. @internal
 */
export function contextAction<C, E, P>(
  update: (context: C, event: E, params: P) => Partial<C>,
  merge: (context: C, changes: Partial<C>) => C,
  mergeInto?: (fresh: C, changes: Partial<C>) => void,
  write?: (fresh: C, event: E, params: P) => void,
): unknown {
  const action = function updateContext(): void {
    // resolved, never executed (like assign)
  };
  action.type = CONTEXT_ACTION;
  // for directTransition, which applies the update without XState's action protocol
  action.update = update;
  action.merge = merge;
  action.mergeInto = mergeInto;
  action.write = write;
  action.resolve = (_scope: unknown, s: Snapshot<C>, args: { event: E }, params: P) => {
    return [withSnapshotContext(s, merge(s.context, update(s.context, args.event, params))), undefined, undefined];
  };
  return action;
}

/**
 * The snapshot `s` with another context and nothing else changed (the same state nodes, value and
 * tags): what a context action resolves to, in XState's field order. directTransition makes its
 * context-only snapshots with it too. @internal
 */
export function withSnapshotContext<S extends Snapshot<unknown>>(s: S, context: unknown): S {
  return {
    status: s.status, output: s.output, error: s.error, machine: s.machine, context, _nodes: s._nodes, value: s.value,
    tags: s.tags, children: s.children, historyValue: s.historyValue, matches: s.matches, hasTag: s.hasTag, can: s.can,
    getMeta: s.getMeta, toJSON: s.toJSON,
  } as S;
}

/** A check of this copy of XState made once, at the first question: whether it agrees, and why not. @internal */
export interface StartupProbe {
  /** Runs the check the first time; its answer after that. */
  agrees(): boolean;
  /** Why the check refused, or `null` when it agreed (or has not run). */
  refusal(): string | null;
}

/**
 * The one shape of the engine's startup probes (the context actions here, the direct steps of
 * directTransition, the actor-less hands of HandStepper): `check` runs once; a `false` answer is
 * refused with `disagrees`, a thrown error with `fails` and the error's message. @internal
 */
export function startupProbe(check: () => boolean, disagrees: string, fails: string): StartupProbe {
  let agree: boolean | null = null;
  let refusal: string | null = null;
  return {
    agrees(): boolean {
      if (agree !== null) return agree;
      agree = false;
      try {
        agree = check();
        if (!agree) refusal = disagrees;
      } catch (error) {
        agree = false;
        refusal = `${fails}: ${error instanceof Error ? error.message : String(error)}`;
      }
      return agree;
    },
    refusal: () => refusal,
  };
}

const contextProbe = startupProbe(
  probeContextActions,
  "the context actions give other snapshots than XState's assign on the probe machine",
  'the context-action probe failed',
);

/** Why the probe of {@link contextUpdatesResolvable} refused, or `null` when it agreed (or has not run). @internal */
export function contextUpdatesRefusal(): string | null {
  return contextProbe.refusal();
}

/**
 * Whether this copy of XState resolves the actions of updateContext into the same
 * snapshots as `assign`: checked once, on a probe machine with nested states, tags, a state
 * change and persistence. @internal
 */
export function contextUpdatesResolvable(): boolean {
  return contextProbe.agrees();
}

function probeContextActions(): boolean {
  type C = { n: number; k: string };
  type E = { type: 'GO' } | { type: 'NEXT' };
  const bump = (context: C): Partial<C> => ({ n: context.n + 1 });
  const run = (fast: boolean): string => {
    const act = (fast ? contextAction<C, E, undefined>(bump, (c, changes) => ({ ...c, ...changes })) : assign<C, E, undefined, E, never>(({ context }) => bump(context))) as never;
    const machine = setup({ types: { context: {} as C, events: {} as E } }).createMachine({
      id: 'probe', context: { n: 0, k: 'x' }, initial: 'a',
      states: {
        a: { initial: 'b', states: { b: { tags: ['u'], on: { GO: { actions: act }, NEXT: { target: '#probe.c', actions: act } } } } },
        c: { tags: ['t'], on: { GO: { actions: [act, act] } } },
      },
    });
    const actor = createActor(machine).start();
    const seen: unknown[] = [];
    for (const type of ['GO', 'GO', 'NEXT', 'GO'] as const) {
      const before = actor.getSnapshot();
      actor.send({ type });
      const s = actor.getSnapshot();
      seen.push({
        keys: Object.keys(s), value: s.value, context: s.context, status: s.status, tags: [...s.tags], t: s.hasTag('t'),
        matches: s.matches('c'), can: s.can({ type: 'GO' }), persisted: actor.getPersistedSnapshot(), changed: s !== before,
      });
    }
    return JSON.stringify(seen);
  };
  const fast = run(true);
  return fast === run(false) && fast.includes('"n":5');
}
