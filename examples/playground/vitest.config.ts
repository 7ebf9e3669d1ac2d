import { defineProject } from 'vitest/config';

// Browser tests: they open the built site (dist/) in headless Chromium through playwright-core.
export default defineProject({
  test: {
    name: '@pokerchart/playground',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
