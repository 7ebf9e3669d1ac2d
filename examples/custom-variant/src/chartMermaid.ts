import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { type DirectedGraphNode, toDirectedGraph } from 'xstate/graph';

const idOf = (node: AnyStateNode) => node.path.join('_') || 'root';
const labelOf = (node: AnyStateNode) => node.path.join(' · ');

/**
 * A small Mermaid `stateDiagram-v2` of any XState machine, walked with `toDirectedGraph` from
 * `xstate/graph`. Nested states are drawn flat (`flop · bet`), because Mermaid cannot draw an
 * arrow between states inside two different composite blocks; final states lead to `[*]`; edges
 * carry their event (`always` for eventless ones) and guard. `@pokerchart/viz` has the full
 * exporter (Mermaid, DOT, SVG and an HTML viewer).
 */
export function chartMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const initial = machine.root.initial?.target[0] as AnyStateNode | undefined;
  if (initial !== undefined) lines.push(`  [*] --> ${idOf(initial)}`);
  const walk = (graphNode: DirectedGraphNode): void => {
    for (const child of graphNode.children) {
      const state = child.stateNode as AnyStateNode;
      if (child.children.length > 0) {
        walk(child); // compound: draw its children
        continue;
      }
      lines.push(`  state "${labelOf(state)}" as ${idOf(state)}`);
      if (state.type === 'final') lines.push(`  ${idOf(state)} --> [*]`);
      const transitions = [
        ...child.edges.map((edge) => ({ event: edge.label.text, transition: edge.transition, targets: [edge.target as AnyStateNode] })),
        // eventless ("always") transitions are not edges of the directed graph
        ...(state.always ?? []).map((t) => ({ event: 'always', transition: t, targets: (t.target ?? []) as AnyStateNode[] })),
      ];
      for (const { event, transition, targets } of transitions) {
        const guard = transition.guard as { type?: string; params?: { phase?: string } } | string | undefined;
        const when = typeof guard === 'string' ? guard : guard?.params?.phase !== undefined ? `${guard.type} ${guard.params.phase}` : guard?.type;
        for (const target of targets) lines.push(`  ${idOf(state)} --> ${idOf(target)} : ${event}${when !== undefined ? ` [${when}]` : ''}`);
      }
    }
  };
  walk(toDirectedGraph(machine));
  return lines.join('\n');
}
