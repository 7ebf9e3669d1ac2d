import type { ChartJson, ChartNode } from './ChartJson.js';

/**
 * A chart's states by id, and the children of each state in the chart's order (the top-level
 * states under `null`), as the DOT and Mermaid writers walk them.
 */
export function chartTree(chart: ChartJson): { byId: Map<string, ChartNode>; childrenOf: Map<string | null, ChartNode[]> } {
  const byId = new Map(chart.nodes.map((n) => [n.id, n]));
  const childrenOf = new Map<string | null, ChartNode[]>();
  for (const n of chart.nodes) {
    const list = childrenOf.get(n.parent) ?? [];
    list.push(n);
    childrenOf.set(n.parent, list);
  }
  return { byId, childrenOf };
}
