import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The README's "Try it" commands, run as a new user runs them after `npm ci && npm run build`:
// through the `pokerchart` bin that `npm ci` linked (node_modules/.bin), from the repository
// root, with nothing on stdin. `npm test` builds first; a bare `vitest run` on an unbuilt clone
// fails here with the bin's "run npm run build first".
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const bin = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'pokerchart.cmd' : 'pokerchart');

/** The commands of the README's "Try it" block, without their comments. */
function tryItCommands(): string[][] {
  const section = readme.split(/^## Try it$/m)[1]?.split(/^## /m)[0] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split(/\s+/));
}

const run = promisify(execFile);

describe('README "Try it"', () => {
  const commands = tryItCommands();

  it('has the commands a new user tries, each through npx pokerchart', () => {
    expect(commands.length).toBeGreaterThanOrEqual(6);
    for (const words of commands) expect(words.slice(0, 2)).toEqual(['npx', 'pokerchart']);
    expect(commands.map((w) => w[2])).toEqual(expect.arrayContaining(['eval', 'chart', 'equity', 'replay', 'play', 'simulate']));
  });

  it('npm ci linked the pokerchart bin (a committed file, so no build is needed for the link)', () => {
    expect(existsSync(bin), `${bin} is missing: run npm ci`).toBe(true);
  });

  for (const words of commands) {
    it(`exits 0: ${words.join(' ')}`, async () => {
      const child = run(bin, words.slice(2), { cwd: root, timeout: 170_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } });
      child.child.stdin?.end();
      const { stdout } = await child.catch((error: { code?: number; stdout?: string; stderr?: string }) => {
        throw new Error(`\`${words.join(' ')}\` failed (exit ${String(error.code)}):\n${error.stderr ?? ''}${error.stdout?.slice(0, 2000) ?? ''}`);
      });
      expect(stdout.length).toBeGreaterThan(0);
    }, 180_000);
  }

  it('names only example files that exist (README and guides)', () => {
    const docs = ['README.md', ...['getting-started.md', 'hand-histories.md'].map((f) => join('docs/guides', f))];
    const named = new Set<string>();
    for (const doc of docs) for (const m of readFileSync(join(root, doc), 'utf8').matchAll(/examples\/hands(?:\/[\w.-]+)?/g)) named.add(m[0]);
    expect(named.size).toBeGreaterThan(1);
    expect([...named].filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
