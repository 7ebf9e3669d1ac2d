// Stands in for `@viz-js/viz` in the browser bundle (see vite.config.ts): @pokerchart/viz imports
// it statically, but Graphviz in WebAssembly is over a megabyte, so the page loads it as a chunk
// of its own, started by main.tsx while the table renders, and the table shows at once.
import type { Viz } from '@viz-js/viz';

let graphviz: Promise<Viz> | undefined;

/** Graphviz, loaded and compiled once, on first call. */
export function instance(): Promise<Viz> {
  graphviz ??= import('graphviz-wasm').then((m) => m.instance());
  return graphviz;
}
