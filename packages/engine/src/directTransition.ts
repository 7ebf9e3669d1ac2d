import { assign, createActor, createMachine, emit, setup, spawnChild, stopChild } from 'xstate';
import { rollbackLog } from './publish.js';
import { CONTEXT_ACTION, contextAction, type ContextActionImpl, startupProbe, withSnapshotContext } from './contextAction.js';

/*
 * XState computes every step of a machine with its general algorithm (SCXML's): for each event it
 * walks the state value, builds sets of states to exit and enter, and rebuilds the snapshot's
 * state value and tags, whatever the machine looks like. The hand and table charts use a part of
 * statecharts: nested states, eventless transitions, final states at the top, invoked actors. For
 * machines of that shape this file computes the same steps directly: the same transitions, chosen
 * by the same guards in the same order, the same actions (context updates applied at once, every
 * other action through XState's own action protocol), the same snapshots and the same inspection
 * events, with the sets worked out once per transition instead of once per event. Until an action
 * with effects has run, what it does not handle (a guard or action that throws, an event no
 * transition takes) goes to XState's algorithm from the start; XState's own init, stop and error
 * events always do.
 */

/** A state node as XState 5 builds them (the fields read here). */
interface Node {
  readonly id: string;
  readonly key: string;
  readonly type: string;
  readonly order: number;
  readonly parent?: Node;
  readonly states: Record<string, Node>;
  readonly transitions: Map<string, Transition[]>;
  readonly always?: Transition[];
  readonly entry: unknown[];
  readonly exit: unknown[];
  readonly invoke: unknown[];
  readonly initial?: { target: Node[]; actions: unknown[] };
  readonly tags: string[];
  readonly output?: unknown;
  readonly config: { after?: unknown };
}

/** A transition as XState 5 builds them. */
interface Transition {
  readonly source: Node;
  readonly target?: Node[];
  readonly guard?: unknown;
  readonly actions: unknown[];
  readonly reenter?: boolean;
}

/** A machine snapshot as XState 5 makes them: its fields, in XState's order. */
interface Snapshot {
  status: string;
  output: unknown;
  error: unknown;
  machine: Machine;
  context: unknown;
  _nodes: Node[];
  value: unknown;
  tags: Set<string>;
  children: Record<string, unknown>;
  historyValue: Record<string, unknown>;
  matches: unknown;
  hasTag: unknown;
  can: unknown;
  getMeta: unknown;
  toJSON: unknown;
}

/** The parts of an actor's scope used here. */
interface Scope {
  /** Whether the snapshots this scope is stepped from are seen by nobody else ({@link SOLE_OWNER}). */
  readonly [SOLE_OWNER]?: boolean;
  self: unknown;
  system: { _sendInspectionEvent(event: object): void; readonly [UNINSPECTED]?: true };
  actionExecutor(action: { type: string; info: object; params: unknown; exec: unknown }): void;
}

/** The parts of an XState 5 machine used here. */
interface Machine {
  root: Node;
  config: { context?: unknown; options?: unknown };
  /** Runtime options (xstate 5.31 and later): `maxIterations` bounds a macrostep's microsteps. */
  options?: { maxIterations?: number };
  implementations: { guards: Record<string, unknown>; actions: Record<string, unknown> };
  resolveState(config: { value: unknown; context: unknown }): Snapshot;
  transition(snapshot: Snapshot, event: { type: string }, scope: Scope): Snapshot;
  getInitialSnapshot(scope: Scope, input: unknown): Snapshot;
}

type Event = { type: string };
/** What a transition does from one active atomic state: worked out once. */
interface Plan {
  /** The active state nodes the plan was made from, in order. */
  readonly from: readonly Node[];
  /** The states exited, innermost first. */
  readonly exit: readonly Node[];
  /** The states entered, in document order. */
  readonly enter: readonly Node[];
  /** The active state nodes after it, in XState's order; `null` when they are the same as before. */
  readonly nodes: Node[] | null;
  /** The atomic state active after it. */
  readonly leaf: Node;
  /** The final state it enters, or `null`. */
  readonly final: Node | null;
  /** The tags of the states active after it. */
  readonly tags: readonly string[];
  /** The exit actions of each state in `exit`, or `null` for a state that invoked actors (their stops are added each time). */
  readonly exitActions: readonly (readonly unknown[] | null)[];
  /** The entry actions of each state in `enter`, or `null` for a state that invokes actors (their spawns are added each time). */
  readonly entryActions: readonly (readonly unknown[] | null)[];
  /** When the machine is done: the exit actions of every state still active, innermost first (else empty). */
  readonly doneExits: readonly unknown[];
  /**
   * The exit actions, the transition's own and the entry actions, in that order, resolved to their
   * context updates when every one of them is one (and no state invokes actors); else `null`.
   */
  readonly updates: Resolved | null;
}

/** An action list resolved to its context updates. */
type Resolved = readonly {
  readonly update: ContextActionImpl['update']; readonly merge: ContextActionImpl['merge']; readonly mergeInto: ContextActionImpl['mergeInto'];
  readonly write: ContextActionImpl['write']; readonly params: unknown;
}[];

/** The changes of no fields: what `merge` copies a context with before an action writes into the copy. */
const NO_CHANGES: object = Object.freeze({});

/** What a direct step returns to hand the event back to XState's algorithm. */
const FALL_BACK: unique symbol = Symbol('fall back to XState');

/** The last atomic node of an active configuration (`undefined` when it has none). */
function atomicOf(active: readonly Node[]): Node | undefined {
  let atomic: Node | undefined;
  for (let i = 0; i < active.length; i++) if (active[i]!.type === 'atomic') atomic = active[i];
  return atomic;
}

/** Whether two lists hold the same nodes in the same order. */
function sameNodes(a: readonly Node[], b: readonly Node[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether `node` is a proper descendant of `ancestor`. */
function isDescendant(node: Node, ancestor: Node): boolean {
  for (let p = node.parent; p !== undefined; p = p.parent) if (p === ancestor) return true;
  return false;
}

/** The proper ancestors of `node` below `upTo` (all of them when `upTo` is undefined), nearest first. */
function ancestorsBelow(node: Node, upTo: Node | undefined): Node[] {
  const out: Node[] = [];
  if (node === upTo) return out;
  for (let p = node.parent; p !== undefined && p !== upTo; p = p.parent) out.push(p);
  return out;
}

/**
 * Whether every node of a machine has the shape this file computes (else the machine is left to
 * XState): atomic, compound and final states (no parallel or history states, no delays), one
 * target per transition, guards that are plain functions, final states only at the top.
 */
function hasDirectShape(root: Node, implementations: Machine['implementations']): boolean {
  const guardOk = (guard: unknown): boolean => {
    if (guard === undefined) return true;
    const name = typeof guard === 'string' ? guard : typeof guard === 'object' && guard !== null && typeof (guard as { type?: unknown }).type === 'string' ? (guard as { type: string }).type : null;
    if (name === null) return false;
    if (typeof guard === 'object' && typeof (guard as { params?: unknown }).params === 'function') return false;
    const impl = implementations.guards[name];
    return typeof impl === 'function' && !('check' in impl);
  };
  const transitionOk = (t: Transition): boolean => guardOk(t.guard) && t.reenter !== true
    && (t.target === undefined || t.target.length === 0 || (t.target.length === 1 && t.target[0]!.type !== 'history'));
  const visit = (node: Node): boolean => {
    if (node.type !== 'atomic' && node.type !== 'compound' && node.type !== 'final') return false;
    if (node.config.after !== undefined) return false;
    // the one wildcard this file selects is `*`; partial ones (`a.*`) go to XState
    for (const key of node.transitions.keys()) if (key !== '*' && key.includes('*')) return false;
    if (node.type === 'compound' && (node.initial === undefined || node.initial.actions.length > 0 || node.initial.target.length !== 1)) return false;
    if (node.type === 'final' && (node.parent !== root || node.output !== undefined)) return false;
    for (const list of node.transitions.values()) for (const t of list) if (!transitionOk(t)) return false;
    for (const t of node.always ?? []) if (!transitionOk(t)) return false;
    return Object.values(node.states).every(visit);
  };
  return root.type === 'compound' && visit(root);
}

/** Whether a machine was given runtime options (xstate 5.31's `options.maxIterations`, or any other): left to XState. */
function hasRuntimeOptions(m: Machine): boolean {
  if (m.config.options !== undefined) return true;
  const max = m.options?.maxIterations;
  return max !== undefined && max !== Infinity;
}

/** XState's own error for a macrostep that exceeds `maxIterations` microsteps (xstate 5.31 and later). */
function infiniteLoop(maxIterations: number): Error {
  return new Error(`Infinite loop detected: the machine has processed more than ${maxIterations} microsteps without reaching a stable state. This usually happens when there's a cycle of transitions (e.g., eventless transitions or raised events causing state A -> B -> C -> A).`);
}

/**
 * Gives one of the engine's own machines (the hand machine, the table machine of
 * `@pokerchart/table`) a `transition` (and, unless its first states invoke actors, a
 * `getInitialSnapshot`) that compute XState's own steps directly: the same transitions chosen by
 * the same guards, the same actions in the same order (context updates of the hand chart applied
 * at once, every other action through XState's action protocol), the same snapshots, microstep
 * inspection events, spawned and stopped actors. Not a public export: it reads XState internals
 * that carry no semver promise, so only machines whose shape the engine's tests cover get it.
 * Events outside what it computes (`xstate.init`, `xstate.stop`, error events, an event no
 * transition takes) go to XState's algorithm. Returns whether it did: a machine of another shape
 * (parallel or history states, delayed transitions, final states below the top, partial wildcards,
 * a context that is not a function of the input, runtime `options` such as `maxIterations`), or
 * an XState copy whose snapshots differ from the ones this file makes (a probe checks once), or
 * leaves it as it is (steppingMode.ts's `directTransition` installs them only under direct stepping). See "How the machine steps" in
 * docs/guides/hand-lifecycle.md. @returns whether it did. @internal
 */
export function installDirectSteps(machine: unknown): boolean {
  const m = machine as Machine;
  if (!install(m)) return false;
  direct.add(m);
  return true;
}

const direct = new WeakSet<object>();

/** Whether a machine computes its steps with {@link directTransition}. @internal */
export function hasDirectTransitions(machine: unknown): boolean {
  return typeof machine === 'object' && machine !== null && direct.has(machine);
}

/** One macrostep in progress. */
interface Step {
  /**
   * Whether an action outside the context-only kind has been resolved: it may have created an
   * actor or run an effect, so XState can no longer take the event over from the start.
   */
  committed: boolean;
  /** Events raised for this macrostep (XState's internal queue); made when an action of XState's protocol may raise one. */
  queue: Event[] | null;
  /** Microsteps whose inspection events wait until the step can no longer be handed back; made by the first one. */
  pending: [Snapshot, Transition[], Event][] | null;
  /** Whether nobody can inspect the actor (its system is marked {@link UNINSPECTED}): no microstep inspection events are made. */
  readonly quiet: boolean;
}

/**
 * Marks an actor system that never has inspection observers (the system of a hand stepped
 * without an actor, `HandStepper`): the direct steps make no `@xstate.microstep` events for it,
 * which nobody could receive. @internal
 */
export const UNINSPECTED: unique symbol = Symbol('pokerchart.uninspected');

/**
 * Marks an actor scope whose snapshots nobody else holds (a hand of createHand's stepped by
 * `HandStepper`, which keeps only its current snapshot and hands out none): a quick step (one that
 * changes the context only) writes the new context into the snapshot it was given instead of
 * copying the snapshot, which nobody could tell apart; a single update writes into the context
 * itself unless it is frozen (handed out). @internal
 */
export const SOLE_OWNER: unique symbol = Symbol('pokerchart.soleOwner');

/** Installs the direct steps on `m` if it has the shape; @returns whether it did. */
function install(m: Machine): boolean {
  const root = m.root;
  const { guards, actions } = m.implementations;
  if (!hasDirectShape(root, m.implementations) || hasRuntimeOptions(m)) return false;
  const xstateTransition = m.transition;
  const xstateInitial = m.getInitialSnapshot;
  const contextFactory = m.config.context;
  if (typeof contextFactory !== 'function') return false;

  // XState's snapshot methods (module constants), read from a snapshot it made
  const sample = m.resolveState({ value: root.initial!.target[0]!.key, context: {} });
  const { matches, hasTag, can, getMeta, toJSON } = sample;

  const plans = new Map<Transition, Map<Node, Plan>>();
  const values = new Map<Node, () => unknown>();

  /** XState's state value for the configuration whose atomic state is `atomic`, a fresh object each time. */
  const valueOf = (atomic: Node): unknown => {
    let make = values.get(atomic);
    if (make === undefined) {
      const path: string[] = [];
      for (let n: Node | undefined = atomic; n !== undefined && n !== root; n = n.parent) path.unshift(n.key);
      make = path.length === 1
        ? () => path[0]
        : () => {
          // (a keyed store into an empty object: a literal with a computed key costs about four times more in V8)
          let v: unknown = path[path.length - 1];
          for (let i = path.length - 2; i >= 0; i--) {
            const o: Record<string, unknown> = {};
            o[path[i]!] = v;
            v = o;
          }
          return v;
        };
      values.set(atomic, make);
    }
    return make();
  };

  /** The tags of a configuration (XState: every active node's tags, in node order). */
  let tagged = false;
  (function scanTags(node: Node): void {
    if (node.tags.length > 0) tagged = true;
    for (const child of Object.values(node.states)) scanTags(child);
  })(root);
  const noTags: readonly string[] = [];
  const tagsOf = (nodes: readonly Node[]): readonly string[] => (tagged ? nodes.flatMap((n) => n.tags) : noTags);

  /**
   * A snapshot of `s` with other active nodes (and status and output), as XState's createMachineSnapshot writes it.
   * In a machine without tags every configuration's tag set is empty: the set of `s` is kept, as a
   * context-only step keeps it (withSnapshotContext), instead of a new empty one per transition.
   */
  const snapshot = (s: Snapshot, nodes: Node[], leaf: Node, tags: readonly string[], status: string, output: unknown): Snapshot => ({
    status, output, error: s.error, machine: s.machine, context: s.context, _nodes: nodes, value: valueOf(leaf),
    tags: tagged ? new Set(tags) : s.tags, children: s.children, historyValue: s.historyValue || {}, matches, hasTag, can, getMeta, toJSON,
  });

  /**
   * The guards of a list of transitions, looked up once per list (a guard named by a string is
   * looked up in the machine's guards, which `setup` keeps in dictionary mode): for each
   * transition its guard function (`null`: no guard, it passes) and the params it is called with.
   */
  type GuardFn = (a: object, p: unknown) => boolean;
  interface ListGuards { readonly fns: (GuardFn | null)[]; readonly params: unknown[] }
  const listGuards = new Map<readonly Transition[], ListGuards>();
  const guardsOf = (list: readonly Transition[]): ListGuards => {
    let out = listGuards.get(list);
    if (out === undefined) {
      const fns: (GuardFn | null)[] = [];
      const params: unknown[] = [];
      for (const t of list) {
        const guard = t.guard;
        if (guard === undefined) {
          fns.push(null);
          params.push(undefined);
        } else if (typeof guard === 'string') {
          fns.push(guards[guard] as GuardFn);
          params.push(undefined);
        } else {
          const g = guard as { type: string; params?: unknown };
          fns.push(guards[g.type] as GuardFn);
          params.push(g.params);
        }
      }
      out = { fns, params };
      listGuards.set(list, out);
    }
    return out;
  };
  /** The first transition of `list` whose guard passes (XState's selection: the guards in order, each called with `args` and its params), or undefined. */
  const firstPassing = (list: readonly Transition[], args: { context: unknown; event: Event }): Transition | undefined => {
    const { fns, params } = guardsOf(list);
    for (let i = 0; i < list.length; i++) {
      const fn = fns[i];
      if (fn === null || fn!(args, params[i])) return list[i];
    }
    return undefined;
  };

  /** An action list resolved to its context updates (`null`: an action of another kind is in it); only lists the machine keeps are cached. */
  const resolvedLists = new Map<readonly unknown[], Resolved | null>();
  const resolve = (list: readonly unknown[]): Resolved | null => {
    const cached = resolvedLists.get(list);
    if (cached !== undefined) return cached;
    let out: { update: ContextActionImpl['update']; merge: ContextActionImpl['merge']; mergeInto: ContextActionImpl['mergeInto']; write: ContextActionImpl['write']; params: unknown }[] | null = [];
    for (const action of list) {
      let name: string;
      let params: unknown;
      if (typeof action === 'string') name = action;
      else if (typeof action === 'object' && action !== null && typeof (action as { type?: unknown }).type === 'string' && typeof (action as { params?: unknown }).params !== 'function') {
        name = (action as { type: string }).type;
        params = (action as { params?: unknown }).params;
      } else {
        out = null;
        break;
      }
      const impl = actions[name] as Partial<ContextActionImpl> | undefined;
      if (impl === undefined || impl.type !== CONTEXT_ACTION || typeof impl.update !== 'function' || typeof impl.merge !== 'function') {
        out = null;
        break;
      }
      out.push({
        update: impl.update, merge: impl.merge, mergeInto: typeof impl.mergeInto === 'function' ? impl.mergeInto : undefined,
        write: typeof impl.write === 'function' ? impl.write : undefined, params,
      });
    }
    resolvedLists.set(list, out);
    return out;
  };


  /** The inspection event XState sends after each microstep. */
  const inspectStep = (scope: Scope, [snap, transitions, event]: [Snapshot, Transition[], Event]): void => {
    scope.system._sendInspectionEvent({ type: '@xstate.microstep', actorRef: scope.self, event, snapshot: snap, _transitions: transitions });
  };

  type Builtin = { type: string; resolve: (...a: unknown[]) => [Snapshot, unknown, unknown[] | undefined]; execute?: (...a: unknown[]) => void; retryResolve?: (...a: unknown[]) => void };
  type Retries = [Builtin, unknown][];

  /** Actions of any kind through XState's own action protocol, in XState's order (its resolveAndExecuteActionsWithContext). */
  const protocol = (s: Snapshot, list: readonly unknown[], event: Event, scope: Scope, extra: object, retries: Retries | undefined): Snapshot => {
    let snap = s;
    for (const action of list) {
      const inline = typeof action === 'function';
      const impl = (inline ? action : actions[typeof action === 'string' ? action : (action as { type: string }).type]) as Builtin | ((a: unknown, p: unknown) => void) | undefined;
      const args = { context: snap.context, event, self: scope.self, system: scope.system };
      const params = inline || typeof action === 'string' ? undefined
        : 'params' in (action as object) ? (typeof (action as { params: unknown }).params === 'function'
          ? ((action as { params: (a: object) => unknown }).params)({ context: snap.context, event })
          : (action as { params: unknown }).params) : undefined;
      if (impl === undefined || !('resolve' in impl)) {
        const type = typeof action === 'string' ? action : typeof action === 'object' ? (action as { type: string }).type : (action as { name?: string }).name || '(anonymous)';
        scope.actionExecutor({ type, info: args, params, exec: impl });
        continue;
      }
      const [next, resolvedParams, nested] = impl.resolve(scope, snap, args, params, impl, extra);
      snap = next;
      if ('retryResolve' in impl) retries?.push([impl, resolvedParams]);
      if ('execute' in impl) scope.actionExecutor({ type: impl.type, info: args, params: resolvedParams, exec: impl.execute!.bind(null, scope, resolvedParams) });
      if (nested) snap = protocol(snap, nested, event, scope, extra, retries);
    }
    return snap;
  };

  /** Applies context updates in order: each reads the context the one before made (the snapshots between them are seen by nobody). */
  const applyUpdates = (s: Snapshot, resolved: Resolved, event: Event): Snapshot =>
    // the snapshot with the new context, as the action protocol of updateContext makes it
    withSnapshotContext(s, updatedContext(s.context, resolved, event));

  /**
   * The context after context updates applied in order to `context`; with `owned`, `context`
   * itself is a copy nobody else has seen, written into as if the first update's merge had just
   * made it.
   */
  const updatedContext = (context: unknown, resolved: Resolved, event: Event, owned = false): unknown => {
    // the merge that made the context in hand in this loop (nobody else has seen that copy yet), or null
    let madeBy: ContextActionImpl['merge'] | null = owned ? resolved[0]!.merge : null;
    for (let i = 0; i < resolved.length; i++) {
      const { update, merge, mergeInto, write, params } = resolved[i]!;
      if (write !== undefined) {
        // an action that writes into a copy nobody else has seen: the one made in this loop, else a new one
        if (madeBy !== merge) {
          context = merge(context as never, NO_CHANGES);
          madeBy = merge;
        }
        write(context as never, event as never, params);
        continue;
      }
      const changes = update(context as never, event as never, params);
      if (madeBy === merge && mergeInto !== undefined) mergeInto(context as never, changes);
      else {
        context = merge(context as never, changes);
        madeBy = merge;
      }
    }
    return context;
  };

  /**
   * Runs an action list: context updates directly, anything else through XState's protocol. A
   * `fresh` list (made for this microstep: a state's actions with the stops or spawns of its
   * actors) always holds other actions and is not cached.
   */
  const run = (s: Snapshot, list: readonly unknown[], event: Event, scope: Scope, step: Step, deferredActorIds?: string[], fresh = false): Snapshot => {
    if (list.length === 0) return s;
    const resolved = fresh ? null : resolve(list);
    if (resolved !== null) return applyUpdates(s, resolved, event);
    if (!step.committed) {
      // from here on XState cannot take the event over: what waited is told now, in order
      step.committed = true;
      if (step.pending !== null) for (const pending of step.pending) inspectStep(scope, pending);
      step.pending = null;
    }
    const retries: Retries | undefined = deferredActorIds ? [] : undefined;
    const next = protocol(s, list, event, scope, { internalQueue: (step.queue ??= []), deferredActorIds }, retries);
    if (retries !== undefined) for (const [builtin, params] of retries) builtin.retryResolve!(scope, next, params);
    return next;
  };

  /**
   * The transition lists XState's selection looks at for an event type from an atomic state, in
   * its order (from the atomic state up, on each node the exact event type, then the wildcard),
   * with their guards; and, for each transition of them, what a quiet step may do with it at once
   * (see `direct`). Worked out once per atomic state and event type.
   */
  interface Route {
    readonly lists: readonly (readonly Transition[])[];
    readonly guards: readonly ListGuards[];
    /** Whether no node from the atomic state up has eventless transitions. */
    readonly calm: boolean;
    /**
     * For each transition of `lists`: its actions resolved to context updates when it has no
     * target and every action is one (`null`: another kind; `undefined`: not worked out yet).
     */
    readonly quick: (Resolved | null | undefined)[][];
  }
  const routes = new Map<Node, Map<string, Route>>();
  // the route asked for last (most events of a hand are the same type in the same state)
  let lastNode: Node | null = null;
  let lastType = '';
  let lastRoute: Route | null = null;
  const routeOf = (atomic: Node, type: string): Route => {
    if (atomic === lastNode && type === lastType) return lastRoute!;
    let byType = routes.get(atomic);
    if (byType === undefined) routes.set(atomic, (byType = new Map()));
    let route = byType.get(type);
    if (route === undefined) {
      // a type no node on the path names has the route of the wildcards alone, kept once (so that
      // events of made-up types do not grow the cache)
      let named = false;
      for (let n: Node | undefined = atomic; n !== undefined && !named; n = n.parent) named = n.transitions.has(type);
      const key = named ? type : '*';
      route = byType.get(key);
      if (route === undefined) {
        const lists: (readonly Transition[])[] = [];
        for (let n: Node | undefined = atomic; n !== undefined; n = n.parent) {
          const exact = n.transitions.get(key);
          if (exact !== undefined) lists.push(exact);
          if (key !== '*') {
            const any = n.transitions.get('*');
            if (any !== undefined) lists.push(any);
          }
        }
        route = { lists, guards: lists.map(guardsOf), calm: !hasAlways(atomic), quick: lists.map((list) => list.map(() => undefined)) };
        byType.set(key, route);
      }
    }
    lastNode = atomic;
    lastType = type;
    lastRoute = route;
    return route;
  };

  // where in its route the transition `pick` returned last is
  let pickedList = 0;
  let pickedIndex = 0;
  /** The first transition of a route whose guard passes, or undefined. */
  const pick = (route: Route, args: { context: unknown; event: Event }): Transition | undefined => {
    const { lists, guards } = route;
    for (let l = 0; l < lists.length; l++) {
      const list = lists[l]!;
      const { fns, params } = guards[l]!;
      for (let i = 0; i < list.length; i++) {
        const fn = fns[i];
        if (fn === null || fn!(args, params[i])) {
          pickedList = l;
          pickedIndex = i;
          return list[i];
        }
      }
    }
    return undefined;
  };

  /** The context updates of the transition `pick` returned last, when it has no target and its actions are all updates; else `null`. */
  const quickOf = (route: Route, t: Transition): Resolved | null => {
    const row = route.quick[pickedList]!;
    let quick = row[pickedIndex];
    if (quick === undefined) {
      quick = t.target === undefined || t.target.length === 0 ? resolve(t.actions) : null;
      row[pickedIndex] = quick;
    }
    return quick;
  };

  /** The transition XState selects for `event`: from the active atomic state up, exact event type first, then the wildcard. */
  const choose = (s: Snapshot, event: Event): Transition | undefined => {
    const atomic = atomicOf(s._nodes);
    if (atomic === undefined) return undefined;
    return pick(routeOf(atomic, event.type), { context: s.context, event });
  };

  /** What transition `t` does from the configuration whose atomic state is `atomic` (active: its nodes). */
  const planOf = (t: Transition, atomic: Node, active: readonly Node[]): Plan => {
    let byAtomic = plans.get(t);
    if (byAtomic === undefined) {
      byAtomic = new Map();
      plans.set(t, byAtomic);
    }
    let plan = byAtomic.get(atomic);
    // a plan is for one list of active nodes (XState keeps them root first; a snapshot made elsewhere may not)
    if (plan === undefined || !sameNodes(plan.from, active)) {
      const target = t.target![0]!;
      const source = t.source;
      // the transition's domain (SCXML): the source when the target lies within it, else the nearest common ancestor
      let domain: Node;
      if (target === source || isDescendant(target, source)) domain = source;
      else domain = ancestorsBelow(target, undefined).find((a) => isDescendant(source, a)) ?? root;
      const enter = new Set<Node>();
      if (source !== target || source !== domain) enter.add(target);
      let leaf = target;
      while (leaf.type === 'compound') {
        leaf = leaf.initial!.target[0]!;
        enter.add(leaf);
      }
      for (const a of ancestorsBelow(target, domain)) if (isDescendant(a, domain)) enter.add(a);
      const entered = [...enter].sort((a, b) => a.order - b.order);
      const exited = active.filter((n) => isDescendant(n, domain)).sort((a, b) => b.order - a.order);
      // XState's order: the states still active, then the ones entered; all sorted backwards once the machine is done
      const nodes = active.filter((n) => !isDescendant(n, domain));
      for (const n of entered) if (!nodes.includes(n)) nodes.push(n);
      const final = entered.find((n) => n.type === 'final') ?? null;
      if (final !== null) nodes.sort((a, b) => b.order - a.order);
      const same = nodes.length === active.length && nodes.every((n) => active.includes(n));
      // (a state node's `invoke` is a memoized getter in XState: read once here, not on every event)
      const exitActions = exited.map((n) => (n.invoke.length === 0 ? n.exit : null));
      const entryActions = entered.map((n) => (n.invoke.length === 0 ? n.entry : null));
      let updates: Resolved | null = [];
      for (const list of [...exitActions, t.actions, ...entryActions]) {
        const resolved = list === null ? null : list.length === 0 ? [] : resolve(list);
        if (resolved === null) {
          updates = null;
          break;
        }
        updates = [...updates, ...resolved];
      }
      plan = {
        from: active.slice(), exit: exited, enter: entered, nodes: same ? null : nodes, leaf: same ? atomic : leaf, final, tags: tagsOf(nodes),
        exitActions, entryActions, doneExits: final === null ? [] : nodes.flatMap((n) => n.exit), updates,
      };
      if (!byAtomic.has(atomic)) byAtomic.set(atomic, plan);
    }
    return plan;
  };

  /** One microstep: transition `t` taken from snapshot `s`. */
  const microstep = (s: Snapshot, t: Transition, event: Event, scope: Scope, step: Step): Snapshot => {
    if (t.target === undefined || t.target.length === 0) return run(s, t.actions, event, scope, step);
    const active = s._nodes;
    const atomic = atomicOf(active) ?? active[0]!;
    const plan = planOf(t, atomic, active);
    let next = s;
    if (plan.updates !== null) {
      // every action of the microstep is a context update: applied in order, one snapshot
      if (plan.updates.length > 0) next = applyUpdates(s, plan.updates, event);
    } else {
      // exit: each state's exit actions, and the actors it invoked are stopped
      for (let i = 0; i < plan.exit.length; i++) {
        const n = plan.exit[i]!;
        const list = plan.exitActions[i];
        if (list !== null) next = run(next, list!, event, scope, step);
        else next = run(next, [...n.exit, ...n.invoke.map((def) => stopChild((def as { id: string }).id))], event, scope, step, undefined, true);
      }
      next = run(next, t.actions, event, scope, step);
      // enter: each state's entry actions, and the actors it invokes are spawned
      for (let i = 0; i < plan.enter.length; i++) {
        const n = plan.enter[i]!;
        const entry = plan.entryActions[i];
        if (entry !== null) next = run(next, entry!, event, scope, step);
        else {
          const defs = n.invoke as { id: string; src: unknown; onSnapshot?: unknown }[];
          const spawns = defs.map((def) => spawnChild(def.src as never, { ...def, syncSnapshot: !!def.onSnapshot } as never));
          next = run(next, [...n.entry, ...spawns], event, scope, step, defs.map((def) => def.id), true);
        }
      }
    }
    if (plan.nodes === null) return next;
    if (plan.final === null) return snapshot(next, plan.nodes, plan.leaf, plan.tags, next.status, next.output);
    const output = root.output === undefined ? undefined : typeof root.output === 'function'
      ? (root.output as (a: object) => unknown)({ context: next.context, event: { type: `xstate.done.state.${plan.final.id}`, output: undefined }, self: scope.self })
      : root.output;
    // the machine is done: the exit actions of every state still active, innermost first
    const exits = plan.doneExits;
    if (exits.length > 0) next = run(snapshot(next, next._nodes, plan.leaf, tagsOf(next._nodes), 'done', output), exits, event, scope, step);
    return snapshot(next, plan.nodes, plan.leaf, plan.tags, 'done', output);
  };

  /** The eventless transition XState would take now, or undefined. */
  const eventless = (s: Snapshot, event: Event): Transition | undefined => {
    let args: { context: unknown; event: Event } | undefined;
    for (const atomic of s._nodes) {
      if (atomic.type !== 'atomic' && atomic.type !== 'final') continue;
      for (let n: Node | undefined = atomic; n !== undefined; n = n.parent) {
        if (n.always === undefined) continue;
        args ??= { context: s.context, event };
        const t = firstPassing(n.always, args);
        if (t !== undefined) return t;
      }
    }
    return undefined;
  };

  /** Whether any active node of a configuration whose atomic state is `atomic` has eventless transitions (worked out once per node). */
  const alwaysOnPath = new Map<Node, boolean>();
  const hasAlways = (atomic: Node): boolean => {
    let found = alwaysOnPath.get(atomic);
    if (found === undefined) {
      found = false;
      for (let n: Node | undefined = atomic; n !== undefined; n = n.parent) if (n.always !== undefined && n.always.length > 0) found = true;
      alwaysOnPath.set(atomic, found);
    }
    return found;
  };

  /**
   * Whether the macrostep after `first` (the event's own microstep) ends at `first`: nothing was
   * raised, the machine is still active, no eventless transition is enabled from its states (it
   * has none) and the bound on microsteps allows the one taken: what {@link settle} would find
   * after looking, known without looking.
   */
  const settled = (first: Snapshot, step: Step): boolean => {
    if (first.status !== 'active' || step.queue !== null) return false;
    if (!(((first.machine as Machine).options?.maxIterations ?? Infinity) >= 1)) return false;
    const nodes = first._nodes;
    let atomic: Node | undefined;
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[i]!;
      if (n.type === 'atomic' || n.type === 'final') {
        if (atomic !== undefined) return false;
        atomic = n;
      }
    }
    return atomic !== undefined && !hasAlways(atomic);
  };

  /** Records a microstep: told to inspectors now once committed, else when the macrostep is done. */
  const record = (step: Step, scope: Scope, entry: [Snapshot, Transition[], Event]): void => {
    if (step.committed) inspectStep(scope, entry);
    else (step.pending ??= []).push(entry);
  };

  /** XState's macrostep from `first` (the snapshot after the event's own microstep). */
  const settle = (first: Snapshot, event: Event, scope: Scope, step: Step): Snapshot => settleFrom(first, true, event, scope, step);

  /** XState's macrostep from `first`, selecting eventless transitions first when `select` (the last microstep changed the snapshot). */
  const settleFrom = (first: Snapshot, select: boolean, event: Event, scope: Scope, step: Step): Snapshot => {
    let s = first;
    let current = event;
    // XState's bound on a macrostep's microsteps (Infinity unless the machine's options set it)
    const maxIterations = (s.machine as Machine).options?.maxIterations ?? Infinity;
    let iterations = 0;
    while (s.status === 'active') {
      if (++iterations > maxIterations) throw infiniteLoop(maxIterations);
      let t: Transition | undefined = select ? eventless(s, current) : undefined;
      const previous: Snapshot | undefined = t !== undefined ? s : undefined;
      if (t === undefined) {
        if (step.queue === null || step.queue.length === 0) break;
        current = step.queue.shift()!;
        t = choose(s, current);
      }
      s = t === undefined ? s : microstep(s, t, current, scope, step);
      select = s !== previous;
      if (!step.quiet) record(step, scope, [s, t === undefined ? [] : [t], current]);
    }
    if (s.status !== 'active' && Object.keys(s.children).length > 0) {
      // XState stops the children of a machine that is done (the snapshot it returns keeps them listed)
      run(s, Object.values(s.children).map((child) => stopChild(child as never)), current, scope, step);
    }
    return s;
  };

  const direct = (s: Snapshot, event: Event, scope: Scope): Snapshot | typeof FALL_BACK => {
    if (s.status !== 'active' || typeof event !== 'object' || event === null || typeof event.type !== 'string') return FALL_BACK;
    if (event.type === 'xstate.init' || event.type === 'xstate.stop' || event.type.startsWith('xstate.error.')) return FALL_BACK;
    const quiet = scope.system[UNINSPECTED] === true;
    // (made once the quick step below does not apply: it runs no action that could commit the step)
    let step: Step | null = null;
    try {
      const atomic = atomicOf(s._nodes);
      if (atomic === undefined) return FALL_BACK;
      const route = routeOf(atomic, event.type);
      const chosen = pick(route, { context: s.context, event });
      if (chosen === undefined) return FALL_BACK;
      if (quiet && route.calm) {
        // the usual step of a hand nobody inspects: a transition without a target whose actions are
        // all context updates, from a state without eventless transitions: one microstep that
        // changes the context only, nothing after it (what microstep and settled find, known at once)
        const quick = quickOf(route, chosen);
        if (quick !== null && ((s.machine as Machine).options?.maxIterations ?? Infinity) >= 1) {
          if (quick.length === 0) return s;
          if (scope[SOLE_OWNER] !== true) return applyUpdates(s, quick, event);
          // a context nobody else holds (never handed out: a context handed out is frozen) is written
          // into in place by a single update: it either fails before changing anything (an update
          // computes its changes first; a write, the bet step's, reads an outcome its guard computed)
          // or completes; a list of several, or a frozen context, is applied to a copy as before
          const context = s.context;
          s.context = updatedContext(context, quick, event, quick.length === 1 && !Object.isFrozen(context));
          return s;
        }
      }
      step = { committed: false, queue: null, pending: null, quiet };
      const first = microstep(s, chosen, event, scope, step);
      // the usual step of a hand nobody inspects: one microstep, nothing after it
      if (step.quiet && settled(first, step)) return first;
      if (!step.quiet) record(step, scope, [first, [chosen], event]);
      const out = settle(first, event, scope, step);
      if (step.pending !== null) for (const pending of step.pending) inspectStep(scope, pending);
      return out;
    } catch (error) {
      // before any effect, XState takes the event from the start (it throws the same error, or handles
      // what this file does not); after one, the error is the step's, as in XState
      if (step !== null && step.committed) throw error;
      rollbackLog(); // the log entries added in place so far are not the event's any more
      return FALL_BACK;
    }
  };

  Object.defineProperty(m, 'transition', {
    configurable: true,
    writable: true,
    value: function transition(this: Machine, s: Snapshot, event: Event, scope: Scope): Snapshot {
      const out = direct(s, event, scope);
      return out === FALL_BACK ? xstateTransition.call(this, s, event, scope) : out;
    },
  });

  // the first snapshot directly too, unless the initial states invoke actors (XState starts those)
  let initialInvokes = root.invoke.length > 0;
  // the root and its initial states, root first (worked out once: `initial` is a memoized getter in XState)
  const initialPath: Node[] = [root];
  for (let n = root; n.type === 'compound';) {
    n = n.initial!.target[0]!;
    initialPath.push(n);
    if (n.invoke.length > 0) initialInvokes = true;
  }
  if (initialInvokes) return true;
  const initialTags = tagsOf(initialPath);
  const initialLeaf = initialPath[initialPath.length - 1]!;

  /** The entry actions of the initial states, in order, resolved to context updates (`null`: another kind among them); worked out at the first start. */
  let initialUpdates: Resolved | null | undefined;
  const initialUpdatesOf = (): Resolved | null => {
    if (initialUpdates === undefined) {
      let out: Resolved | null = [];
      for (const n of initialPath) {
        if (n.entry.length === 0) continue;
        const resolved = resolve(n.entry);
        if (resolved === null) {
          out = null;
          break;
        }
        out = [...out, ...resolved];
      }
      initialUpdates = out;
    }
    return initialUpdates;
  };

  /** The first eventless transition enabled from the atomic state `leaf` up (XState's selection in a configuration of one atomic state), or undefined. */
  const eventlessFrom = (leaf: Node, context: unknown, event: Event): Transition | undefined => {
    let args: { context: unknown; event: Event } | undefined;
    for (let n: Node | undefined = leaf; n !== undefined; n = n.parent) {
      if (n.always === undefined) continue;
      args ??= { context, event };
      const t = firstPassing(n.always, args);
      if (t !== undefined) return t;
    }
    return undefined;
  };

  /**
   * The first snapshot of a machine nobody inspects, without XState's iteration bound: the
   * initial microstep and the eventless transitions after it computed on the context and the
   * active states alone (the same guards in the same order, the same context updates), one
   * snapshot made at the end instead of one per microstep, which nobody could see. A transition
   * with actions of another kind, or into a final state, is taken by the general microstep from
   * the snapshot reached, and the macrostep goes on as {@link settle} does.
   */
  const quietStart = (context0: unknown, updates0: Resolved, event: Event, scope: Scope, step: Step): Snapshot => {
    let context = updates0.length === 0 ? context0 : updatedContext(context0, updates0, event);
    let nodes: Node[] = initialPath;
    let leaf = initialLeaf;
    const at = (): Snapshot => ({
      status: 'active', output: undefined, error: undefined, machine: m, context, _nodes: nodes === initialPath ? initialPath.slice() : nodes,
      value: valueOf(leaf), tags: new Set(nodes === initialPath ? initialTags : tagsOf(nodes)), children: {}, historyValue: {}, matches, hasTag, can, getMeta, toJSON,
    });
    for (;;) {
      const t = eventlessFrom(leaf, context, event);
      if (t === undefined) break;
      let plan: Plan | null = null;
      let updates: Resolved | null;
      if (t.target === undefined || t.target.length === 0) updates = resolve(t.actions);
      else {
        plan = planOf(t, leaf, nodes);
        updates = plan.final === null ? plan.updates : null;
      }
      if (updates === null) {
        // not covered here: the general microstep from the snapshot reached, then the rest of the macrostep
        const here = at();
        const next = microstep(here, t, event, scope, step);
        return settleFrom(next, next !== here, event, scope, step);
      }
      // a microstep that changes nothing ends the selection of eventless transitions (XState's rule)
      if (updates.length === 0 && (plan === null || plan.nodes === null)) break;
      if (updates.length > 0) context = updatedContext(context, updates, event);
      if (plan !== null && plan.nodes !== null) {
        nodes = plan.nodes;
        leaf = plan.leaf;
      }
    }
    return at();
  };
  Object.defineProperty(m, 'getInitialSnapshot', {
    configurable: true,
    writable: true,
    value: function getInitialSnapshot(this: Machine, scope: Scope, input: unknown): Snapshot {
      const initEvent = { type: 'xstate.init', input };
      const step: Step = { committed: false, queue: null, pending: null, quiet: scope.system[UNINSPECTED] === true };
      let s: Snapshot;
      try {
        const context = (contextFactory as (a: object) => unknown)({ spawn: undefined, input, self: scope.self });
        const updates = step.quiet && ((m as Machine).options?.maxIterations ?? Infinity) === Infinity ? initialUpdatesOf() : null;
        if (updates !== null) return quietStart(context, updates, initEvent, scope, step);
        const blank: Snapshot = {
          status: 'active', output: undefined, error: undefined, machine: m, context, _nodes: [root], value: {}, tags: new Set(),
          children: {}, historyValue: {}, matches, hasTag, can, getMeta, toJSON,
        };
        // the initial microstep enters the root and its initial states, running their entry actions
        s = blank;
        for (const n of initialPath) s = run(s, n.entry, initEvent, scope, step);
        s = snapshot(s, initialPath.slice(), initialPath[initialPath.length - 1]!, initialTags, 'active', undefined);
        s = settle(s, initEvent, scope, step);
        if (step.pending !== null) for (const pending of step.pending) inspectStep(scope, pending);
      } catch (error) {
        if (step.committed) throw error;
        return xstateInitial.call(this, scope, input);
      }
      return s;
    },
  });
  return true;
}

const directProbe = startupProbe(
  probe,
  "the probe machine's snapshots, inspection events or output differ between the direct steps and XState's algorithm",
  'the probe machine failed',
);

/** Why the probe of {@link directTransitionsAgree} refused, or `null` when it agreed (or has not run). @internal */
export function directTransitionsRefusal(): string | null {
  return directProbe.refusal();
}

/**
 * Whether the direct steps give exactly XState's snapshots and inspection events on this copy of
 * XState: checked once, on a probe machine with nested states, eventless transitions, guards with
 * params, entry actions, a transition across parents and a final state with output. @internal
 */
export function directTransitionsAgree(): boolean {
  return directProbe.agrees();
}

function probe(): boolean {
  type C = { n: number; log: string[]; done: boolean };
  type E = { type: 'GO' } | { type: 'NEXT' } | { type: 'END' };
  const change = (f: (c: C, e: E, p: { k: string } | undefined) => Partial<C>) => contextAction<C, E, { k: string } | undefined>(f, (c, changes) => ({ ...c, ...changes }));
  const build = (direct: boolean) => {
    const machine = setup({
      types: { context: {} as C, events: {} as E, input: {} as { n: number }, emitted: {} as { type: 'probed' } },
      actors: { kid: createMachine({ initial: 'x', states: { x: { always: 'y' }, y: { type: 'final' } } }) },
      guards: {
        small: ({ context }: { context: C }) => context.n < 3,
        at: ({ context }: { context: C }, params: { n: number }) => context.n === params.n,
        finished: ({ context }: { context: C }) => context.done,
      },
      actions: {
        bump: change((c) => ({ n: c.n + 1 })) as never,
        note: change((c, e, p) => ({ log: [...c.log, `${e.type}:${p?.k ?? ''}`] })) as never,
        finish: change(() => ({ done: true })) as never,
      },
    }).createMachine({
      id: 'probe',
      context: ({ input }) => ({ n: input.n, log: [], done: false }),
      initial: 'start',
      states: {
        start: { always: [{ guard: { type: 'at', params: { n: 9 } }, target: 'end' }, { target: '#probe.a.b', actions: { type: 'note', params: { k: 'start' } } }] },
        a: {
          initial: 'b',
          entry: { type: 'note', params: { k: 'enter a' } },
          states: {
            b: { tags: ['t'], on: { GO: [{ guard: 'small', actions: 'bump' }, { target: 'c', actions: 'note' }] } },
            // an invoked child that is done at once: spawned on entry, its done event assigns, stopped on exit
            c: {
              entry: 'bump',
              invoke: { id: 'kid', src: 'kid' },
              on: {
                'xstate.done.actor.kid': { actions: assign({ n: ({ context }) => context.n + 10 }) },
                NEXT: { target: '#probe.d', actions: ['note', emit({ type: 'probed' })] },
              },
            },
          },
        },
        d: { entry: 'finish', always: [{ guard: 'finished', target: 'end', actions: { type: 'note', params: { k: 'always' } } }] },
        end: { type: 'final' },
      },
      output: ({ context }) => context.n,
    });
    if (direct && !install(machine as unknown as Machine)) throw new Error('probe machine not installed');
    return machine;
  };
  const run = (direct: boolean): string => {
    const seen: unknown[] = [];
    const machine = build(direct);
    const actor = createActor(machine, {
      input: { n: 0 },
      inspect: (e) => {
        if (e.type === '@xstate.microstep') {
          const s = e.snapshot as unknown as Snapshot;
          if (s.machine === (machine as unknown)) seen.push({ value: s.value, context: s.context, nodes: s._nodes.map((n) => n.id), status: s.status, output: s.output, tags: [...s.tags], children: Object.keys(s.children) });
        }
      },
    });
    actor.on('*' as never, (e: { type: string }) => seen.push({ emitted: e.type }));
    actor.start();
    for (const type of ['GO', 'GO', 'GO', 'GO', 'NEXT'] as const) {
      actor.send({ type });
      const s = actor.getSnapshot() as unknown as Snapshot;
      seen.push({
        keys: Object.keys(s), value: s.value, context: s.context, nodes: s._nodes.map((n) => n.id), status: s.status, output: s.output,
        tags: [...s.tags], matches: (s as unknown as { matches(v: string): boolean }).matches('a'), children: Object.keys(s.children),
        persisted: s.status === 'done' ? null : actor.getPersistedSnapshot(),
      });
    }
    return JSON.stringify(seen);
  };
  const mine = run(true);
  return mine === run(false) && mine.includes('"status":"done"') && mine.includes('"output":14') && mine.includes('"emitted":"probed"');
}
