#!/usr/bin/env node
// What a table's snapshot interval costs when a table is loaded (after a restart, or when another
// node takes it over): for each `--every` (a room's `snapshotEvery`), plays `tables` tables of 5
// bots to `events` events each on one PGlite room in this process (no sockets), closes it, opens
// the same database again in a new room and loads every table (its newest snapshot that verifies,
// then the events after it). Prints per interval: the events replayed per table (mean and most),
// and the milliseconds per table load, wall and CPU (the room's thread and the database's). The
// other side of the interval, the CPU a snapshot costs while tables play, is measured by
// `node scripts/room-hot-path.mjs ... --snapshot-every N`. Needs a build.
//   node scripts/room-table-load.mjs [tables=40] [events=1000] [--every 50,200]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { roomBots } from './roomKit.mjs';

if (!existsSync(new URL('../packages/server/dist/index.js', import.meta.url))) throw new Error('run `npm run build` first');
const { pgliteSql, Room, RoomStore } = await import('@pokerchart/server');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { every: { type: 'string', default: '50,200' } } });
const tables = Number(positionals[0] ?? 40);
const events = Number(positionals[1] ?? 1000);
const intervals = values.every.split(',').map(Number);
if (!(tables > 0 && events > 0 && intervals.every((n) => Number.isInteger(n) && n >= 0))) {
  console.error('usage: node scripts/room-table-load.mjs [tables=40] [events=1000] [--every 50,200]');
  process.exit(2);
}
const key = 'k'.repeat(64);
const quiet = { log: () => {} };

/** Plays `tables` tables to `events` events each on a room over `dir`; returns their ids. */
async function play(dir, every) {
  const sql = await pgliteSql(dir);
  const store = new RoomStore(sql);
  await store.init(key);
  const room = new Room(store, { url: 'ws://load', key, dealDelayMs: 0, leaseMs: 600_000, idleUnloadMs: 0, snapshotEvery: every, ...quiet });
  const ids = [];
  const players = [];
  let reached = 0;
  let allReached;
  const done = new Promise((r) => (allReached = r));
  for (let t = 0; t < tables; t++) {
    let counted = false;
    const onView = (view) => {
      if (counted || view.seq < events) return;
      counted = true;
      if (++reached === tables) allReached();
    };
    const bots = await roomBots(room, { seats: 5, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: t + 1, dealDelayMs: 0, cash: { buyIn: 200, autoRebuy: true } }, { seed: t * 10 + 1, onView });
    ids.push(bots.tableId);
    players.push(bots);
  }
  await done;
  const refused = players.flatMap((bots) => bots.stop());
  await Promise.all(players.map((bots) => bots.settled()));
  if (refused.length > 0) throw refused[0];
  await room.close();
  await sql.close();
  return ids;
}

/** Loads every table of `ids` in a new room over `dir`, one after the other; the cost per table. */
async function load(dir, ids) {
  const sql = await pgliteSql(dir);
  const store = new RoomStore(sql);
  await store.init(key);
  const replayed = [];
  for (const id of ids) {
    const snapshots = await store.snapshots(id);
    const after = snapshots[0]?.seq ?? 0;
    replayed.push((await store.events(id, after)).length);
  }
  const room = new Room(store, { url: 'ws://load', key, dealDelayMs: 1_000_000, leaseMs: 600_000, idleUnloadMs: 0, ...quiet });
  const watcher = { send() {}, tokens: new Map() };
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const id of ids) await room.handle(watcher, { id: 1, type: 'view', tableId: id });
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  await room.close();
  await sql.close();
  return { replayed, wallMs: wall / ids.length, cpuMs: (cpu.user + cpu.system) / 1000 / ids.length };
}

for (const every of intervals) {
  const dir = mkdtempSync(join(tmpdir(), 'pc-room-table-load-'));
  try {
    const ids = await play(dir, every);
    const { replayed, wallMs, cpuMs } = await load(dir, ids);
    console.log(JSON.stringify({
      snapshotEvery: every, tables, eventsPerTable: events,
      replayedPerTable: { mean: Number((replayed.reduce((a, b) => a + b, 0) / replayed.length).toFixed(1)), most: Math.max(...replayed) },
      loadMsPerTable: { wall: Number(wallMs.toFixed(2)), cpu: Number(cpuMs.toFixed(2)) },
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
