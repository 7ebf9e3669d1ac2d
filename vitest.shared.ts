import { fileURLToPath } from 'node:url';

/**
 * Test-time resolution of the workspace packages to their sources, so that `vitest` runs
 * against `src/` without waiting for a build (type-checking still goes through `dist/`).
 */
const names = ['cards', 'evaluator', 'betting', 'engine', 'variants', 'table', 'phh', 'bots', 'odds', 'paigow', 'viz', 'tournament', 'client', 'server', 'histories', 'solver'];

/**
 * `POKERCHART_XSTATE_ENTRY` (set by scripts/xstate-differential.mjs): the ES module entry of
 * another xstate copy, which every `xstate` import of the sources and tests then resolves to, so
 * the differential tests run on that version (`xstate/graph` and other subpaths are not mapped).
 */
const xstateEntry = process.env.POKERCHART_XSTATE_ENTRY;

export const workspaceAlias: Record<string, string> = Object.fromEntries([
  ...(xstateEntry ? [['xstate', xstateEntry]] : []),
  // the engine's internal entry (for the table package), before '@pokerchart/engine' which would match it as a prefix
  ['@pokerchart/engine/internal', fileURLToPath(new URL('./packages/engine/src/internal.ts', import.meta.url))],
  ...names.map((n) => [`@pokerchart/${n}`, fileURLToPath(new URL(`./packages/${n}/src/index.ts`, import.meta.url))]),
]);
