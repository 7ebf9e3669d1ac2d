import type { StateValue } from 'xstate';
import type { ActiveStates, ChartOptions } from './ChartOptions.js';
import { resolveActiveStates } from './resolveActiveStates.js';
import { chartColors, chartToDot } from './toDot.js';
import { toChartJson } from './toChartJson.js';
import { dotToSvg } from './toSvg.js';
import { VizError } from './VizError.js';
import type { ChartMachine } from './ChartMachine.js';
import { checkMachine, checkOptions } from './checkChartInput.js';

/** One step of the hand history shown by {@link toHtmlViewer}. */
export interface ViewerStep {
  /** What happened, e.g. `"seat 3 raises to 300"` or `"flop: As Kd 7c"`. */
  label: string;
  /** The state the machine was in after this step: a snapshot (anything with a `value`) or state ids/paths. */
  state: ActiveStates;
  /** Optional second line: pot, board, stacks… */
  detail?: string;
}

/** Options of {@link toHtmlViewer}. */
export interface HtmlViewerOptions extends Omit<ChartOptions, 'active'> {
  /** The machine whose chart is drawn (a hand machine, a table machine, any XState v5 machine). */
  machine: ChartMachine;
  /** The hand history, in order; at least one step. */
  steps: readonly ViewerStep[];
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

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;color:#1d2733;background:#fff}
header{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;padding:.6rem 1rem;border-bottom:1px solid #d8dee6;background:#f6f8fa}
header h1{font-size:1.05rem;margin:0 1rem 0 0}
.controls button{font:inherit;padding:.25rem .7rem;border:1px solid #9aa7b6;border-radius:4px;background:#fff;cursor:pointer}
.controls button:disabled{opacity:.45;cursor:default}
#position{font-variant-numeric:tabular-nums;min-width:6.5rem;display:inline-block}
#state{font-family:ui-monospace,Menlo,Consolas,monospace;background:#fff4d6;border:1px solid ${chartColors.activeLine};border-radius:4px;padding:.1rem .45rem}
main{display:grid;grid-template-columns:minmax(0,1fr) 22rem;height:calc(100vh - 3.2rem)}
.chart{overflow:auto;padding:1rem}
.chart svg{max-width:100%;height:auto}
.chart.natural svg{max-width:none}
aside{border-left:1px solid #d8dee6;overflow:auto}
aside h2{font-size:.95rem;margin:.7rem 1rem .3rem}
ol{margin:0;padding:0 0 1rem 0;list-style:none;counter-reset:step}
li{counter-increment:step}
li button{all:unset;display:block;width:100%;box-sizing:border-box;padding:.35rem 1rem .35rem 2.8rem;position:relative;cursor:pointer;border-left:4px solid transparent}
li button::before{content:counter(step);position:absolute;left:.8rem;color:#7a8694;font-variant-numeric:tabular-nums}
li button:hover{background:#f1f4f8}
li[aria-current="step"] button{background:#fff4d6;border-left-color:${chartColors.activeLine}}
.label{display:block}
.detail,.value{display:block;font-size:.8rem;color:#5b6573}
.value{font-family:ui-monospace,Menlo,Consolas,monospace}
.chart g.state.active > path,.chart g.state.active > polygon,.chart g.state.active > ellipse{fill:${chartColors.activeFill};stroke:${chartColors.activeLine};stroke-width:2.5px}
.chart g.cluster.state.active > path,.chart g.cluster.state.active > polygon{fill:${chartColors.activeClusterFill};stroke:${chartColors.activeLine};stroke-width:2.5px}
@media (max-width:800px){main{grid-template-columns:1fr;height:auto}aside{border-left:0;border-top:1px solid #d8dee6}}
`;

const SCRIPT = `
(function () {
  var steps = JSON.parse(document.getElementById('viewer-steps').textContent);
  var items = Array.prototype.slice.call(document.querySelectorAll('#steps li'));
  var current = -1;
  function clamp(i) { return Math.max(0, Math.min(steps.length - 1, i)); }
  function show(i, fromHash) {
    i = clamp(i);
    var previous = document.querySelectorAll('.chart .state.active');
    for (var k = 0; k < previous.length; k++) previous[k].classList.remove('active');
    var step = steps[i];
    for (var j = 0; j < step.active.length; j++) {
      var el = document.getElementById('s:' + step.active[j]);
      if (el) el.classList.add('active');
    }
    if (current >= 0 && items[current]) items[current].removeAttribute('aria-current');
    if (items[i]) {
      items[i].setAttribute('aria-current', 'step');
      var list = items[i].closest('aside');
      if (list && list.scrollHeight > list.clientHeight) {
        var top = items[i].offsetTop - list.offsetTop, bottom = top + items[i].offsetHeight;
        if (top < list.scrollTop) list.scrollTop = top;
        else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
      }
    }
    current = i;
    document.getElementById('position').textContent = 'Step ' + (i + 1) + ' / ' + steps.length;
    document.getElementById('state').textContent = step.value;
    document.getElementById('first').disabled = document.getElementById('prev').disabled = i === 0;
    document.getElementById('last').disabled = document.getElementById('next').disabled = i === steps.length - 1;
    document.body.setAttribute('data-step', String(i + 1));
    document.body.setAttribute('data-active', step.active.join(' '));
    if (!fromHash && history.replaceState) history.replaceState(null, '', '#step=' + (i + 1));
    reveal();
  }
  function reveal() {
    var chart = document.querySelector('.chart');
    var step = steps[current];
    var leaf = step && step.active.length ? document.getElementById('s:' + step.active[step.active.length - 1]) : null;
    if (!chart || !leaf || !chart.classList.contains('natural') || !leaf.getBoundingClientRect) return;
    var box = leaf.getBoundingClientRect(), view = chart.getBoundingClientRect();
    if (box.left < view.left || box.right > view.right || box.top < view.top || box.bottom > view.bottom) {
      chart.scrollLeft += box.left - view.left - (view.width - box.width) / 2;
      chart.scrollTop += box.top - view.top - (view.height - box.height) / 2;
    }
  }
  function toggleZoom() {
    var chart = document.querySelector('.chart');
    var natural = chart.classList.toggle('natural');
    var button = document.getElementById('zoom');
    button.textContent = natural ? 'Fit chart' : 'Full size';
    button.setAttribute('aria-pressed', natural ? 'true' : 'false');
    reveal();
  }
  function fromHash() {
    var m = /step=(\\d+)/.exec(location.hash);
    return m ? parseInt(m[1], 10) - 1 : 0;
  }
  document.getElementById('first').addEventListener('click', function () { show(0); });
  document.getElementById('prev').addEventListener('click', function () { show(current - 1); });
  document.getElementById('next').addEventListener('click', function () { show(current + 1); });
  document.getElementById('last').addEventListener('click', function () { show(steps.length - 1); });
  document.getElementById('zoom').addEventListener('click', toggleZoom);
  items.forEach(function (li, i) { li.querySelector('button').addEventListener('click', function () { show(i); }); });
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') show(current + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') show(current - 1);
    else if (e.key === 'Home') show(0);
    else if (e.key === 'End') show(steps.length - 1);
    else if (e.key === 'z' || e.key === 'Z') toggleZoom();
    else return;
    e.preventDefault();
  });
  window.addEventListener('hashchange', function () { show(fromHash(), true); });
  show(fromHash(), true);
})();
`;

/**
 * A single self-contained HTML page (no external files, works offline from `file://`) that
 * shows the machine's chart as inline SVG beside a hand history, and steps through it with the
 * buttons, the arrow keys (Home/End too) or a click on a step, highlighting the state of each
 * step. "Full size" (or the Z key) shows the chart at its natural size, scrolled to the current
 * state; "Fit chart" scales it to the window. The URL hash `#step=N` (1-based) opens step N and follows the current step, so a step
 * can be linked. Resolves to the HTML text.
 *
 * Each step's `state` is checked against the machine: a state the machine does not have throws
 * a {@link VizError}.
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
  const { machine, steps } = options;
  checkMachine(machine, 'toHtmlViewer');
  if (!Array.isArray(steps) || steps.length === 0) {
    throw new VizError('BAD_STEPS', 'toHtmlViewer needs at least one step ({ label, state })');
  }
  const rootId = (machine.root as { id: string }).id;
  const data = steps.map((step, i) => {
    if (!step || typeof step.label !== 'string' || step.state === undefined || step.state === null) {
      throw new VizError('BAD_STEPS', `step ${i + 1} must be { label: string, state: snapshot or state ids }`);
    }
    let active: string[];
    try {
      active = resolveActiveStates(machine, step.state);
    } catch (error) {
      if (error instanceof VizError) throw new VizError(error.code, `step ${i + 1} ("${step.label}"): ${error.message}`);
      throw error;
    }
    return { label: step.label, detail: step.detail ?? '', value: valueText(step.state, active, rootId), active };
  });
  const chartOptions: ChartOptions = { ...options };
  delete chartOptions.active;
  delete chartOptions.title;
  const svg = (await dotToSvg(chartToDot(toChartJson(machine, chartOptions), chartOptions)))
    .replace(/<\?xml[^>]*\?>\s*/, '')
    .replace(/<!DOCTYPE[^>]*>\s*/, '')
    .replace(/<!--[\s\S]*?-->\s*/g, '');
  const title = options.title ?? `${rootId} chart`;
  const list = data
    .map(
      (s, i) =>
        `<li data-index="${i}"><button type="button"><span class="label">${escapeHtml(s.label)}</span>` +
        (s.detail ? `<span class="detail">${escapeHtml(s.detail)}</span>` : '') +
        `<span class="value">${escapeHtml(s.value)}</span></button></li>`,
    )
    .join('\n');
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body data-step="1">
<header>
<h1>${escapeHtml(title)}</h1>
<span class="controls">
<button type="button" id="first" title="First step (Home)">&laquo; First</button>
<button type="button" id="prev" title="Previous step (Left arrow)">&#x2190; Prev</button>
<button type="button" id="next" title="Next step (Right arrow)">Next &#x2192;</button>
<button type="button" id="last" title="Last step (End)">Last &raquo;</button>
<button type="button" id="zoom" title="Full size or fit the window (Z)" aria-pressed="false">Full size</button>
</span>
<span id="position" aria-live="polite">Step 1 / ${data.length}</span>
<span>state: <code id="state">${escapeHtml(data[0]?.value ?? '')}</code></span>
</header>
<main>
<div class="chart" role="img" aria-label="${escapeHtml(`Statechart of ${rootId}`)}">
${svg.trim()}
</div>
<aside>
<h2>Hand history</h2>
<ol id="steps">
${list}
</ol>
</aside>
</main>
<script type="application/json" id="viewer-steps">${json}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
