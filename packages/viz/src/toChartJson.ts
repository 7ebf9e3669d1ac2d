import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { type ChartEdge, type ChartJson, type ChartNode, type ChartNodeType, type ChartOptions, type ChartMachine, checkMachine, checkOptions } from './ChartJson.js';
import { actionNames, eventLabel, guardText, invokeNames } from './describeTransition.js';
import { resolveActiveStates } from './resolveActiveStates.js';

/**
 * The chart of any XState v5 machine as plain JSON data: every state (nested states keep their
 * parent, with the names of its entry and exit actions) and every transition with a readable
 * label, its guard and the names of its actions, and the active states when `options.active` is
 * given. {@link toMermaid}, {@link toDot}, {@link toSvg} and
 * {@link toHtmlViewer} all draw from this. Uses `toDirectedGraph` from `xstate/graph`, plus the
 * eventless (`always`) transitions that it leaves out.
 *
 * @example
 * ```ts
 * const chart = toChartJson(createHandMachine(texasHoldem, noLimit()), { active: hand.actor.getSnapshot() });
 * chart.nodes.filter((n) => n.active).map((n) => n.id);
 * ```
 */
export function toChartJson(machine: ChartMachine, options: ChartOptions = {}): ChartJson {
  checkMachine(machine, 'toChartJson');
  checkOptions(options, 'toChartJson');
  const root = machine.root as AnyStateNode;
  const active = options.active ? resolveActiveStates(machine, options.active) : [];
  const activeSet = new Set(active);
  const invokes = invokeNames(root);
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];

  const addEdges = (sn: AnyStateNode, transitions: readonly AnyTransitionDefinition[]) => {
    const counters = new Map<string, number>();
    for (const t of transitions) {
      const event = String(t.eventType);
      const targets = t.target && t.target.length > 0 ? (t.target as AnyStateNode[]) : [sn];
      for (const target of targets) {
        const n = counters.get(event) ?? 0;
        counters.set(event, n + 1);
        edges.push({
          id: `${sn.id}:${event || 'always'}:${n}`,
          source: sn.id,
          target: target.id,
          event,
          label: eventLabel(t, invokes),
          guard: t.guard === undefined ? null : guardText(t.guard),
          internal: !t.target || t.target.length === 0,
          actions: actionNames(t.actions),
          description: t.description ?? null,
        });
      }
    }
  };

  const walk = (g: DirectedGraphNode, parent: string | null) => {
    const sn = g.stateNode as AnyStateNode;
    const isRoot = sn === root;
    if (!isRoot) {
      const initial = sn.type === 'compound' && sn.initial ? (sn.initial.target[0] as AnyStateNode | undefined) : undefined;
      nodes.push({
        id: sn.id,
        key: sn.key,
        path: [...sn.path],
        parent,
        type: sn.type as ChartNodeType,
        initial: initial ? initial.id : null,
        description: sn.description ?? null,
        tags: [...(sn.tags ?? [])].map(String).sort(),
        active: activeSet.has(sn.id),
        entry: actionNames(sn.entry),
        exit: actionNames(sn.exit),
      });
    }
    addEdges(sn, g.edges.length > 0 ? dedupe(g.edges.map((e) => e.transition)) : []);
    if (sn.always) addEdges(sn, sn.always as AnyTransitionDefinition[]);
    for (const child of g.children) walk(child, isRoot ? null : sn.id);
  };
  walk(toDirectedGraph(machine as AnyStateMachine), null);

  const rootInitial = root.type === 'compound' && root.initial ? (root.initial.target[0] as AnyStateNode | undefined) : undefined;
  return { id: root.id, description: root.description ?? null, initial: rootInitial ? rootInitial.id : null, nodes, edges, active };
}

/** toDirectedGraph yields one edge per (transition, target); keep each transition once, in order. */
function dedupe(transitions: AnyTransitionDefinition[]): AnyTransitionDefinition[] {
  const seen = new Set<AnyTransitionDefinition>();
  return transitions.filter((t) => (seen.has(t) ? false : (seen.add(t), true)));
}
