import type { StateValue } from 'xstate';
import { type ActiveStates, type ChartOptions, type ChartEdge, type ChartMachine, checkMachine, checkOptions } from './ChartJson.js';
import { edgeText } from './describeTransition.js';
import { resolveActiveStates } from './resolveActiveStates.js';
import { chartColors, chartToDot, dotToSvg } from './toDot.js';
import { toChartJson } from './toChartJson.js';
import { VizError } from './errors.js';
import { runViewer, type ViewerPageHand } from './runViewer.js';

/** One step of the hand history shown by {@link toHtmlViewer}. */
export interface ViewerStep {
  /** What happened, e.g. `"seat 3 raises to 300"` or `"flop: As Kd 7c"`. */
  label: string;
  /** The state the machine was in after this step: a snapshot (anything with a `value`) or state ids/paths. */
  state: ActiveStates;
  /** Optional second line: pot, board, stacks… */
  detail?: string;
  /**
   * The transitions the machine took to reach this step's state, in order ({@link recordHandSteps}
   * records them): the viewer highlights their edges and lists them under the step, guards and all
   * (`ACT [roundClosed] → flop.bet`).
   */
  transitions?: readonly ViewerTransition[];
}

/** One transition taken by the machine, as {@link ViewerStep.transitions} lists it. */
export interface ViewerTransition {
  /** The id of the state the transition is defined on, e.g. `"hand.preflop.bet"`. */
  source: string;
  /** The id of the state it went to; the source itself for a targetless transition. */
  target: string;
  /** The XState event type (`""` for an eventless `always` transition). */
  event: string;
  /** The guard as text (as in {@link ChartEdge.guard}), or `null`. */
  guard: string | null;
}

/** One hand of {@link toHtmlViewer}: a title for the hand menu and its steps. */
export interface ViewerHand {
  /** The hand's name in the viewer's menu, e.g. `"a raise, called to the showdown"`. */
  title: string;
  /** The hand history, in order; at least one step. */
  steps: readonly ViewerStep[];
}

/** Options of {@link toHtmlViewer}. */
export interface HtmlViewerOptions extends Omit<ChartOptions, 'active'> {
  /** The machine whose chart is drawn (a hand machine, a table machine, any XState v5 machine). */
  machine: ChartMachine;
  /** The hand history, in order; at least one step. Give `steps`, `hands` or both (then `steps` comes first). */
  steps?: readonly ViewerStep[];
  /** Several hands to pick from in a menu (for example a raise, an all-in with its run-out). */
  hands?: readonly ViewerHand[];
  /** The page title and heading. Default: `"<machine id> chart"`. */
  title?: string;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A state value as short text: `flop.betting`, or `{a: x, b: y}` for parallel states. */
function valueText(state: ActiveStates, active: string[], rootId: string): string {
  if (Array.isArray(state)) return (state as readonly string[]).join(', ');
  const value = (state as { value: StateValue }).value;
  if (typeof value === 'string') return value;
  const flat = (v: StateValue): string =>
    typeof v === 'string'
      ? v
      : Object.entries(v)
          .map(([k, sub]) => (sub === undefined || (typeof sub === 'object' && Object.keys(sub).length === 0) ? k : typeof sub === 'string' ? `${k}.${sub}` : `${k}.${flat(sub as StateValue)}`))
          .join(' | ');
  return flat(value) || active.map((a) => a.slice(rootId.length + 1)).join(', ');
}

/**
 * The edges of the chart a step's transitions went along (their ids), and the transitions as
 * text: `ACT [bettingClosedAllIn] → runout, always [boardComplete] → showdown`.
 */
function takenEdges(
  transitions: readonly ViewerTransition[] | undefined,
  edges: readonly ChartEdge[],
  rootId: string,
  guards: boolean,
  actions: boolean,
): { edges?: string[]; via?: string } {
  if (!Array.isArray(transitions) || transitions.length === 0) return {};
  const ids: string[] = [];
  const texts: string[] = [];
  for (const t of transitions) {
    if (!t || typeof t.source !== 'string' || typeof t.target !== 'string') continue;
    const edge = edges.find((e) => e.source === t.source && e.target === t.target && e.event === t.event && e.guard === t.guard);
    if (edge && !ids.includes(edge.id)) ids.push(edge.id);
    const label = edge ? edgeText(edge, guards, actions) : `${t.event || 'always'}${guards && t.guard ? ` [${t.guard}]` : ''}`;
    const to = t.target.startsWith(`${rootId}.`) ? t.target.slice(rootId.length + 1) : t.target;
    texts.push(t.target === t.source ? label : `${label} \u2192 ${to}`);
  }
  return { edges: ids, via: texts.join(', ') };
}

const STYLE = `
*{box-sizing:border-box}
html,body{height:100%}
body{margin:0;display:flex;flex-direction:column;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1d2733;background:#fff}
header{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;padding:.5rem 1rem;border-bottom:1px solid #d8dee6;background:#f6f8fa}
header h1{font-size:1.05rem;margin:0 .5rem 0 0}
header button,header select{font:inherit;padding:.2rem .6rem;border:1px solid #9aa7b6;border-radius:4px;background:#fff;cursor:pointer}
header button:disabled{opacity:.45;cursor:default}
.group{display:inline-flex;align-items:center;gap:.3rem}
#position{font-variant-numeric:tabular-nums;min-width:6.5rem;display:inline-block}
#zoom-level{font-variant-numeric:tabular-nums;min-width:3.2rem;text-align:center}
#state{font-family:ui-monospace,Menlo,Consolas,monospace;background:#fff4d6;border:1px solid ${chartColors.activeLine};border-radius:4px;padding:.1rem .45rem}
main{flex:1;min-height:0;display:grid;grid-template-columns:minmax(0,1fr) 22rem}
.chart{position:relative;overflow:hidden;cursor:grab;touch-action:none;user-select:none;-webkit-user-select:none;outline:none}
.chart:focus-visible{box-shadow:inset 0 0 0 2px ${chartColors.activeLine}}
.chart.dragging{cursor:grabbing}
.chart svg{display:block;position:absolute;inset:0;width:100%;height:100%}
.hint{position:absolute;left:.5rem;bottom:.4rem;margin:0;font-size:12px;color:#5b6573;background:rgba(255,255,255,.85);padding:.1rem .4rem;border-radius:3px;pointer-events:none}
aside{border-left:1px solid #d8dee6;overflow:auto}
aside h2{font-size:.95rem;margin:.7rem 1rem .3rem}
ol{margin:0;padding:0 0 1rem 0;list-style:none;counter-reset:step}
ol[hidden]{display:none}
li{counter-increment:step}
li button{all:unset;display:block;width:100%;box-sizing:border-box;padding:.35rem 1rem .35rem 2.8rem;position:relative;cursor:pointer;border-left:4px solid transparent}
li button::before{content:counter(step);position:absolute;left:.8rem;color:#7a8694;font-variant-numeric:tabular-nums}
li button:hover{background:#f1f4f8}
li[aria-current="step"] button{background:#fff4d6;border-left-color:${chartColors.activeLine}}
.label{display:block}
.detail,.value,.via{display:block;font-size:.8rem;color:#5b6573}
.via{color:#7a3e00}
.value{font-family:ui-monospace,Menlo,Consolas,monospace}
.chart g.state.active > path,.chart g.state.active > polygon,.chart g.state.active > ellipse{fill:${chartColors.activeFill};stroke:${chartColors.activeLine};stroke-width:2.5px}
.chart g.cluster.state.active > path,.chart g.cluster.state.active > polygon{fill:${chartColors.activeClusterFill};stroke:${chartColors.activeLine};stroke-width:2.5px}
.chart g.edge.taken > path{stroke:${chartColors.activeLine};stroke-width:2.5px}
.chart g.edge.taken > polygon{fill:${chartColors.activeLine};stroke:${chartColors.activeLine}}
.chart g.edge.taken text{fill:#7a3e00}
@media (max-width:800px){main{grid-template-columns:1fr;grid-template-rows:70vh auto}aside{border-left:0;border-top:1px solid #d8dee6}}
`;

// The page's script: runViewer, typed against the DOM in runViewer.ts and compiled with the package;
// its compiled source is inlined into the page (no external file, works offline).
const SCRIPT = `(${runViewer.toString()})();`;

/**
 * A single self-contained HTML page (no external files, works offline from `file://`) that
 * shows the machine's chart as inline SVG beside one or more hand histories, and steps through
 * them, highlighting the state of each step.
 *
 * - Steps: the buttons, the arrow keys (Right/Down next, Left/Up previous, Home, End) or a click
 *   on a step. A step's `transitions` (recorded by {@link recordHandSteps}) are highlighted on the
 *   chart and listed under the step with their guards. With several hands (option `hands`), a menu picks the hand, `]` and `[` the next
 *   and previous one.
 * - Chart: it opens at 100%, the size Graphviz laid it out at (every label at least 12 CSS
 *   pixels), panned to the current state, and follows the current state as the hand moves.
 *   Drag to pan, the mouse wheel to zoom at the pointer; the buttons − and +, "Fit" (the whole
 *   chart) and "100%"; on the keyboard `+`/`-`, `0` (fit), `1` (100%), `Z` (switch between the
 *   two) and Shift with an arrow key to pan.
 * - The URL hash `#step=N` (1-based; `#hand=H&step=N` with several hands) opens that step and
 *   follows the current one, so a step can be linked.
 *
 * Resolves to the HTML text. Each step's `state` is checked against the machine: a state the
 * machine does not have throws a {@link VizError}.
 *
 * @example
 * ```ts
 * const html = await toHtmlViewer({ machine, steps: [
 *   { label: 'blinds posted', state: snapshot0 },
 *   { label: 'seat 0 calls', state: snapshot1 },
 * ] });
 * fs.writeFileSync('hand.html', html);
 * ```
 */
export async function toHtmlViewer(options: HtmlViewerOptions): Promise<string> {
  checkOptions(options, 'toHtmlViewer');
  const { machine } = options;
  checkMachine(machine, 'toHtmlViewer');
  const given: ViewerHand[] = [];
  if (options.steps !== undefined) given.push({ title: options.hands === undefined ? 'hand' : 'hand 1', steps: options.steps });
  if (options.hands !== undefined) {
    if (!Array.isArray(options.hands)) throw new VizError('BAD_STEPS', 'toHtmlViewer: hands must be an array of { title, steps }');
    given.push(...options.hands);
  }
  if (given.length === 0) throw new VizError('BAD_STEPS', 'toHtmlViewer needs at least one step ({ label, state }): give steps or hands');
  const rootId = (machine.root as { id: string }).id;
  const chartOptions: ChartOptions = { ...options };
  delete chartOptions.active;
  delete chartOptions.title;
  delete (chartOptions as { hands?: unknown }).hands;
  delete (chartOptions as { steps?: unknown }).steps;
  const chart = toChartJson(machine, chartOptions);
  const guards = options.guards ?? true;
  const actions = options.actions ?? true;
  const data: ViewerPageHand[] = given.map((hand, h) => {
    const where = given.length > 1 ? `hand ${h + 1}, ` : '';
    if (!hand || typeof hand.title !== 'string' || !Array.isArray(hand.steps) || hand.steps.length === 0) {
      throw new VizError('BAD_STEPS', `toHtmlViewer: ${given.length > 1 ? `hand ${h + 1}` : 'the hand'} needs a title and at least one step ({ label, state })`);
    }
    const steps = hand.steps.map((step, i) => {
      if (!step || typeof step.label !== 'string' || step.state === undefined || step.state === null) {
        throw new VizError('BAD_STEPS', `${where}step ${i + 1} must be { label: string, state: snapshot or state ids }`);
      }
      let active: string[];
      try {
        active = resolveActiveStates(machine, step.state);
      } catch (error) {
        if (error instanceof VizError) throw new VizError(error.code, `${where}step ${i + 1} ("${step.label}"): ${error.message}`);
        throw error;
      }
      const taken = takenEdges(step.transitions, chart.edges, rootId, guards, actions);
      return { label: step.label, detail: step.detail ?? '', value: valueText(step.state, active, rootId), active, ...taken };
    });
    return { title: hand.title, steps };
  });
  const svg = (await dotToSvg(chartToDot(chart, chartOptions)))
    .replace(/<\?xml[^>]*\?>\s*/, '')
    .replace(/<!DOCTYPE[^>]*>\s*/, '')
    .replace(/<!--[\s\S]*?-->\s*/g, '');
  const title = options.title ?? `${rootId} chart`;
  const lists = data
    .map(
      (hand, h) =>
        `<ol class="steps" id="steps-${h + 1}" aria-label="${escapeHtml(hand.title)}"${h === 0 ? '' : ' hidden'}>\n` +
        hand.steps
          .map(
            (s, i) =>
              `<li data-index="${i}"><button type="button"><span class="label">${escapeHtml(s.label)}</span>` +
              (s.detail ? `<span class="detail">${escapeHtml(s.detail)}</span>` : '') +
              (s.via ? `<span class="via">${escapeHtml(s.via)}</span>` : '') +
              `<span class="value">${escapeHtml(s.value)}</span></button></li>`,
          )
          .join('\n') +
        '\n</ol>',
    )
    .join('\n');
  const picker =
    data.length > 1
      ? `<label class="group">Hand <select id="hand" title="Sample hand ([ and ])">` +
        data.map((hand, h) => `<option value="${h}">${escapeHtml(hand.title)}</option>`).join('') +
        `</select></label>\n`
      : '';
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const first = data[0]!;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body data-hand="1" data-step="1">
<header>
<h1>${escapeHtml(title)}</h1>
${picker}<span class="group controls">
<button type="button" id="first" title="First step (Home)">&laquo; First</button>
<button type="button" id="prev" title="Previous step (Left arrow)">&#x2190; Prev</button>
<button type="button" id="next" title="Next step (Right arrow)">Next &#x2192;</button>
<button type="button" id="last" title="Last step (End)">Last &raquo;</button>
</span>
<span id="position" aria-live="polite">Step 1 / ${first.steps.length}</span>
<span class="group zoom">
<button type="button" id="zoom-out" title="Zoom out (-)" aria-label="Zoom out">&minus;</button>
<output id="zoom-level" aria-live="polite">100%</output>
<button type="button" id="zoom-in" title="Zoom in (+)" aria-label="Zoom in">+</button>
<button type="button" id="zoom-fit" title="Show the whole chart (0)">Fit</button>
<button type="button" id="zoom-actual" title="Actual size, on the current state (1)">100%</button>
</span>
<span>state: <code id="state">${escapeHtml(first.steps[0]?.value ?? '')}</code></span>
</header>
<main>
<div class="chart" id="chart" tabindex="0" role="img" aria-label="${escapeHtml(`Statechart of ${rootId}`)}">
${svg.trim()}
<p class="hint">Drag to pan, wheel to zoom; keys + - 0 1, Shift+arrows</p>
</div>
<aside>
<h2>Hand history</h2>
${lists}
</aside>
</main>
<script type="application/json" id="viewer-steps">${json}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
