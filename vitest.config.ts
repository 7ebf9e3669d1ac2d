import { defineConfig } from 'vitest/config';

// Root config: `npx vitest run` from the repo root runs every workspace as a project, in one process.
export default defineConfig({
  test: {
    projects: ['packages/*', 'examples/*'],
  },
});
