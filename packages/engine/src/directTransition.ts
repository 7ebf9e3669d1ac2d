import { createActor, setup } from 'xstate';
import { CONTEXT_ACTION, contextAction, type ContextActionImpl, contextUpdatesResolvable } from './updateContext.js';

/*
 * XState computes every step of a machine with its general algorithm (SCXML's): for each event it
 * walks the state value, builds sets of states to exit and enter, and rebuilds the snapshot's
 * state value and tags, whatever the machine looks like. A hand chart uses a small part of
 * statecharts: nested states, eventless transitions, one final state, and actions that only change
 * the context. For machines of that shape this file computes the same steps directly: the same
 * transitions, chosen by the same guards in the same order, the same actions, the same snapshots
 * and the same inspection events, with the sets worked out once per transition instead of once per
 * event. Anything outside that shape (an emitted refusal, a wildcard transition, a guard or action
 * that throws, an XState event) goes to XState's own algorithm, untouched.
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
  self: unknown;
  system: { _sendInspectionEvent(event: object): void };
}

/** The parts of an XState 5 machine used here. */
interface Machine {
  root: Node;
  config: { context?: unknown };
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
  /** The states entered, in document order (the shape has no exit actions, so the states exited need no list). */
  readonly enter: readonly Node[];
  /** The active state nodes after it, in XState's order; `null` when they are the same as before. */
  readonly nodes: Node[] | null;
  /** The atomic state active after it. */
  readonly leaf: Node;
  /** The final state it enters, or `null`. */
  readonly final: Node | null;
  /** The tags of the states active after it. */
  readonly tags: readonly string[];
}

/** Thrown inside a step to hand the event back to XState's algorithm. */
const FALL_BACK: unique symbol = Symbol('fall back to XState');

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

/** Whether every node of a machine has the shape this file computes (else the machine is left to XState). */
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
    if (node.invoke.length > 0 || node.exit.length > 0 || node.config.after !== undefined) return false;
    if (node.type === 'compound' && (node.initial === undefined || node.initial.actions.length > 0 || node.initial.target.length !== 1)) return false;
    if (node.type === 'final' && (node.parent !== root || node.output !== undefined)) return false;
    for (const list of node.transitions.values()) for (const t of list) if (!transitionOk(t)) return false;
    for (const t of node.always ?? []) if (!transitionOk(t)) return false;
    return Object.values(node.states).every(visit);
  };
  return root.type === 'compound' && visit(root);
}

/**
 * Gives a machine of the hand chart's shape a `transition` and a `getInitialSnapshot` that compute
 * XState's steps directly (see the comment at the top of this file); the machine stays an XState
 * machine, and every event outside the shape still goes through XState's own algorithm. Returns
 * whether it did: a machine of another shape, or an XState copy whose snapshots differ from the
 * ones this file makes ({@link directTransitionsAgree}), is left as it is. @internal
 */
export function directTransition(machine: unknown): boolean {
  const m = machine as Machine;
  if (!contextUpdatesResolvable() || !directTransitionsAgree()) return false;
  if (!install(m)) return false;
  direct.add(m);
  return true;
}

const direct = new WeakSet<object>();

/** Whether a machine computes its steps with {@link directTransition}. @internal */
export function hasDirectTransitions(machine: unknown): boolean {
  return typeof machine === 'object' && machine !== null && direct.has(machine);
}

/** Installs the direct steps on `m` if it has the shape; @returns whether it did. */
function install(m: Machine): boolean {
  const root = m.root;
  const { guards, actions } = m.implementations;
  if (!hasDirectShape(root, m.implementations)) return false;
  const xstateTransition = m.transition;
  const xstateInitial = m.getInitialSnapshot;
  const contextFactory = m.config.context;
  if (typeof contextFactory !== 'function') return false;

  // XState's snapshot methods (module constants), read from a snapshot it made
  const sample = m.resolveState({ value: root.initial!.target[0]!.key, context: {} });
  const { matches, hasTag, can, getMeta, toJSON } = sample;

  /** Nodes with a wildcard transition: an event reaching one goes to XState. */
  const wildcard = new Set<Node>();
  const plans = new Map<Transition, Map<Node, Plan>>();
  const values = new Map<Node, () => unknown>();
  (function scan(node: Node): void {
    for (const key of node.transitions.keys()) if (key.includes('*')) wildcard.add(node);
    for (const child of Object.values(node.states)) scan(child);
  })(root);

  /** XState's state value for the configuration whose atomic state is `atomic`, a fresh object each time. */
  const valueOf = (atomic: Node): unknown => {
    let make = values.get(atomic);
    if (make === undefined) {
      const path: string[] = [];
      for (let n: Node | undefined = atomic; n !== undefined && n !== root; n = n.parent) path.unshift(n.key);
      make = path.length === 1
        ? () => path[0]
        : () => {
          let v: unknown = path[path.length - 1];
          for (let i = path.length - 2; i >= 0; i--) v = { [path[i]!]: v };
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

  /** A snapshot of `s` with other active nodes (and status and output), as XState's createMachineSnapshot writes it. */
  const snapshot = (s: Snapshot, nodes: Node[], leaf: Node, tags: readonly string[], status: string, output: unknown): Snapshot => ({
    status, output, error: s.error, machine: s.machine, context: s.context, _nodes: nodes, value: valueOf(leaf),
    tags: new Set(tags), children: s.children, historyValue: s.historyValue || {}, matches, hasTag, can, getMeta, toJSON,
  });

  const passes = (guard: unknown, context: unknown, event: Event): boolean => {
    if (guard === undefined) return true;
    if (typeof guard === 'string') return (guards[guard] as (a: object, p: unknown) => boolean)({ context, event }, undefined);
    const g = guard as { type: string; params?: unknown };
    return (guards[g.type] as (a: object, p: unknown) => boolean)({ context, event }, g.params);
  };

  /** An action list resolved to its context updates (`null`: an action of another kind is in it). */
  type Resolved = { readonly update: ContextActionImpl['update']; readonly merge: ContextActionImpl['merge']; readonly params: unknown }[];
  const resolvedLists = new Map<readonly unknown[], Resolved | null>();
  const resolve = (list: readonly unknown[]): Resolved | null => {
    let out = resolvedLists.get(list);
    if (out !== undefined) return out;
    out = [];
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
      out.push({ update: impl.update, merge: impl.merge, params });
    }
    resolvedLists.set(list, out);
    return out;
  };

  /** Applies context actions in order; anything else goes back to XState. */
  const run = (s: Snapshot, list: readonly unknown[], event: Event): Snapshot => {
    if (list.length === 0) return s;
    const resolved = resolve(list);
    if (resolved === null) throw FALL_BACK;
    let out = s;
    for (const { update, merge, params } of resolved) {
      out = withNewContext(out, merge(out.context as never, update(out.context as never, event as never, params)));
    }
    return out;
  };

  /** The snapshot with a new context, as the action protocol of updateContext makes it. */
  const withNewContext = (s: Snapshot, context: unknown): Snapshot => ({
    status: s.status, output: s.output, error: s.error, machine: s.machine, context, _nodes: s._nodes, value: s.value,
    tags: s.tags, children: s.children, historyValue: s.historyValue, matches: s.matches, hasTag: s.hasTag, can: s.can,
    getMeta: s.getMeta, toJSON: s.toJSON,
  });

  /** What transition `t` does from the configuration whose atomic state is `atomic` (active: its nodes). */
  const planOf = (t: Transition, atomic: Node, active: readonly Node[]): Plan => {
    let byAtomic = plans.get(t);
    if (byAtomic === undefined) {
      byAtomic = new Map();
      plans.set(t, byAtomic);
    }
    let plan = byAtomic.get(atomic);
    // a plan is for one list of active nodes (XState keeps them root first; a snapshot made elsewhere may not)
    if (plan === undefined || plan.from.length !== active.length || plan.from.some((n, i) => n !== active[i])) {
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
      // XState's order: the states still active, then the ones entered; all sorted backwards once the machine is done
      const nodes = active.filter((n) => !isDescendant(n, domain));
      for (const n of entered) if (!nodes.includes(n)) nodes.push(n);
      const final = entered.find((n) => n.type === 'final') ?? null;
      if (final !== null) nodes.sort((a, b) => b.order - a.order);
      const same = nodes.length === active.length && nodes.every((n) => active.includes(n));
      plan = { from: active.slice(), enter: entered, nodes: same ? null : nodes, leaf: same ? atomic : leaf, final, tags: tagsOf(nodes) };
      if (!byAtomic.has(atomic)) byAtomic.set(atomic, plan);
    }
    return plan;
  };

  /** One microstep: transition `t` taken from snapshot `s`. */
  const microstep = (s: Snapshot, t: Transition, event: Event, scope: Scope): Snapshot => {
    if (t.target === undefined || t.target.length === 0) return run(s, t.actions, event);
    const active = s._nodes;
    let atomic = active[0]!;
    for (const n of active) if (n.type === 'atomic') atomic = n;
    const plan = planOf(t, atomic, active);
    let next = run(s, t.actions, event);
    for (const n of plan.enter) if (n.entry.length > 0) next = run(next, n.entry, event);
    if (plan.nodes === null) return next;
    if (plan.final === null) return snapshot(next, plan.nodes, plan.leaf, plan.tags, next.status, next.output);
    const output = root.output === undefined ? undefined : typeof root.output === 'function'
      ? (root.output as (a: object) => unknown)({ context: next.context, event: { type: `xstate.done.state.${plan.final.id}`, output: undefined }, self: scope.self })
      : root.output;
    return snapshot(next, plan.nodes, plan.leaf, plan.tags, 'done', output);
  };

  /** The eventless transition XState would take now, or undefined. */
  const eventless = (s: Snapshot, event: Event): Transition | undefined => {
    for (const atomic of s._nodes) {
      if (atomic.type !== 'atomic' && atomic.type !== 'final') continue;
      for (let n: Node | undefined = atomic; n !== undefined; n = n.parent) {
        if (n.always === undefined) continue;
        for (const t of n.always) if (passes(t.guard, s.context, event)) return t;
      }
    }
    return undefined;
  };

  /** XState's macrostep from `first` (the snapshot after the event's own microstep); `steps` gets its microsteps. */
  const settle = (first: Snapshot, event: Event, steps: [Snapshot, Transition[]][], scope: Scope): Snapshot => {
    let s = first;
    let select = true;
    while (s.status === 'active') {
      const t = select ? eventless(s, event) : undefined;
      if (t === undefined) break;
      const before = s;
      s = microstep(s, t, event, scope);
      select = s !== before;
      steps.push([s, [t]]);
    }
    return s;
  };

  /** The inspection events of a macrostep's microsteps, as XState sends them. */
  const inspect = (steps: [Snapshot, Transition[]][], event: Event, scope: Scope): void => {
    for (const [snap, transitions] of steps) {
      scope.system._sendInspectionEvent({ type: '@xstate.microstep', actorRef: scope.self, event, snapshot: snap, _transitions: transitions });
    }
  };

  const direct = (s: Snapshot, event: Event, scope: Scope, steps: [Snapshot, Transition[]][]): Snapshot | typeof FALL_BACK => {
    if (s.status !== 'active' || typeof event !== 'object' || event === null || typeof event.type !== 'string' || event.type.startsWith('xstate.')) return FALL_BACK;
    try {
      let atomic: Node | undefined;
      for (const n of s._nodes) if (n.type === 'atomic') atomic = n;
      if (atomic === undefined) return FALL_BACK;
      let chosen: Transition | undefined;
      for (let n: Node | undefined = atomic; n !== undefined && chosen === undefined; n = n.parent) {
        const candidates = n.transitions.get(event.type);
        if (candidates !== undefined) {
          for (const t of candidates) {
            if (passes(t.guard, s.context, event)) {
              chosen = t;
              break;
            }
          }
        }
        if (chosen === undefined && wildcard.has(n)) return FALL_BACK;
      }
      if (chosen === undefined) return FALL_BACK;
      const first = microstep(s, chosen, event, scope);
      steps.push([first, [chosen]]);
      return settle(first, event, steps, scope);
    } catch {
      // a step outside the shape, or a guard or action that throws: XState takes the event from the start
      return FALL_BACK;
    }
  };

  Object.defineProperty(m, 'transition', {
    configurable: true,
    writable: true,
    value: function transition(this: Machine, s: Snapshot, event: Event, scope: Scope): Snapshot {
      const steps: [Snapshot, Transition[]][] = [];
      const out = direct(s, event, scope, steps);
      if (out === FALL_BACK) return xstateTransition.call(this, s, event, scope);
      inspect(steps, event, scope);
      return out;
    },
  });

  Object.defineProperty(m, 'getInitialSnapshot', {
    configurable: true,
    writable: true,
    value: function getInitialSnapshot(this: Machine, scope: Scope, input: unknown): Snapshot {
      const initEvent = { type: 'xstate.init', input };
      const steps: [Snapshot, Transition[]][] = [];
      let s: Snapshot;
      try {
        const context = (contextFactory as (a: object) => unknown)({ spawn: undefined, input, self: scope.self });
        const blank: Snapshot = {
          status: 'active', output: undefined, error: undefined, machine: m, context, _nodes: [root], value: {}, tags: new Set(),
          children: {}, historyValue: {}, matches, hasTag, can, getMeta, toJSON,
        };
        // the initial microstep enters the root and its initial states, running their entry actions
        const nodes: Node[] = [root];
        s = blank;
        if (root.entry.length > 0) s = run(s, root.entry, initEvent);
        for (let n = root; n.type === 'compound';) {
          n = n.initial!.target[0]!;
          nodes.push(n);
          if (n.entry.length > 0) s = run(s, n.entry, initEvent);
        }
        s = snapshot(s, nodes, nodes[nodes.length - 1]!, tagsOf(nodes), 'active', undefined);
        s = settle(s, initEvent, steps, scope);
      } catch {
        return xstateInitial.call(this, scope, input);
      }
      inspect(steps, initEvent, scope);
      return s;
    },
  });
  return true;
}

let agree: boolean | null = null;

/**
 * Whether the direct steps give exactly XState's snapshots and inspection events on this copy of
 * XState: checked once, on a probe machine with nested states, eventless transitions, guards with
 * params, entry actions, a transition across parents and a final state with output. @internal
 */
export function directTransitionsAgree(): boolean {
  if (agree !== null) return agree;
  agree = false;
  try {
    agree = probe();
  } catch {
    agree = false;
  }
  return agree;
}

function probe(): boolean {
  type C = { n: number; log: string[]; done: boolean };
  type E = { type: 'GO' } | { type: 'NEXT' } | { type: 'END' };
  const change = (f: (c: C, e: E, p: { k: string } | undefined) => Partial<C>) => contextAction<C, E, { k: string } | undefined>(f, (c, changes) => ({ ...c, ...changes }));
  const build = (direct: boolean) => {
    const machine = setup({
      types: { context: {} as C, events: {} as E, input: {} as { n: number } },
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
            c: { entry: 'bump', on: { NEXT: { target: '#probe.d', actions: 'note' } } },
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
    const actor = createActor(build(direct), {
      input: { n: 0 },
      inspect: (e) => {
        if (e.type === '@xstate.microstep') {
          const s = e.snapshot as unknown as Snapshot;
          seen.push({ value: s.value, context: s.context, nodes: s._nodes.map((n) => n.id), status: s.status, output: s.output, tags: [...s.tags] });
        }
      },
    }).start();
    for (const type of ['GO', 'GO', 'GO', 'GO', 'NEXT'] as const) {
      actor.send({ type });
      const s = actor.getSnapshot() as unknown as Snapshot;
      seen.push({
        keys: Object.keys(s), value: s.value, context: s.context, nodes: s._nodes.map((n) => n.id), status: s.status, output: s.output,
        tags: [...s.tags], matches: (s as unknown as { matches(v: string): boolean }).matches('a'), persisted: actor.getPersistedSnapshot(),
      });
    }
    return JSON.stringify(seen);
  };
  const mine = run(true);
  return mine === run(false) && mine.includes('"status":"done"') && mine.includes('"output":4');
}
