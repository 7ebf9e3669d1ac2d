import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

/** Kept for tests that imported the helper from here; new tests import `./runCliHelper.js`. */
export { run };

describe('pokerchart', () => {
  it('prints help with --help and exits 0', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: pokerchart <command>');
  });
  it('--version prints the version of the package (0.1.0 after `changeset version`)', async () => {
    const r = await run(['--version']);
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(r.code).toBe(0);
    expect(r.out).toBe(`pokerchart ${version}\n`);
  });
  it('rejects an unknown command with exit code 2', async () => {
    const r = await run(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command "frobnicate"');
  });
});
