import { defineProject } from 'vitest/config';
import { workspaceAlias } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias: workspaceAlias },
  test: {
    name: '@pokerchart/paigow',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // a 2-core CI machine runs every project at once: the default 5 s is too tight for the long properties
    testTimeout: 30_000,
  },
});
