import { fileURLToPath } from 'node:url';

/**
 * Test-time resolution of the workspace packages to their sources, so that `vitest` runs
 * against `src/` without waiting for a build (type-checking still goes through `dist/`).
 */
const names = ['cards', 'evaluator', 'betting', 'engine', 'variants', 'table', 'phh', 'bots', 'odds', 'viz', 'tournament'];

export const workspaceAlias: Record<string, string> = Object.fromEntries(
  names.map((n) => [`@pokerchart/${n}`, fileURLToPath(new URL(`./packages/${n}/src/index.ts`, import.meta.url))]),
);
