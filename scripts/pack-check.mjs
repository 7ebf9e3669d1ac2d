#!/usr/bin/env node
// Do the packed packages install and run in a user's project? Packs every public workspace
// package with `npm pack`, installs the tarballs into a scratch project in a temporary folder
// outside the repository (no workspace, no symlinks), then plays a hand, draws a chart,
// evaluates a hand and runs the `pokerchart` command from there. Called by .ci/run after the build.
//
//   node scripts/pack-check.mjs                   # xstate as the packages bring it
//   node scripts/pack-check.mjs --xstate 5.30.0   # the scratch project also asks for this xstate
//   node scripts/pack-check.mjs --keep            # keep the scratch folder (its path is printed)
//
// Exit code 0 when everything worked, 1 otherwise (the failing step and its output are printed).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { xstate: { type: 'string' }, keep: { type: 'boolean' } },
});
const xstate = values.xstate ?? process.env.PACK_CHECK_XSTATE;
const started = Date.now();
const log = (line) => console.log(`pack-check: ${line}`);

/** Runs a command, printing its output only when it fails. */
function sh(cmd, args, cwd) {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });
  } catch (error) {
    const out = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`\`${[cmd, ...args].join(' ')}\` failed in ${cwd}:\n${out}`);
  }
}

// The public packages, each built.
const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({ dir: join(root, 'packages', dir), json: join(root, 'packages', dir, 'package.json') }))
  .filter((p) => existsSync(p.json))
  .map((p) => ({ ...p, pkg: JSON.parse(readFileSync(p.json, 'utf8')) }))
  .filter((p) => p.pkg.private !== true);
const unbuilt = packages.filter((p) => !existsSync(join(p.dir, 'dist')));
if (unbuilt.length > 0) {
  console.error(`pack-check: not built: ${unbuilt.map((p) => p.pkg.name).join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}
// What a published package needs in its package.json.
const missing = packages.flatMap((p) =>
  ['description', 'license', 'repository', 'homepage', 'keywords', 'engines'].filter((f) => p.pkg[f] === undefined).map((f) => `${p.pkg.name}: no "${f}"`),
);
for (const p of packages) if (!existsSync(join(p.dir, 'README.md'))) missing.push(`${p.pkg.name}: no README.md`);
for (const p of packages) if (!existsSync(join(p.dir, 'LICENSE'))) missing.push(`${p.pkg.name}: no LICENSE`);
if (missing.length > 0) {
  console.error(`pack-check: package metadata missing:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}

const scratch = mkdtempSync(join(tmpdir(), 'pokerchart-pack-check-'));
let ok = false;
try {
  // 1. npm pack, every public package in one call.
  const tarballs = join(scratch, 'tarballs');
  mkdirSync(tarballs);
  const packed = JSON.parse(
    sh('npm', ['pack', '--json', '--pack-destination', tarballs, ...packages.flatMap((p) => ['-w', p.dir])], root),
  );
  const files = new Map(packed.map((entry) => [entry.name, join(tarballs, entry.filename)]));
  for (const entry of packed) {
    const paths = entry.files.map((f) => f.path);
    const problems = [
      !paths.includes('README.md') && 'no README.md',
      !paths.includes('LICENSE') && 'no LICENSE',
      !paths.some((f) => f.startsWith('dist/') && f.endsWith('.d.ts')) && 'no type declarations in dist/',
      paths.some((f) => f.endsWith('.test.ts') || f.startsWith('test/')) && 'tests in the tarball',
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(`${entry.name} tarball: ${problems.join(', ')}`);
  }
  const size = packed.reduce((t, e) => t + e.size, 0);
  log(`packed ${packed.length} packages (${(size / 1024).toFixed(0)} kB): ${packed.map((e) => `${e.name}@${e.version}`).join(', ')}`);

  // 2. A user's project: every tarball as a dependency (the packages need each other, and they
  //    are not on the registry yet), nothing else from the repository.
  const app = join(scratch, 'app');
  mkdirSync(app);
  const dependencies = Object.fromEntries([...files].map(([name, file]) => [name, `file:${file}`]));
  if (xstate) dependencies.xstate = xstate;
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'pokerchart-pack-check', private: true, type: 'module', dependencies }, null, 2));
  sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  const installed = JSON.parse(readFileSync(join(app, 'node_modules', 'xstate', 'package.json'), 'utf8')).version;
  log(`installed into ${app} (xstate ${installed}${xstate ? `, asked for ${xstate}` : ''})`);
  if (xstate && installed !== xstate) throw new Error(`asked for xstate ${xstate}, got ${installed}`);

  // 3. Use them as a user would: a hand, a chart, an evaluation; then the command line.
  writeFileSync(
    join(app, 'use.mjs'),
    `import { noLimit } from '@pokerchart/betting';
import { createHand, createHandMachine } from '@pokerchart/engine';
import { describeHand, evaluateHand } from '@pokerchart/evaluator';
import { texasHoldem } from '@pokerchart/variants';
import { toMermaid, toSvg } from '@pokerchart/viz';
import { equity } from '@pokerchart/odds';
import { createRuleBot } from '@pokerchart/bots';
import { runTable } from '@pokerchart/table';
import { parsePhh, replayPhh } from '@pokerchart/phh';
import { createRng } from '@pokerchart/cards';

const hand = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [1000, 1000, 1000], button: 0,
  blinds: { small: 5, big: 10 }, dealing: { seed: 42 } });
while (!hand.isComplete) hand.act(hand.legalActions().check ? { type: 'check' } : { type: 'call' });
if (hand.result.stacks.reduce((a, b) => a + b, 0) !== 3000) throw new Error('chips not conserved');
console.log('hand: stacks ' + hand.result.stacks.join(', '));

const mermaid = toMermaid(createHandMachine(texasHoldem, noLimit()));
const svg = await toSvg(hand.actor.logic, { active: hand.actor.getSnapshot() });
if (!mermaid.includes('stateDiagram-v2') || !svg.includes('<svg')) throw new Error('no chart');
console.log('chart: ' + mermaid.split('\\n').length + ' Mermaid lines, ' + svg.length + ' bytes of SVG');

const value = evaluateHand({ hole: 'AsKd', board: 'Ac9d7s4h2c' });
if (describeHand(value) !== 'Pair of Aces, King kicker') throw new Error('evaluation: ' + describeHand(value));
console.log('eval: ' + describeHand(value));

const e = await equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'], board: 'Ks7s2h' });
console.log('equity: ' + e.hands.map((h) => h.equity.toFixed(3)).join(' vs '));

const bot = createRuleBot({ variant: texasHoldem });
const table = runTable({ variant: texasHoldem, betting: noLimit(), seats: 3, mode: 'tournament', seed: 1,
  schedule: { levels: [{ small: 10, big: 20 }], every: { hands: 10 } },
  players: ['A', 'B', 'C'].map((name) => ({ name, stack: 500, bot })), maxHands: 20, clock: () => 0 });
console.log('table: ' + table.handsPlayed + ' hands');
void createRng; void parsePhh; void replayPhh;
`,
  );
  log(sh('node', ['use.mjs'], app).trim().split('\n').join('; '));
  const bin = join(app, 'node_modules', '.bin', 'pokerchart');
  const evalOut = sh(bin, ['eval', 'AsKd', '--board', 'Ac9d7s4h2c'], app);
  if (!evalOut.includes('Pair of Aces, King kicker')) throw new Error(`pokerchart eval printed:\n${evalOut}`);
  const chartOut = sh(bin, ['chart', '--variant', 'omaha', '--format', 'mermaid'], app);
  if (!chartOut.includes('stateDiagram-v2')) throw new Error(`pokerchart chart printed:\n${chartOut}`);
  writeFileSync(join(app, 'hand.phh'), readFileSync(join(root, 'examples', 'hands', 'dwan-ivey-2009.phh')));
  const replayOut = sh(bin, ['replay', 'hand.phh', '--json'], app);
  if (JSON.parse(replayOut)[0]?.finishingStacks?.join(',') !== '572100,1997500,1109500') throw new Error(`pokerchart replay printed:\n${replayOut}`);
  const playOut = sh(bin, ['simulate', '--hands', '50', '--quiet'], app);
  if (!playOut.includes('50 hands')) throw new Error(`pokerchart simulate printed:\n${playOut}`);
  log('the pokerchart command: eval, chart, replay and simulate work from the tarball');

  // 4. The room: a server on PGlite in the scratch folder, two clients, a hand dealt by itself.
  writeFileSync(
    join(app, 'room.mjs'),
    `import { startRoom } from '@pokerchart/server';
import { connect } from '@pokerchart/client';
const server = await startRoom({ port: 0, data: './room-data', dealDelayMs: 0, log: () => {} });
const health = await fetch('http://127.0.0.1:' + server.port + '/health');
if (health.status !== 200) throw new Error('health ' + health.status);
const a = await connect(server.url);
const b = await connect(server.url);
const { tableId } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 } });
await a.join(tableId, { name: 'a', buyIn: 100 });
await b.join(tableId, { name: 'b', buyIn: 100 });
let view = await a.view(tableId);
for (let i = 0; i < 200 && view.handNumber < 1; i++) { await new Promise((r) => setTimeout(r, 25)); view = await a.view(tableId); }
if (view.handNumber !== 1) throw new Error('no hand dealt');
console.log('room: hand ' + view.handNumber + ' dealt at a table served over WebSocket, PGlite storage');
await a.close(); await b.close(); await server.close();
`,
  );
  log(sh('node', ['room.mjs'], app).trim());
  ok = true;
  log(`ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`pack-check: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`pack-check: the scratch project is kept in ${scratch}`);
} finally {
  if (ok && !values.keep) rmSync(scratch, { recursive: true, force: true });
  else if (ok) log(`kept ${scratch}`);
}
process.exit(ok ? 0 : 1);
