import { type ChartEdge, type ChartJson, type ChartNode, type ChartOptions, type ChartMachine, checkMachine, checkOptions } from './ChartJson.js';
import { edgeText, stateActionLines } from './describeTransition.js';
import { toChartJson } from './toChartJson.js';
import { chartTree } from './chartTree.js';

const RESERVED = new Set(['state', 'end', 'note', 'direction', 'class', 'classdef', 'style', 'as', 'fork', 'join', 'choice']);

/** Mermaid state ids: the path joined with `_`, restricted to safe characters, made unique. */
function mermaidIds(chart: ChartJson): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const n of chart.nodes) {
    let base = n.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
    if (!/^[A-Za-z_]/.test(base)) base = `s_${base}`;
    if (RESERVED.has(base.toLowerCase())) base = `${base}_`;
    let id = base;
    for (let i = 2; used.has(id); i++) id = `${base}_${i}`;
    used.add(id);
    ids.set(n.id, id);
  }
  return ids;
}

/** Text that is safe inside a Mermaid label (no line breaks, `;`, `#`, or quotes). */
function clean(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/;/g, ',').replace(/[#"]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The chart of any XState v5 machine as a Mermaid `stateDiagram-v2`. Compound states become
 * composite states (`state flop { … }`) with their own `[*]` start, final states end in `[*]`,
 * atomic states show their `description` under their name (Mermaid allows none on composites),
 * and their entry and exit actions (`entry / chooseBetSize`; a composite state's are a note
 * beside it), transitions are labelled as XState's visualizer labels them,
 * `EVENT [guard] / action1, action2` (unless `guards: false` or `actions: false`), targetless
 * transitions are self-loops (unless `selfLoops: false`). With `active`, the active states get the
 * `active` class (a `classDef` is included). Paste the text into any Mermaid renderer, or into a
 * Markdown file inside a `mermaid` code block.
 *
 * @example
 * ```ts
 * console.log(toMermaid(createHandMachine(omaha, potLimit())));
 * ```
 */
export function toMermaid(machine: ChartMachine, options: ChartOptions = {}): string {
  checkOptions(options, 'toMermaid');
  const chart = toChartJson(machine, options);
  const ids = mermaidIds(chart);
  const guards = options.guards ?? true;
  const selfLoops = options.selfLoops ?? true;
  const descriptions = options.descriptions ?? true;
  const actions = options.actions ?? true;
  const { byId, childrenOf } = chartTree(chart);
  // Each edge is written inside the composite state that contains both ends (their deepest
  // common ancestor), after that composite's states, so Mermaid never creates a state twice.
  const ancestors = (id: string): (string | null)[] => {
    const out: (string | null)[] = [];
    let n = byId.get(id);
    while (n) {
      out.push(n.parent);
      n = n.parent ? byId.get(n.parent) : undefined;
    }
    return out;
  };
  const edgesIn = new Map<string | null, ChartEdge[]>();
  const rootEdges: ChartEdge[] = [];
  for (const e of chart.edges) {
    if (e.internal && !selfLoops) continue;
    if (!byId.has(e.source)) {
      rootEdges.push(e);
      continue;
    }
    const fromAnc = ancestors(e.source);
    const toAnc = new Set(ancestors(e.target));
    const home = fromAnc.find((a) => toAnc.has(a)) ?? null;
    const list = edgesIn.get(home) ?? [];
    list.push(e);
    edgesIn.set(home, list);
  }

  const lines: string[] = ['stateDiagram-v2'];
  const title = options.title ?? chart.description;
  if (title) lines.splice(0, 0, '---', `title: ${clean(title)}`, '---');
  lines.push(`  direction ${options.direction ?? 'TB'}`);
  const id = (stateId: string) => ids.get(stateId) ?? stateId;

  const block = (parent: string | null, initial: string | null, indent: string) => {
    if (initial) lines.push(`${indent}[*] --> ${id(initial)}`);
    for (const n of childrenOf.get(parent) ?? []) {
      const kids = childrenOf.get(n.id) ?? [];
      if (kids.length > 0) {
        if (n.type === 'parallel') {
          lines.push(`${indent}state ${id(n.id)} {`);
          kids.forEach((k, i) => {
            if (i > 0) lines.push(`${indent}  --`);
            lines.push(`${indent}  state ${id(k.id)} {`);
            block(k.id, k.initial, `${indent}    `);
            lines.push(`${indent}  }`);
          });
          lines.push(`${indent}}`);
        } else {
          lines.push(`${indent}state ${id(n.id)} {`);
          block(n.id, n.initial, `${indent}  `);
          lines.push(`${indent}}`);
        }
        for (const text of stateActionLines(n, actions)) lines.push(`${indent}note right of ${id(n.id)} : ${clean(text)}`);
      } else if (id(n.id) !== n.key) {
        lines.push(`${indent}state "${clean(n.key)}" as ${id(n.id)}`);
      } else {
        lines.push(`${indent}${id(n.id)}`);
      }
      // Mermaid: a composite state may only have a label, and an atomic state's first
      // description replaces its name unless the name is given first.
      const below = kids.length > 0 ? [] : [...(n.description && descriptions ? [n.description] : []), ...stateActionLines(n, actions)];
      if (below.length > 0) {
        if (id(n.id) === n.key) lines.push(`${indent}${id(n.id)} : ${clean(n.key)}`);
        for (const text of below) lines.push(`${indent}${id(n.id)} : ${clean(text)}`);
      }
      if (n.type === 'final') lines.push(`${indent}${id(n.id)} --> [*]`);
    }
    for (const e of edgesIn.get(parent) ?? []) {
      lines.push(`${indent}${id(e.source)} --> ${id(e.target)} : ${clean(edgeText(e, guards, actions))}`);
    }
  };
  block(null, chart.initial, '  ');
  if (rootEdges.length > 0) {
    lines.push('  state "(any state)" as any_state');
    for (const e of rootEdges) {
      const target = e.internal ? 'any_state' : id(e.target);
      lines.push(`  any_state --> ${target} : ${clean(edgeText(e, guards, actions))}`);
    }
  }
  if (chart.active.length > 0) {
    lines.push('  classDef active fill:#ffd966,stroke:#b45f06,stroke-width:3px,color:#000');
    const leaves = chart.active.filter((a) => (childrenOf.get(a) ?? []).length === 0);
    lines.push(`  class ${leaves.map(id).join(',')} active`);
  }
  return lines.join('\n') + '\n';
}
