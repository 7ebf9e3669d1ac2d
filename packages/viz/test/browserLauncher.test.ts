import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// scripts/browser.mjs, the browser of the browser tests: $CHROME_PATH first, a system browser,
// else the Chromium of @sparticuz/chromium unpacked once, safely when test workers race.
const launcher = resolve(dirname(fileURLToPath(import.meta.url)), '../../../scripts/browser.mjs');
const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'pokerchart-launcher-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `findChromium()` in a fresh Node process with this environment: its path, or its error message. */
async function find(env: Record<string, string | undefined>): Promise<string> {
  const code = `import(${JSON.stringify(pathToFileURL(launcher).href)}).then((m) => m.findChromium()).then((p) => console.log(p), (e) => console.log('ERROR ' + e.message))`;
  const clean = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const { stdout } = await run(process.execPath, ['-e', code], { env: clean, timeout: 170_000 });
  return stdout.trim();
}

describe('scripts/browser.mjs', () => {
  it('uses $CHROME_PATH when it is an executable, and says how to get a browser when it is not', async () => {
    const fake = join(dir, 'my-chrome');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(await find({ CHROME_PATH: fake })).toBe(fake);
    const bad = await find({ CHROME_PATH: join(dir, 'nothing-here') });
    expect(bad).toMatch(/^ERROR CHROME_PATH is set to .*nothing-here, which is not an executable file/);
    expect(bad).toContain('Run `npm ci`');
  });

  it('finds one browser for workers that race on a fresh machine: unpacked once, never half-written', async () => {
    const cache = join(dir, 'cache');
    const env = { CHROME_PATH: undefined, POKERCHART_CHROMIUM_CACHE: cache };
    const paths = await Promise.all([find(env), find(env), find(env)]);
    expect(paths[0]).not.toMatch(/^ERROR/);
    expect(new Set(paths).size).toBe(1);
    expect(existsSync(paths[0]!)).toBe(true);
    // no staging folder or lock is left behind
    expect(readdirSync(dir).filter((f) => f.startsWith('cache.'))).toEqual([]);
  }, 180_000);
});
