import { type BettingStructure, describeStructure, isBuiltInStructure } from '@pokerchart/betting';
import { emit, setup } from 'xstate';
import { defineVariant, isDefinedVariant, variantDeck } from './defineVariant.js';
import { directTransition, steppingMode } from './steppingMode.js';
import type { HandContext, HandEnv } from './HandContext.js';
import type { HandEvent } from './HandEvent.js';
import type { HandActionName, HandGuardName, HandMachine, HandMachineInput, HandRefusedEvent } from './HandMachine.js';
import type { HandResult } from './HandResult.js';
import { initialHandContext } from './initialHandContext.js';
import { refusalFor } from './refusal.js';
import { type BuiltInActionName, type BuiltInGuardName, builtInStepKind, registeredBuiltInKinds } from './defineStepKind.js';
import type { ActionList, BuiltInStepKind, ChartBuild, ChartPieces, ChartState, EntryGuard, Transition, TransitionList } from './steps/StepKind.js';
import { variantSteps } from './steps/variantSteps.js';
import { streetsOfSteps } from './steps/streetsOfSteps.js';
import type { VariantDescriptor } from './VariantSpec.js';

/**
 * The key under which createHand hands the machine the context it has already built and checked
 * (so the options are validated once, before any actor exists). @internal
 */
export const PREPARED_CONTEXT: unique symbol = Symbol('pokerchart.preparedContext');

// compile-time check: the names above are exactly the built-in kinds' guards
const guardNamesMatch: [HandGuardName] extends [BuiltInGuardName] ? ([BuiltInGuardName] extends [HandGuardName] ? true : never) : never = true;
void guardNamesMatch;

/**
 * The guards and actions of the chart: every registered kind's, merged (each kind names its own
 * for the rules they check or apply), and the refusal of an event no state takes. Made once per
 * machine, so the merge costs nothing per hand.
 */
function handSetup(env: HandEnv, kinds: readonly BuiltInStepKind[]) {
  const guards: Record<string, unknown> = {};
  const actions: Record<string, unknown> = {};
  for (const kind of kinds) {
    Object.assign(guards, kind.guards(env));
    Object.assign(actions, kind.actions(env));
  }
  return setup({
    types: {
      context: {} as HandContext,
      events: {} as HandEvent,
      input: {} as HandMachineInput,
      output: {} as HandResult,
      emitted: {} as HandRefusedEvent,
    },
    guards: guards as Record<HandGuardName, () => boolean>,
    actions: {
      ...(actions as Record<Exclude<HandActionName, 'refuseEvent'>, () => void>),
      /** Records an event the hand cannot take now as a `refused` event (R0.3). */
      refuseEvent: emit(({ context, event }) => ({ type: 'refused' as const, error: refusalFor(context, event), event })),
    },
  });
}

// compile-time check: the names above are exactly the built-in kinds' actions and the chart's own refuseEvent
const actionNamesMatch: [HandActionName] extends [BuiltInActionName | 'refuseEvent'] ? ([BuiltInActionName | 'refuseEvent'] extends [HandActionName] ? true : never) : never = true;
void actionNamesMatch;

type Setup = ReturnType<typeof handSetup>;
type Config = Parameters<Setup['createMachine']>[0];
type StateConfig = NonNullable<Config['states']>[string];

/** The first answer of the kinds' pieces, in the kinds' order, or `null` when none answers. */
function firstOf<T>(pieces: readonly ChartPieces[], ask: (p: ChartPieces) => T | null | undefined): T | null {
  for (const p of pieces) {
    const answer = ask(p);
    if (answer !== null && answer !== undefined) return answer;
  }
  return null;
}

/**
 * The states of the hand chart of one variant: the street plan (env.streets) and the chart pieces
 * of each kind the variant's steps use, composed. The builder knows no kind: each kind says what it
 * draws (the seats kind `start` and `dealHole`, the bet kind each street's `bet` state and the
 * `runout`, ...) and answers the questions the others ask (how a street starts, how the showdown
 * is reached); see steps/StepKind.ts.
 */
function chartStates(env: HandEnv, kinds: readonly BuiltInStepKind[]): Record<string, ChartState> {
  const streets = env.streets;
  // stable: equal orders keep the registry's
  const pieces = kinds.map((k) => k.chart).sort((x, y) => (x.order ?? 0) - (y.order ?? 0));
  const all = <T>(ask: (p: ChartPieces) => T[] | undefined): T[] => pieces.flatMap((p) => ask(p) ?? []);
  const b: ChartBuild = {
    env,
    streets,
    last: streets.length - 1,
    boardStreets: streets.some((st) => st.board > 0),
    seatStreets: streets.some((st, i) => i > 0 && st.seatCards.length > 0),
    at: (i, child) => `#hand.${streets[i]!.name}.${child}`,
    cardsText: (i) => firstOf(pieces, (p) => p.cardsText?.(b, i)),
    opens: (i) => firstOf(pieces, (p) => p.opens?.(b, i)) ?? '',
    enter: (j: number, guard: EntryGuard, actions: ActionList, why: string) => firstOf(pieces, (p) => p.enter?.(b, j, guard, actions, why)) ?? b.enterCards(j, guard, actions, why),
    enterCards: (j: number, guard: EntryGuard, actions: ActionList, why: string) => firstOf(pieces, (p) => p.enterCards?.(b, j, guard, actions, why)) ?? [],
    toShowdown: (guard: string, actions: ActionList, why: string) => firstOf(pieces, (p) => p.toShowdown?.(b, guard, actions, why)) ?? [],
    beforeRunout: (i: number, actions: ActionList, why: string) => all((p) => p.beforeRunout?.(b, i, actions, why)),
    afterHoleCards: (actions: ActionList) => firstOf(pieces, (p) => p.afterHoleCards?.(b, actions)) ?? [],
    runoutDescription: () => firstOf(pieces, (p) => p.runoutDescription?.(b)) ?? 'betting closed with an all-in: no more betting (R103), then the hands are shown',
    runoutSteps: () => all((p) => p.runoutSteps?.(b)),
    runoutEnd: (): Transition => firstOf(pieces, (p) => p.runoutEnd?.(b)) ?? { target: 'showdown', description: 'nothing is left to deal: showdown (R103, R125)' },
    runoutEndText: () => firstOf(pieces, (p) => p.runoutEndText?.(b)) ?? 'nothing is left to deal',
    runoutEvents: () => Object.assign({}, ...pieces.map((p) => p.runoutEvents?.(b) ?? {})) as Record<string, TransitionList>,
  };
  const states: Record<string, ChartState> = Object.assign({}, ...pieces.map((p) => p.statesBefore?.(b) ?? {})) as Record<string, ChartState>;
  streets.forEach((street, i) => {
    const initial = firstOf(pieces, (p) => p.streetInitial?.(b, i));
    const text = firstOf(pieces, (p) => p.streetText?.(b, i)) ?? '';
    states[street.name] = {
      description: pieces.reduce((t, p) => (p.describeStreet !== undefined ? p.describeStreet(b, i, t) : t), text),
      ...(initial !== null ? { initial } : {}),
      states: Object.assign({}, ...pieces.map((p) => p.streetStates?.(b, i) ?? {})) as Record<string, ChartState>,
    };
  });
  for (const p of pieces) Object.assign(states, p.statesAfter?.(b) ?? {});
  return states;
}

/** The built-in kinds the variant's steps use, in the registry's order. */
function kindsOf(env: HandEnv): BuiltInStepKind[] {
  return env.kindNames.map((name) => builtInStepKind(name)!);
}

/**
 * Builds the hand chart of one variant and structure from the variant's steps, as XState runs it
 * (createHandMachine also gives it {@link directTransition}'s steps): the guards and actions of
 * every registered kind, merged, and the states the kinds the variant uses draw. @internal
 */
export function buildHandMachine(env: HandEnv): HandMachine {
  const states = chartStates(env, kindsOf(env));
  const machine = handSetup(env, registeredBuiltInKinds()).createMachine({
    id: 'hand',
    description: `${env.variant.name}, ${describeStructure(env.betting).name}`,
    context: ({ input }) => {
      const prepared = (input as { [PREPARED_CONTEXT]?: HandContext })[PREPARED_CONTEXT];
      return prepared ?? initialHandContext({ ...input, variant: env.variant, betting: env.betting }, env);
    },
    initial: 'start',
    on: { '*': { actions: 'refuseEvent', description: 'an event the hand cannot take now is refused and recorded; nothing changes (R0.3)' } },
    states: states as Record<string, StateConfig>,
    output: ({ context }) => context.result!,
  });
  // setup() infers the full type; this is the same machine under the version-stable spelling above
  return machine as unknown as HandMachine;
}

/** Builds the {@link HandEnv} of a defined variant and a structure. */
function buildHandEnv(variant: VariantDescriptor, betting: BettingStructure): HandEnv {
  const deck = variantDeck(variant);
  const inDeck = new Array<boolean>(52).fill(false);
  for (const c of deck) inDeck[c] = true;
  const streets = streetsOfSteps(variantSteps(variant), variant.ranking);
  const used = new Set<string>(variantSteps(variant).map((st) => st.kind));
  const kindNames = registeredBuiltInKinds().filter((k) => used.has(k.kind)).map((k) => k.kind);
  return { variant, betting, streets, deck, inDeck, boards: variant.boards ?? 1, kindNames };
}

/** Per-machine data shared with the {@link Hand} facade. @internal */
export interface HandRuntime {
  readonly env: HandEnv;
}

/** One machine cache. */
interface MachineCache {
  readonly byObject: WeakMap<object, WeakMap<object, HandMachine>>;
  readonly byKey: Map<string, HandMachine>;
  /**
   * The pair of objects asked for last and its machine (what `byObject` holds for them): a table
   * or a loop of hands asks for the same pair hand after hand, which then costs no WeakMap lookup.
   * (Strong references to one variant and one structure, held until another pair is asked for.)
   */
  last: { readonly variant: object; readonly betting: object; readonly machine: HandMachine } | null;
}
const newCache = (): MachineCache => ({ byObject: new WeakMap(), byKey: new Map(), last: null });
// one cache per stepping (configureEngine), and under direct stepping one for the machines users
// get (XState's own steps, never patched) and one for the engine's hands (the direct steps installed)
const caches = { direct: { plain: newCache(), stepped: newCache() }, xstate: { plain: newCache(), stepped: newCache() } };
/** How many machines the by-description cache keeps (least recently used ones are dropped first). */
const MAX_CACHED_MACHINES = 128;
const runtimes = new WeakMap<object, HandRuntime>();
const variantKeys = new WeakMap<object, string>();

/** A defined variant as JSON, computed once per descriptor object (descriptors are frozen). */
function variantKey(v: VariantDescriptor): string {
  let key = variantKeys.get(v);
  if (key === undefined) {
    key = JSON.stringify(v);
    variantKeys.set(v, key);
  }
  return key;
}

/** The runtime of a machine made by {@link createHandMachine}. @internal */
export function runtimeOf(machine: HandMachine): HandRuntime {
  // the machine asked for last (a hand asks twice as it starts, and hands mostly run on one machine)
  if (machine === lastRuntime.machine) return lastRuntime.runtime!;
  const runtime = runtimes.get(machine)!;
  if (runtime !== undefined) lastRuntime = { machine, runtime };
  return runtime;
}

/** The machine {@link runtimeOf} was asked about last, with its runtime. */
let lastRuntime: { readonly machine: object | null; readonly runtime: HandRuntime | null } = { machine: null, runtime: null };


/**
 * The hand statechart of a variant under a betting structure, an XState v5 machine made with
 * `setup()` and compiled from the variant's steps ({@link variantSteps}): `start`, `dealHole`
 * (manual dealing), one compound state per street (`deal` awaiting manual board cards, `bet`
 * taking one `ACT` event per player action), `runout`, `showdown` and the final `settled` state
 * whose output is the {@link HandResult}. Guards and actions are named for the rules they check
 * (`actionIllegal`, `roundContinues`, `onlyOnePlayerLeft`, `bettingClosedAllIn`, `roundClosed`,
 * `boardComplete`, ...) and every state and transition description cites its RULES ids; see
 * docs/guides/hand-lifecycle.md. An event the hand cannot take is refused: the snapshot does not
 * change and the actor emits a {@link HandRefusedEvent}. Its `input` is the options of
 * {@link createHand}, so a parent machine can spawn hands from it.
 *
 * The machine you get is XState's as `setup()` made it: nothing of it is patched. The hands of
 * {@link createHand} run on a twin of it that the engine steps directly (the same chart; see "How
 * the machine steps" in docs/guides/hand-lifecycle.md).
 *
 * Machines are cached per (variant, structure) object pair, and, for the built-in structures, by
 * description too (the 128 most recently used), so `noLimit()` called twice gives the same
 * machine. A structure of your own (for example `noLimit()` spread with your own `raiseBounds`)
 * never gets a machine built for other functions.
 *
 * @example
 * ```ts
 * const machine = createHandMachine(texasHoldem, noLimit());
 * const actor = createActor(machine, { input: { stacks: [1000, 1000], button: 0, blinds: { small: 5, big: 10 } } }).start();
 * ```
 */
export function createHandMachine(variant: VariantDescriptor, betting: BettingStructure): HandMachine {
  return cachedHandMachine(variant, betting, false);
}

/**
 * The machine the engine's own hands run on ({@link createHand}, {@link restoreHand}, the table's
 * hands): under direct stepping the twin of {@link createHandMachine}'s with the direct steps
 * installed; under XState stepping the same machine. @internal
 */
export function steppedHandMachine(variant: VariantDescriptor, betting: BettingStructure): HandMachine {
  return cachedHandMachine(variant, betting, true);
}

/** A cached machine of the variant and structure, with the direct steps (when `stepped` and the stepping is direct) or without. */
function cachedHandMachine(variant: VariantDescriptor, betting: BettingStructure, stepped: boolean): HandMachine {
  const mode = steppingMode();
  const direct = stepped && mode === 'direct';
  const cache = caches[mode][direct ? 'stepped' : 'plain'];
  const last = cache.last;
  if (last !== null && last.variant === variant && last.betting === betting) return last.machine;
  const { byObject, byKey } = cache;
  let inner = byObject.get(variant);
  const hit = inner?.get(betting);
  if (hit !== undefined) {
    cache.last = { variant, betting, machine: hit };
    return hit;
  }
  const v = isDefinedVariant(variant) ? variant : defineVariant(variant);
  // built-in structures (unchanged since noLimit(), potLimit(), fixedLimit() made them) share machines by description
  const shared = isBuiltInStructure(betting);
  const key = shared ? variantKey(v) + '\u0000' + JSON.stringify(describeStructure(betting)) : null;
  let machine = key !== null ? byKey.get(key) : undefined;
  if (machine !== undefined && key !== null) {
    // refresh its place in the least-recently-used order
    byKey.delete(key);
    byKey.set(key, machine);
  } else {
    const env = buildHandEnv(v, betting);
    machine = buildHandMachine(env);
    if (direct) directTransition(machine);
    runtimes.set(machine, { env });
    if (key !== null) {
      byKey.set(key, machine);
      if (byKey.size > MAX_CACHED_MACHINES) byKey.delete(byKey.keys().next().value!);
    }
  }
  if (inner === undefined) {
    inner = new WeakMap();
    byObject.set(variant, inner);
  }
  inner.set(betting, machine);
  cache.last = { variant, betting, machine };
  return machine;
}
