#!/usr/bin/env node
// The CPU the room's store spends per appended event on PGlite (its own thread, as `pokerchart
// serve` runs it): `tables` tables leased to one node, each appending one act per round. The
// store groups a round's appends as it groups the acts of one turn of the room's event loop: a
// round is made in one turn, so it is one statement and one commit. Under the full load of
// scripts/room-load.mjs the median group held 76 events in an instrumented run (22 when the
// store started a group at the first append of a turn). Prints microseconds per append, wall and
// CPU (the process: the room's thread and the database's), after 20 rounds of warm-up. `--build
// DIR` measures another checkout's build (its packages/server/dist) for an A/B; alternate the two
// a few times, the machine drifts.
//   node scripts/room-append.mjs [rounds=400] [tables=40] [--build DIR]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const at = args.indexOf('--build');
const build = at >= 0 ? resolve(args.splice(at, 2)[1], 'packages/server/dist') : new URL('../packages/server/dist', import.meta.url).pathname;
if (!existsSync(join(build, 'RoomStore.js'))) throw new Error(`no build at ${build}: run \`npm run build\` first`);
const rounds = Number(args[0] ?? 400);
const tables = Number(args[1] ?? 40);
if (!(rounds > 0 && tables > 0)) throw new Error('usage: node scripts/room-append.mjs [rounds=400] [tables=40] [--build DIR]');

const { pgliteSql } = await import(pathToFileURL(join(build, 'pgliteSql.js')).href);
const { RoomStore } = await import(pathToFileURL(join(build, 'RoomStore.js')).href);
const dir = mkdtempSync(join(tmpdir(), 'pc-room-append-'));
const sql = await pgliteSql(dir);
try {
  const store = new RoomStore(sql);
  await store.init('k'.repeat(64));
  const node = 'n0de1dxyzABC';
  const ids = Array.from({ length: tables }, (_, i) => `table${String(i).padStart(7, '0')}`);
  for (const id of ids) {
    await store.insertTable(id, { variant: 'NT', betting: 'no-limit', blinds: [1, 2], seats: 6 }, 'h');
    await store.claim(id, node, 'ws://127.0.0.1:1', 600_000);
  }
  // the acts of a hand, as the room logs them
  const actions = [{ type: 'call' }, { type: 'check' }, { type: 'fold' }, { type: 'raise', to: 40 }, { type: 'bet', to: 12 }];
  let seq = 0;
  const round = () => {
    seq++;
    return Promise.all(ids.map((id, i) => store.append(id, seq, { type: 'act', seat: (seq + i) % 6, action: actions[(seq + i) % actions.length] }, [], node)));
  };
  for (let r = 0; r < 20; r++) await round();
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) await round();
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - t0;
  const n = rounds * tables;
  console.log(JSON.stringify({ build, rounds, appendsPerRound: tables, usPerAppendWall: +((wall * 1000) / n).toFixed(1), usPerAppendCpu: +((used.user + used.system) / n).toFixed(1) }));
} finally {
  await sql.close();
  rmSync(dir, { recursive: true, force: true });
}
