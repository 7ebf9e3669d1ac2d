#!/usr/bin/env node
// Packs the published packages (npm pack) and installs the tarballs into a scratch project next to
// a given xstate version (default 5.30.0, the lowest the peer range allows), then checks that the
// project has ONE copy of xstate, that a hand plays and its chart draws (toMermaid, toChartJson,
// the table machine) with that copy, that the engine steps its machines directly there (engineInfo;
// the differential tests of that are scripts/xstate-differential.mjs), and that TypeScript accepts
// the machines as that xstate's AnyStateMachine. Needs the packages built (npm run build) and the npm registry for xstate.
//   node scripts/scratch-xstate.mjs [xstate-version]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const version = process.argv[2] ?? '5.30.0';
const packages = ['cards', 'evaluator', 'betting', 'engine', 'variants', 'table', 'viz'];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pokerchart-scratch-'));
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

try {
  const tarballs = {};
  for (const p of packages) {
    const out = run('npm', ['pack', '--silent', '--pack-destination', dir], path.join(root, 'packages', p)).trim().split('\n').pop();
    tarballs[`@pokerchart/${p}`] = `file:./${out}`;
  }
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({
    name: 'scratch', private: true, type: 'module',
    dependencies: { ...tarballs, xstate: version },
    // the tarballs depend on each other at 0.0.0, which the registry does not have: use the packed ones
    overrides: Object.fromEntries(Object.entries(tarballs).map(([k, v]) => [k, v])),
  }, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--engine-strict=false'], dir);

  const copies = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const p = path.join(d, e.name);
      if (e.name === 'xstate' && fs.existsSync(path.join(p, 'package.json'))) copies.push(`${path.relative(dir, p)}@${JSON.parse(fs.readFileSync(path.join(p, 'package.json'), 'utf8')).version}`);
      else if (e.name === 'node_modules' || e.name.startsWith('@') || d.endsWith('node_modules') || d.includes(`node_modules${path.sep}@`)) walk(p);
    }
  };
  walk(path.join(dir, 'node_modules'));
  if (copies.length !== 1 || !copies[0].endsWith(`@${version}`)) throw new Error(`expected one copy of xstate ${version}, found: ${copies.join(', ')}`);

  fs.writeFileSync(path.join(dir, 'check.ts'), `
import { createActor, type AnyStateMachine } from 'xstate';
import { noLimit } from '@pokerchart/betting';
import { createHand, createHandMachine, engineInfo } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { createTableMachine } from '@pokerchart/table';
import { toChartJson, toMermaid } from '@pokerchart/viz';

const machine: AnyStateMachine = createHandMachine(texasHoldem, noLimit());
const table: AnyStateMachine = createTableMachine(texasHoldem, noLimit());
const actor = createActor(createHandMachine(texasHoldem, noLimit()), { input: { stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 1 } } }).start();
actor.send({ type: 'ACT', action: { type: 'fold' } });
if (actor.getSnapshot().status !== 'done') throw new Error('the hand actor did not finish');
const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [100, 100], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 2 } });
while (!hand.isComplete) hand.act(hand.legalActions()!.check ? { type: 'check' } : { type: 'call' });
const mermaid = toMermaid(machine);
if (!mermaid.includes('roundClosed')) throw new Error('the chart has no rule-named guards');
if (toChartJson(table).nodes.length === 0) throw new Error('no table chart');
console.log('xstate ${version}: hand played (' + hand.result!.stacks.join(', ') + '), chart drawn (' + mermaid.split('\\n').length + ' lines)');
// the engine computes the steps of its machines directly when this xstate passes its startup probe
// (docs/guides/hand-lifecycle.md): every xstate of the peer range must, so a refusal fails the check
const info = engineInfo();
if (info.xstate !== '${version}') throw new Error('engineInfo() reads xstate ' + info.xstate + ', the project has ${version}');
if (info.stepping !== 'direct') throw new Error('direct stepping is off on xstate ${version}: ' + info.reason);
console.log('xstate ' + info.xstate + ': direct stepping on');
`);
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: [] },
    files: ['check.ts'],
  }));
  run(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], dir);
  console.log(`tsc: the machines type-check as xstate ${version}'s AnyStateMachine`);
  console.log(run(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'check.ts'], dir).trim());
  console.log(`scratch project OK: one copy of xstate (${copies[0]})`);
} finally {
  if (process.env.KEEP_SCRATCH === undefined) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`kept ${dir}`);
}
