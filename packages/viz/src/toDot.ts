import { type ChartJson, type ChartNode, type ChartOptions, type ChartMachine, checkMachine, checkOptions } from './ChartJson.js';
import { edgeLines, stateActionLines } from './describeTransition.js';
import { toChartJson } from './toChartJson.js';
import { chartTree } from './chartTree.js';
import { VizError } from './errors.js';
import { instance, type Viz } from '@viz-js/viz';

/** Colours of the drawing, shared with the HTML viewer's stylesheet. */
export const chartColors = {
  stateFill: '#f4f7fb',
  stateLine: '#3c4f66',
  finalFill: '#e6efe6',
  clusterFill: '#fbfcfe',
  activeFill: '#ffd966',
  activeLine: '#b45f06',
  activeClusterFill: '#fff4d6',
  edge: '#5b6573',
} as const;

/**
 * The font Graphviz lays the text out with. Graphviz measures text with its own tables, not with
 * the font a browser will draw it in: laid out for Helvetica, text drawn in the wider DejaVu Sans
 * (Linux's usual sans-serif) runs past its box and into the next label. DejaVu Sans is as wide as
 * the widest of the usual fonts, and {@link dotToSvg} names it first, then Verdana (the same
 * widths, on macOS and Windows), so the text fits wherever it is drawn.
 */
export const chartFont = 'DejaVu Sans';

/** A DOT double-quoted string. */
function str(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, '\\n')}"`;
}

/** Text split into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Text escaped for a Graphviz HTML-like label. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A state's label: its key, its entry and exit actions (`entry / chooseBetSize`) in small text,
 * and its description in small grey wrapped text.
 */
function stateLabel(n: ChartNode, descriptions: boolean, actions: boolean): string {
  const acts = stateActionLines(n, actions);
  const desc = n.description && descriptions ? n.description : null;
  if (acts.length === 0 && desc === null) return str(n.key);
  const parts = [html(n.key)];
  if (acts.length > 0) parts.push(`<FONT POINT-SIZE="9">${acts.flatMap((a) => wrap(a, 34)).map(html).join('<BR/>')}</FONT>`);
  if (desc !== null) parts.push(`<FONT POINT-SIZE="9" COLOR="#5b6573">${wrap(desc, 30).map(html).join('<BR/>')}</FONT>`);
  return `<${parts.join('<BR/>')}>`;
}

/** The SVG element id Graphviz gives a state's node or cluster (`s:hand.flop`). */
export function svgIdOf(stateId: string): string {
  return `s:${stateId}`;
}

/** The DOT node that stands for a compound state (its initial point inside its cluster). */
function anchorOf(n: ChartNode): string {
  return `${n.id}#start`;
}

/**
 * The chart of any XState v5 machine as Graphviz DOT. Compound and parallel states are clusters
 * (`subgraph "cluster_…"`) with a start point that arrows to their initial child (a cluster's
 * title is a node in its start point's rank, so that no edge or edge label crosses it; the streets,
 * the top-level compound states, are stacked in the order the machine lists them); transitions
 * to or from a compound state end on its cluster border (`compound=true`). Final states have a
 * double border. Transitions are labelled `EVENT [guard]` with their actions on a second line
 * (`/ applyBet, closeRound`), states show their entry and exit actions under their name
 * (`entry / chooseBetSize`): leave either out with `guards: false` or `actions: false`. Each state's node or cluster gets the SVG id `s:<state id>` and the class
 * `state` (plus `active` when active), which {@link toHtmlViewer} uses to highlight steps.
 *
 * @example
 * ```ts
 * fs.writeFileSync('holdem.dot', toDot(createHandMachine(texasHoldem, noLimit())));
 * // dot -Tpng holdem.dot > holdem.png
 * ```
 */
export function toDot(machine: ChartMachine, options: ChartOptions = {}): string {
  return chartToDot(toChartJson(machine, options), options);
}

/** {@link toDot} from an already computed {@link ChartJson}. */
export function chartToDot(chart: ChartJson, options: ChartOptions = {}): string {
  checkOptions(options, 'chartToDot');
  if (chart === null || typeof chart !== 'object' || !Array.isArray(chart.nodes) || !Array.isArray(chart.edges)) {
    throw new VizError('BAD_OPTION', 'chartToDot needs a chart from toChartJson');
  }
  const guards = options.guards ?? true;
  const selfLoops = options.selfLoops ?? true;
  const descriptions = options.descriptions ?? true;
  const actions = options.actions ?? true;
  const { byId, childrenOf } = chartTree(chart);
  const isCluster = (n: ChartNode) => (childrenOf.get(n.id) ?? []).length > 0;
  const c = chartColors;
  const out: string[] = [];
  out.push(`digraph ${str(chart.id)} {`);
  const graphAttrs = [
    `rankdir=${options.direction ?? 'TB'}`,
    'compound=true',
    `fontname="${chartFont}"`,
    'fontsize=13',
    'nodesep=0.35',
    'ranksep=0.45',
    'newrank=true',
  ];
  const title = options.title ?? chart.description;
  if (title) graphAttrs.push(`label=${str(title)}`, 'labelloc=t', 'fontsize=16');
  out.push(`  graph [${graphAttrs.join(', ')}];`);
  out.push(
    `  node [shape=box, style="rounded,filled", fontname="${chartFont}", fontsize=12, fillcolor="${c.stateFill}", color="${c.stateLine}", margin="0.3,0.08"];`,
  );
  out.push(`  edge [fontname="${chartFont}", fontsize=10, color="${c.edge}", fontcolor="#222222", arrowsize=0.7];`);
  out.push(`  "#start" [shape=point, width=0.14, color="#222222", fillcolor="#222222", id="s:#start"];`);
  if (chart.initial) out.push(`  "#start" -> ${str(target(chart.initial))};`);

  function target(id: string): string {
    const n = byId.get(id);
    return n && isCluster(n) ? anchorOf(n) : id;
  }

  const emit = (parent: string | null, indent: string) => {
    for (const n of childrenOf.get(parent) ?? []) {
      const classes = ['state', n.type, ...(n.active ? ['active'] : [])].join(' ');
      const label = stateLabel(n, descriptions, actions);
      if (isCluster(n)) {
        out.push(`${indent}subgraph ${str(`cluster_${n.id}`)} {`);
        out.push(
          `${indent}  graph [label="", id=${str(svgIdOf(n.id))}, class=${str(classes)}, style="rounded,filled${n.type === 'parallel' ? ',dashed' : ''}", ` +
            `fillcolor="${n.active ? c.activeClusterFill : c.clusterFill}", color="${n.active ? c.activeLine : c.stateLine}", penwidth=${n.active ? 2.5 : 1}, labeljust=l, fontsize=13];`,
        );
        out.push(
          `${indent}  ${str(anchorOf(n))} [shape=point, width=${n.type === 'parallel' ? 0.01 : 0.12}, color="#222222", fillcolor="#222222", label=""];`,
        );
        // Graphviz does not route edges or their labels around a cluster's own label: the title is
        // a node instead, in the start point's rank and beside it, so that edges route around it.
        const titleNode = str(`${n.id}#title`);
        out.push(
          `${indent}  ${titleNode} [shape=plaintext, style="", margin="0.04,0", fontsize=13, label=${label}, id=${str(`title:${n.id}`)}, class="cluster-title"];`,
        );
        out.push(`${indent}  { rank=same; ${str(anchorOf(n))}; ${titleNode}; }`);
        out.push(`${indent}  ${str(anchorOf(n))} -> ${titleNode} [style=invis];`);
        if (n.initial) out.push(`${indent}  ${str(anchorOf(n))} -> ${str(target(n.initial))};`);
        emit(n.id, `${indent}  `);
        out.push(`${indent}}`);
      } else {
        const attrs = [`label=${label}`, `id=${str(svgIdOf(n.id))}`, `class=${str(classes)}`];
        if (n.type === 'final') attrs.push('peripheries=2', `fillcolor="${n.active ? c.activeFill : c.finalFill}"`);
        else if (n.active) attrs.push(`fillcolor="${c.activeFill}"`);
        if (n.active) attrs.push(`color="${c.activeLine}"`, 'penwidth=2.5');
        out.push(`${indent}${str(n.id)} [${attrs.join(', ')}];`);
      }
    }
  };
  emit(null, '  ');

  // The streets in their order: invisible edges from every state of one top-level compound state
  // (a street of the hand) to the start point of the next, so that Graphviz stacks the streets
  // one below the other in the order the machine lists them (pre-flop on top, the river last),
  // instead of side by side wherever the transitions that skip ahead (all-in run-outs,
  // uncontested awards) pull them.
  const streets = (childrenOf.get(null) ?? []).filter(isCluster);
  const leavesOf = (n: ChartNode): ChartNode[] => (childrenOf.get(n.id) ?? []).flatMap((c) => (isCluster(c) ? leavesOf(c) : [c]));
  for (let i = 1; i < streets.length; i++) {
    for (const leaf of leavesOf(streets[i - 1]!)) {
      out.push(`  ${str(leaf.id)} -> ${str(anchorOf(streets[i]!))} [style=invis, weight=5];`);
    }
  }

  const isAncestor = (a: string, b: string) => {
    // is a an ancestor of b?
    let n = byId.get(b);
    while (n && n.parent) {
      if (n.parent === a) return true;
      n = byId.get(n.parent);
    }
    return false;
  };
  let anyState = false;
  const lines: { from: string; to: string; label: string; attrs: string[] }[] = [];
  for (const e of chart.edges) {
    if (e.internal && !selfLoops) continue;
    const src = byId.get(e.source);
    const dst = byId.get(e.target);
    let from: string;
    const attrs = [`id=${str(`e:${e.id}`)}`, 'class="transition"'];
    if (!src) {
      if (!anyState) {
        out.push(`  "#any" [label="(any state)", shape=box, style="rounded,dashed", id="s:#any"];`);
        anyState = true;
      }
      from = '#any';
    } else if (isCluster(src)) {
      from = anchorOf(src);
      if (e.source !== e.target && !isAncestor(e.source, e.target)) attrs.push(`ltail=${str(`cluster_${src.id}`)}`);
    } else {
      from = src.id;
    }
    let to: string;
    if (!dst || (e.internal && !src)) {
      to = from;
    } else if (isCluster(dst)) {
      to = anchorOf(dst);
      if (e.source !== e.target && !isAncestor(e.target, e.source)) attrs.push(`lhead=${str(`cluster_${dst.id}`)}`);
    } else {
      to = dst.id;
    }
    if (e.internal) attrs.push('style=dashed');
    lines.push({ from, to, label: edgeLines(e, guards, actions).join('\n'), attrs });
  }
  // Graphviz nests the self-loops of a state and puts each label beside its own loop, where the
  // next loop crosses it: the outermost loop carries every label, one per line, in order.
  const loops = new Map<string, typeof lines>();
  for (const line of lines) if (line.from === line.to) loops.set(line.from, [...(loops.get(line.from) ?? []), line]);
  for (const group of loops.values()) {
    if (group.length < 2) continue;
    const all = group.map((l) => l.label).join('\n');
    group.forEach((l, i) => (l.label = i === group.length - 1 ? all : ''));
  }
  for (const { from, to, label, attrs } of lines) {
    out.push(`  ${str(from)} -> ${str(to)} [label=${label ? str(` ${label} `) : '""'}, ${attrs.join(', ')}];`);
  }
  out.push('}');
  return out.join('\n') + '\n';
}

let graphviz: Promise<Viz> | undefined;

/** Graphviz compiled to WebAssembly (`@viz-js/viz`), loaded once per process. */
function getGraphviz(): Promise<Viz> {
  graphviz ??= instance();
  return graphviz;
}

/**
 * Lays out a Graphviz DOT text offline (Graphviz in WebAssembly, no browser, no `dot` binary)
 * and resolves to a standalone SVG document. Throws a {@link VizError} (`RENDER_FAILED`) with
 * Graphviz's message when the text is not valid DOT.
 */
export async function dotToSvg(dot: string): Promise<string> {
  const viz = await getGraphviz();
  const result = viz.render(dot, { format: 'svg', engine: 'dot' });
  if (result.status !== 'success') {
    const messages = result.errors.map((e) => e.message.trim()).join('; ');
    throw new VizError('RENDER_FAILED', `Graphviz could not lay out the chart: ${messages}`);
  }
  // the text was laid out with chartFont's widths: let a browser without it use one as wide
  return result.output.replace(new RegExp(`font-family="${chartFont}(,[^"]*)?"`, 'g'), `font-family="${chartFont},Verdana,Helvetica,Arial,sans-serif"`);
}

/**
 * The chart of any XState v5 machine as an SVG document, laid out offline from {@link toDot}'s
 * text by Graphviz in WebAssembly: nested states are clusters, active states (option `active`)
 * are filled in amber. Works in Node and in browsers.
 *
 * @example
 * ```ts
 * await fs.promises.writeFile('omaha.svg', await toSvg(createHandMachine(omaha, potLimit())));
 * ```
 */
export async function toSvg(machine: ChartMachine, options: ChartOptions = {}): Promise<string> {
  return dotToSvg(toDot(machine, options));
}
