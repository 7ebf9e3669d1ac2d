import type { StateValue } from 'xstate';
import { VizError } from './errors.js';

/**
 * What kind of state a {@link ChartNode} is, as XState names it: `atomic` (no children),
 * `compound` (children, one active at a time), `parallel` (all children active), `final`, `history`.
 */
export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** One state of a chart, as returned by {@link toChartJson}. */
export interface ChartNode {
  /** The XState state id, e.g. `"hand.flop"` (the machine id, then the path). */
  id: string;
  /** The state's key in its parent, e.g. `"flop"`. */
  key: string;
  /** The keys from the top-level state down to this one, e.g. `["flop", "betting"]`. */
  path: string[];
  /** The id of the parent state, or `null` for a top-level state. */
  parent: string | null;
  /** The kind of state. */
  type: ChartNodeType;
  /** For a compound state, the id of its initial child; otherwise `null`. */
  initial: string | null;
  /** The state's `description` from the machine config, if any. */
  description: string | null;
  /** The state's tags, sorted. */
  tags: string[];
  /** Whether the state is active in the given snapshot (ancestors of an active state are active too). */
  active: boolean;
  /** The names of the state's entry actions, in order (`["chooseBetSize", "openByBestShowing"]`); empty when it has none. */
  entry: string[];
  /** The names of the state's exit actions, in order; empty when it has none. */
  exit: string[];
}

/** One transition of a chart, as returned by {@link toChartJson}. */
export interface ChartEdge {
  /** Stable id: source id, event, index (`"hand.preflop:ACT:0"`). */
  id: string;
  /** The id of the state the transition is defined on (the machine id for a root-level transition). */
  source: string;
  /** The id of the target state; the source itself for a targetless transition. */
  target: string;
  /** The raw XState event type (`""` for an eventless `always` transition). */
  event: string;
  /** A readable label: the event type, `always`, `after 500ms`, `done`, `done: <actor>`, `error: <actor>`. */
  label: string;
  /** The guard as text (`"isRiver"`, `"not(isRiver)"`), or `null` when unguarded. */
  guard: string | null;
  /** True for a targetless transition: it runs actions without leaving its state (drawn as a self-loop). */
  internal: boolean;
  /**
   * The names of the transition's own actions, in the order they run (`["applyBet", "closeRound"]`).
   * The entry actions of the states it enters are on those states ({@link ChartNode.entry}).
   */
  actions: string[];
  /** The transition's `description` from the machine config (a hand chart's cite their rule ids), or `null`. */
  description?: string | null;
}

/** A machine's chart as plain JSON data: its states and transitions, with the active states marked. */
export interface ChartJson {
  /** The machine id (the id of the root state). */
  id: string;
  /** The machine's own `description` (a hand machine's is its variant and betting), or `null`. */
  description: string | null;
  /** The id of the machine's initial top-level state, or `null` (a parallel root has none). */
  initial: string | null;
  /** Every state below the root, parents before their children, in definition order. */
  nodes: ChartNode[];
  /** Every transition, in definition order of their source states. */
  edges: ChartEdge[];
  /** The ids of the active states, as resolved from the `active` option (empty without it). */
  active: string[];
}

/**
 * Which states to highlight: a snapshot of the machine (anything with a `value`, such as
 * `actor.getSnapshot()` or a persisted snapshot), or a list of state ids (`"hand.flop"`) or
 * dotted paths from the root (`"flop.betting"`). Ancestors of an active state are active too.
 */
export type ActiveStates = { readonly value: StateValue } | readonly string[];

/** Options shared by {@link toChartJson}, {@link toMermaid}, {@link toDot} and {@link toSvg}. */
export interface ChartOptions {
  /** States to highlight. Default: none. */
  active?: ActiveStates;
  /** Layout direction: top to bottom (`'TB'`, default) or left to right (`'LR'`). */
  direction?: 'LR' | 'TB';
  /** Whether edge labels show guards (`EVENT [guard]`). Default true. */
  guards?: boolean;
  /**
   * Whether the chart shows actions as XState's visualizer does: on the transition label
   * (`EVENT [guard] / action1, action2`) and, for entry and exit actions, on their state
   * (`entry / action`). Default true.
   */
  actions?: boolean;
  /** Whether targetless transitions are drawn as self-loops. Default true. */
  selfLoops?: boolean;
  /** Whether states show their `description` under their name. Default true. */
  descriptions?: boolean;
  /** A title drawn above the chart. Default: the machine's own `description`, if any. */
  title?: string;
}

/**
 * Any XState v5 machine (`createMachine` / `setup().createMachine`, e.g. a hand machine from
 * `createHandMachine`). Typed structurally, so that machines with specific context and event types
 * fit without casts under `exactOptionalPropertyTypes`.
 */
export interface ChartMachine {
  /** The machine id (the id of its root state). */
  readonly id: string;
  /** The root state node. */
  readonly root: object;
}

/** Throws a {@link VizError} `BAD_OPTION` unless `machine` is an XState machine (it has a `root` state node). @internal */
export function checkMachine(machine: unknown, fn: string): void {
  const root = machine !== null && typeof machine === 'object' ? (machine as { root?: unknown }).root : undefined;
  if (root === null || typeof root !== 'object') {
    throw new VizError('BAD_OPTION', `${fn} needs an XState machine such as createHandMachine(variant, betting), got ${machine === null ? 'null' : typeof machine}`);
  }
}

/**
 * Throws a {@link VizError} `BAD_OPTION` unless `options` is an object (or left out) whose
 * `direction`, if given, is `'TB'` or `'LR'`. @internal
 */
export function checkOptions(options: unknown, fn: string): void {
  if (options === null || typeof options !== 'object') throw new VizError('BAD_OPTION', `${fn} options must be an object, got ${options === null ? 'null' : typeof options}`);
  const direction = (options as { direction?: unknown }).direction;
  if (direction !== undefined && direction !== 'TB' && direction !== 'LR') {
    throw new VizError('BAD_OPTION', `${fn}: direction must be 'TB' or 'LR', got ${JSON.stringify(direction)}`);
  }
}
