#!/usr/bin/env node
// The `pokerchart` command. This small file is committed (not built) so that `npm ci` links the
// bin even before the first build; it loads the built CLI from ../dist.
import { existsSync } from 'node:fs';

const built = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write(
    'pokerchart: the command line is not built yet (packages/cli/dist/bin.js is missing).\n' +
      'Run `npm run build` first (in the repository root), then run the command again.\n',
  );
  process.exit(1);
}
await import(built.href);
