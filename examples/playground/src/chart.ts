import { chartToDot, dotToSvg, resolveActiveStates, svgIdOf, toChartJson, type ChartEdge, type ChartJson, type ChartMachine } from '@pokerchart/viz';
import prelaid from 'virtual:prelaid-charts';
import type { StateValue } from 'xstate';
import { defaultDrawing, drawingKey, type DrawOptions } from './drawing.js';

export type { DrawOptions } from './drawing.js';

/** A machine's chart: its JSON and, once Graphviz has laid it out, its SVG. */
export interface Chart {
  machine: ChartMachine;
  json: ChartJson;
  /** A key that changes when the drawing changes. */
  key: string;
}

const svgs = new Map<string, Promise<string>>();

/** The chart of a machine (the JSON is computed at once; the SVG by {@link chartSvg}). */
export function chartOf(machine: ChartMachine): Chart {
  const json = toChartJson(machine);
  return { machine, json, key: drawingKey(json, defaultDrawing) };
}

/**
 * The SVG text of a chart, laid out once per drawing: at build time for the page's first chart
 * (see vite.config.ts), else by Graphviz in WebAssembly here.
 */
export function chartSvg(chart: Chart, options: DrawOptions): Promise<string> {
  const key = drawingKey(chart.json, options);
  let svg = svgs.get(key);
  if (svg === undefined) {
    const built = prelaid[key];
    svg = built !== undefined ? Promise.resolve(built) : dotToSvg(chartToDot(chart.json, options));
    svgs.set(key, svg);
    svg.catch(() => svgs.delete(key));
  }
  return svg;
}

/** The ids of the states active in a state value, ancestors included; empty when the chart does not know them. */
export function activeStates(chart: Chart, value: StateValue): string[] {
  try {
    return resolveActiveStates(chart.machine, { value });
  } catch {
    return [];
  }
}

/**
 * Marks each state's SVG element with `data-state` (its id in the chart JSON), so that the page
 * and outside checks find states by id. Graphviz gives them the SVG id `svgIdOf(id)`.
 */
export function markStates(svg: SVGSVGElement, chart: Chart): void {
  for (const node of chart.json.nodes) {
    const el = svg.ownerDocument.getElementById(svgIdOf(node.id));
    if (el && svg.contains(el)) el.setAttribute('data-state', node.id);
  }
  for (const edge of chart.json.edges) {
    const el = svg.ownerDocument.getElementById(`e:${edge.id}`);
    if (el && svg.contains(el)) el.setAttribute('data-transition', edge.id);
  }
}

/** Sets `data-active="true"` on the active states' elements and removes it from the others. */
export function markActive(svg: SVGSVGElement, active: readonly string[]): void {
  const set = new Set(active);
  for (const el of svg.querySelectorAll('[data-state]')) {
    if (set.has(el.getAttribute('data-state')!)) el.setAttribute('data-active', 'true');
    else el.removeAttribute('data-active');
  }
}

/** Rule ids (`R57`, `R0.3`, ranges `R57-R66` expanded to their ends) cited in a text. */
export function ruleIds(text: string | null | undefined): string[] {
  if (!text) return [];
  const found: string[] = [];
  for (const m of text.matchAll(/R\d+(?:\.\d+)?(?:\s*[-–]\s*R\d+(?:\.\d+)?)?/g)) {
    const id = m[0].replace(/\s+/g, '').replace('–', '-');
    if (!found.includes(id)) found.push(id);
  }
  return found;
}

/** What the page says about a transition when it is clicked. */
export interface TransitionExplanation {
  edge: ChartEdge;
  /** The transition's own description, when the chart gives transitions one. */
  description: string | null;
  from: { id: string; description: string | null };
  to: { id: string; description: string | null };
  /** Rule ids cited by its description and those of its source and target states. */
  rules: string[];
}

/** The explanation of a transition from the chart's own data (its guard, its states' descriptions). */
export function explainTransition(chart: Chart, edgeId: string): TransitionExplanation | null {
  const edge = chart.json.edges.find((e) => e.id === edgeId);
  if (!edge) return null;
  const byId = new Map(chart.json.nodes.map((n) => [n.id, n]));
  const describe = (id: string) => {
    // a state without a description is explained by its nearest described ancestor
    let n = byId.get(id);
    while (n && !n.description && n.parent) n = byId.get(n.parent);
    return n?.description ?? null;
  };
  const from = { id: edge.source, description: describe(edge.source) };
  const to = { id: edge.target, description: describe(edge.target) };
  const own = (edge as { description?: unknown }).description;
  const description = typeof own === 'string' && own !== '' ? own : null;
  const rules = [...new Set([...ruleIds(description), ...ruleIds(from.description), ...ruleIds(to.description)])];
  return { edge, description, from, to, rules };
}
