import type { StateValue } from 'xstate';

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
