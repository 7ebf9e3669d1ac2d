import { defineConfig } from 'vite';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { workspaceAlias } from '../../vitest.shared.js';

// The playground is a static site: relative asset paths (`base: './'`) so that dist/index.html
// works from any static file server, under any path. The pokerchart packages resolve to their
// sources, so `npm run playground` reloads live when a package changes too.
// the ES module build of Graphviz (its package exports only its entry point; require finds the CommonJS one beside it)
const graphviz = createRequire(import.meta.url).resolve('@viz-js/viz').replace(/\.cjs$/, '.js');

export default defineConfig({
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
