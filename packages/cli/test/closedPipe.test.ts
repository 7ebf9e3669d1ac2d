import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `pokerchart … | head -1`: when the reader of the output goes away, every command that prints
// ends quietly with exit code 0 (no "Error: write EPIPE", no stack). Runs the built command, as
// the README's tests do (`npm test` builds first).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = join(root, 'packages/cli/bin/pokerchart.js');

/**
 * Runs the command with its standard output (or, with `closed: 'stderr'`, its standard error)
 * closed before it writes anything; its exit code and what it wrote to the other stream.
 */
function runWithClosedOutput(args: string[], input = '', closed: 'stdout' | 'stderr' = 'stdout'): Promise<{ code: number | null; signal: string | null; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    const [gone, open] = closed === 'stdout' ? [child.stdout, child.stderr] : [child.stderr, child.stdout];
    gone.destroy(); // the reader is gone: every write to that stream fails with EPIPE
    let err = '';
    open.on('data', (d) => (err += String(d)));
    child.stdin.end(input);
    child.on('error', fail);
    child.on('close', (code, signal) => done({ code, signal, err }));
  });
}

const commands: [string, string[], string?][] = [
  ['simulate', ['simulate', '--hands', '200', '--players', '3']],
  ['chart', ['chart', '--variant', 'omaha', '--format', 'json']],
  ['eval', ['eval', 'AsKd', '--board', 'Ac9d7s4h2c']],
  ['equity', ['equity', 'AhAs', 'KdKc', '--board', '2c3d4h']],
  ['replay', ['replay', 'examples/hands']],
  ['play', ['play', '--players', '2'], 'call\ncheck\nq\n'],
  ['--help', ['--help']],
  ['a command\'s --help', ['simulate', '--help']],
];

describe('a closed pipe ends the command quietly', () => {
  for (const [name, args, input] of commands) {
    it(`${name}: exit code 0 and nothing on stderr when stdout is closed`, async () => {
      const r = await runWithClosedOutput(args, input);
      expect(r.err).toBe('');
      expect(r.signal).toBeNull();
      expect(r.code).toBe(0);
    });
  }

  it('pokerchart simulate | head -1: the first line, exit code 0 for both, nothing on stderr', () => {
    const r = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${bin}" simulate --hands 300 --players 3 | head -1`], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Texas Hold'em, No Limit, 3 players, seed 1: 300 hands, blinds 10\/20\n$/);
    expect(r.status).toBe(0);
  });

  it('still reports a failure of the work itself: an unknown variant exits 2 with its message', async () => {
    const r = await runWithClosedOutput(['simulate', '--variant', 'stud']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown variant "stud"');
  });

  it('a closed stderr keeps the exit code: a usage error still exits 2, a good command prints its output and exits 0', async () => {
    const bad = await runWithClosedOutput(['simulate', '--variant', 'stud'], '', 'stderr');
    expect(bad.signal).toBeNull();
    expect(bad.code).toBe(2);
    const good = await runWithClosedOutput(['eval', 'AsKd', '--board', 'Ac9d7s4h2c'], '', 'stderr');
    expect(good.code).toBe(0);
    expect(good.err).toContain('Pair of Aces, King kicker'); // its stdout
  });
});
