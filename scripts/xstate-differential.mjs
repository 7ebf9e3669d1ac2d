#!/usr/bin/env node
// Runs the differential tests of the engine's direct stepping (hand and table machines against
// XState's own algorithm, the same random hands under both settings of configureEngine, and with
// the hand's actor made at the start, in the middle or never) on a given xstate version, and
// asserts that direct stepping is ON there (the startup probe agrees).
// The version is installed into a temporary folder from the npm registry; every `xstate` import of
// the sources and tests resolves to it (POKERCHART_XSTATE_ENTRY, read by vitest.shared.ts).
//   node scripts/xstate-differential.mjs 5.30.0
//   node scripts/xstate-differential.mjs            # the lockfile's version (node_modules/xstate)
// The stepping test plays POKERCHART_STEPPING_HANDS random hands of every built-in variant under
// both settings (default here 1,000 each; the suite alone plays 1,000 over all of them).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const locked = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'xstate', 'package.json'), 'utf8')).version;
const version = process.argv[2] ?? locked;
const tests = [
  'packages/engine/test/directTransition.test.ts',
  'packages/engine/test/configureEngine.test.ts',
  'packages/table/test/directTable.test.ts',
  'packages/variants/test/stepping.test.ts',
  'packages/variants/test/actorOnDemand.test.ts',
];

let dir = null;
let xstateDir = path.join(root, 'node_modules', 'xstate');
try {
  if (version !== locked) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pokerchart-xstate-'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'xstate-copy', private: true }));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--save-exact', `xstate@${version}`], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
    xstateDir = path.join(dir, 'node_modules', 'xstate');
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(xstateDir, 'package.json'), 'utf8'));
  if (pkg.version !== version) throw new Error(`expected xstate ${version}, installed ${pkg.version}`);
  // the ES module entry, as package.json's exports name it
  const dot = pkg.exports['.'];
  const pick = (e) => (typeof e === 'string' ? e : e.import ? pick(e.import) : e.default ? pick(e.default) : e.module ? pick(e.module) : null);
  const entry = path.join(xstateDir, pick(dot));
  if (!fs.existsSync(entry)) throw new Error(`no ES module entry in xstate ${version}: ${entry}`);
  console.log(`differential tests of direct stepping on xstate ${version} (${path.relative(root, entry) || entry})`);
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...tests], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, POKERCHART_XSTATE_ENTRY: entry, POKERCHART_XSTATE_VERSION: version, POKERCHART_STEPPING_HANDS: process.env.POKERCHART_STEPPING_HANDS ?? '1000' },
  });
  console.log(`xstate ${version}: direct stepping on (asserted by configureEngine.test.ts), hand and table machines step as XState does; ${process.env.POKERCHART_STEPPING_HANDS ?? '1000'} random hands of every built-in variant identical under both settings`);
} finally {
  if (dir !== null) fs.rmSync(dir, { recursive: true, force: true });
}
