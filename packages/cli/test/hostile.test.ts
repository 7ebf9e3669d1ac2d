// Hostile arguments to the `pokerchart` command: every bad argument exits 2 with a message on
// stderr naming the command and the problem (a bad file given to replay is a result entry with
// an error and exit 1); nothing throws out of runCli, nothing pollutes Object.prototype.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './runCliHelper.js';

const usage: string[][] = [
  ['bogus'], ['__proto__'], ['constructor'], ['toString'],
  ['eval'], ['eval', 'zz'], ['eval', 'AsAs', '--board', 'KsQsJs'], ['eval', 'AsKs', '--variant', 'nope'], ['eval', 'AsKs', '--board'],
  ['eval', 'As'.repeat(100_000)], ['eval', '--unknown-flag', 'AsKs'],
  ['simulate', '--hands', 'NaN'], ['simulate', '--hands', '-1'], ['simulate', '--hands', '1.5'], ['simulate', '--hands', '1e12'],
  ['simulate', '--hands', 'Infinity'], ['simulate', '--seed', 'x'], ['simulate', '--variant', '__proto__'], ['simulate', '--hands'],
  ['chart'], ['chart', '--variant', 'nope', '--format', 'json'], ['chart', '--variant', 'holdem', '--format', 'x'],
  ['chart', '--variant', 'holdem', '--betting', 'zz', '--format', 'json'],
  ['replay'], ['replay', '--json'],
  ['equity', 'AsAd'], ['equity', 'AsAd', 'AsKd'], ['equity', 'AsAd', 'KsKd', '--board', 'zz'], ['equity', 'AsAd', 'KsKd', '--variant', 'constructor'],
  ['play', '--players', 'NaN'], ['play', '--players', '99'], ['play', '--variant', 'toString'],
];

describe('cli: hostile arguments', () => {
  for (const args of usage) {
    it(`exits 2 with a message: pokerchart ${args.join(' ').slice(0, 60)}`, async () => {
      const { code, err } = await run(args);
      expect(code).toBe(2);
      expect(err).toMatch(/^pokerchart/);
      expect(err).not.toMatch(/TypeError|at .*\.js:\d+/);
    });
  }

  it('replay of a missing file or a file that is not PHH is an error entry and exit 1, not a crash', async () => {
    const junk = join(mkdtempSync(join(tmpdir(), 'pokerchart-hostile-')), 'junk.phh');
    writeFileSync(junk, `__proto__ = 1\n${'x'.repeat(100_000)}`);
    for (const file of ['/nonexistent/x.phh', junk]) {
      const { code, out } = await run(['replay', file, '--json']);
      expect(code).toBe(1);
      const entries = JSON.parse(out) as { file: string; error?: string }[];
      expect(entries[0]!.error).toBeTruthy();
    }
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
