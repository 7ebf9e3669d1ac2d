import { defineConfig, type Plugin } from 'vite';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { workspaceAlias } from '../../vitest.shared.js';
import { defaultDrawing, drawingKey } from './src/drawing.js';

// The playground is a static site: relative asset paths (`base: './'`) so that dist/index.html
// works from any static file server, under any path. The pokerchart packages resolve to their
// sources, so `npm run playground` reloads live when a package changes too.
// the ES module build of Graphviz (its package exports only its entry point; require finds the CommonJS one beside it)
const graphviz = createRequire(import.meta.url).resolve('@viz-js/viz').replace(/\.cjs$/, '.js');

/**
 * `virtual:prelaid-charts`: the page's first chart (Texas Hold'em, no limit) laid out by Graphviz
 * at build time, so the page shows it without waiting for Graphviz in WebAssembly. It is made
 * from the built packages; when they are missing or differ from the sources, the map is empty or
 * its key does not match, and the page lays the chart out itself.
 */
function prelaidCharts(): Plugin {
  const id = 'virtual:prelaid-charts';
  return {
    name: 'pokerchart-prelaid-charts',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    async load(source) {
      if (source !== `\0${id}`) return null;
      const charts: Record<string, string> = {};
      try {
        const [{ createHandMachine }, { texasHoldem }, { noLimit }, viz] = await Promise.all([
          import('@pokerchart/engine'),
          import('@pokerchart/variants'),
          import('@pokerchart/betting'),
          import('@pokerchart/viz'),
        ]);
        const json = viz.toChartJson(createHandMachine(texasHoldem, noLimit()));
        charts[drawingKey(json, defaultDrawing)] = await viz.dotToSvg(viz.chartToDot(json, defaultDrawing));
      } catch (e) {
        this.warn(`no chart laid out at build time (the page will lay it out): ${e instanceof Error ? e.message : String(e)}`);
      }
      return `export default ${JSON.stringify(charts)};`;
    },
  };
}

export default defineConfig({
  plugins: [prelaidCharts()],
  base: './',
  resolve: {
    alias: [
      ...Object.entries(workspaceAlias).map(([find, replacement]) => ({ find, replacement })),
      // Graphviz (1.2 MB) loads lazily: @pokerchart/viz's static import of it gets a shim
      { find: /^@viz-js\/viz$/, replacement: fileURLToPath(new URL('./src/lazyGraphviz.ts', import.meta.url)) },
      { find: /^graphviz-wasm$/, replacement: graphviz },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Graphviz in WebAssembly is one large module, in a chunk of its own loaded on first use
    chunkSizeWarningLimit: 1500,
  },
  server: { host: '127.0.0.1' },
});
