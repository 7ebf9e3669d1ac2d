import { instance, type Viz } from '@viz-js/viz';
import type { ChartOptions } from './ChartOptions.js';
import { chartFont, toDot } from './toDot.js';
import { VizError } from './VizError.js';
import type { ChartMachine } from './ChartMachine.js';

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
