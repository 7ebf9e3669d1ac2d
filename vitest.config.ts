import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Root config: `npx vitest run` from the repo root runs every workspace as a project, in one process.
export default defineConfig({
  test: {
    // Every package, and every example that has tests (examples/hands is data only).
    projects: ['packages/*', 'examples/*/vitest.config.ts'],
    // Vitest runs test files in (cores - 1) workers by default: one worker on the 2-core machine CI
    // runs on, where `npm test` then took 11.5 minutes of CI's 20. Two workers there take 7.5 (the
    // room's tests wait on sockets and timers, so a second worker fills the idle core); larger
    // machines keep vitest's default.
    maxWorkers: Math.max(2, (os.availableParallelism?.() ?? os.cpus().length) - 1),
  },
});
