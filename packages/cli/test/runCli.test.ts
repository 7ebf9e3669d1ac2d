import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/index.js';

/** Runs the CLI in-process and collects what it prints. */
export async function run(args: string[], input = '') {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const stdin = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += String(d)));
  stderr.on('data', (d) => (err += String(d)));
  stdin.end(input);
  const code = await runCli(args, { stdout, stderr, stdin });
  return { code, out, err };
}

describe('pokerchart', () => {
  it('prints help with --help and exits 0', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Usage: pokerchart <command>');
  });
  it('rejects an unknown command with exit code 2', async () => {
    const r = await run(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command "frobnicate"');
  });
});
