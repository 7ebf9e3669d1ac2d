import { defineConfig } from 'vitest/config';

// Root config: `npx vitest run` from the repo root runs every workspace as a project, in one process.
export default defineConfig({
  test: {
    // Every package, and every example that has tests (examples/hands is data only).
    projects: ['packages/*', 'examples/*/vitest.config.ts'],
  },
});
