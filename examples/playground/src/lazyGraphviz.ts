// Stands in for `@viz-js/viz` in the browser bundle (see vite.config.ts): @pokerchart/viz imports
// it statically, but Graphviz in WebAssembly is over a megabyte, so the page loads it on first use,
// as a separate chunk, and the table shows at once.
import type { Viz } from '@viz-js/viz';

/** Graphviz, loaded on first call. */
export function instance(): Promise<Viz> {
  return import('graphviz-wasm').then((m) => m.instance());
}
