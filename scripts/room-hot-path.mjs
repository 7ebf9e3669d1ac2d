#!/usr/bin/env node
// The room's own work per action, in one process, without sockets or a database: a Room over an
// in-memory store (appends grouped per turn of the event loop and serialised as the real store
// serialises them, snapshots serialised), sessions whose send does what the socket layer does
// (its text of each view: the view's delta, or the whole view with delta 0), bots choosing with roomKit's
// choose(). Prints the CPU microseconds and the bytes pushed per action, after a warm-up of a
// quarter of the actions. A steadier A/B of the server's hot path than scripts/room-load.mjs on a
// busy machine (it measures CPU, not latency); needs a build.
// With --allocations, it also prints the bytes allocated per action (V8's sampling heap profiler,
// counting the objects collected since: a figure that does not move with the machine's speed, as
// the CPU does; the CPU figures of such a run are not comparable with one without it).
// With --snapshot-every N, the room takes its tables' snapshots at that interval (its default, 200,
// otherwise): the CPU a snapshot costs (the save, its signatures, its JSON for the store).
//   node scripts/room-hot-path.mjs [tables=200] [seats=5] [actions=20000] [delta=1] [--allocations] [--snapshot-every N]
import { Room } from '@pokerchart/server';
import { choose, rng } from './roomKit.mjs';
import { existsSync } from 'node:fs';
const args = process.argv.slice(2);
const allocations = args.includes('--allocations');
const every = args.indexOf('--snapshot-every');
const snapshotEvery = every >= 0 ? Number(args.splice(every, 2)[1]) : undefined;
if (snapshotEvery !== undefined && !(Number.isInteger(snapshotEvery) && snapshotEvery >= 0)) throw new Error('--snapshot-every is a whole number, 0 or more');
const [tables = 200, seats = 5, total = 20000, useDelta = 1] = args.filter((a) => a !== '--allocations').map(Number);
// the socket layer's text of a view (internal to the server package: read from its build)
const textPath = new URL('../packages/server/dist/viewText.js', import.meta.url);
if (!existsSync(textPath)) throw new Error('run `npm run build` first');
const { viewText } = await import(textPath.href);
const rows = new Map();
let queued = [];
const store = {
  sql: { exclusive: true, query: async () => [] },
  async table(id) { return rows.get(id) ?? null; },
  async tables() { return []; },
  async tablesOf() { return 0; },
  async insertTable(id, config, adminHash) { rows.set(id, { config: JSON.parse(JSON.stringify(config)), adminHash }); },
  async claim(id, nodeId, url) { return { nodeId, url, live: true }; },
  async events() { return []; },
  async snapshots() { return []; },
  async loaded() {},
  async setPlayers() {},
  async saveSnapshot(id, s) { JSON.stringify(s); },
  async queueSnapshot(id, s) { JSON.stringify(s); },
  append(tableId, seq, event, hands, nodeId) {
    return new Promise((resolve) => {
      if (queued.length === 0) setImmediate(() => { const g = queued; queued = []; JSON.stringify(g.map((a) => ({ t: a.tableId, s: a.seq, e: a.event, h: a.hands, n: a.nodeId }))); for (const a of g) a.resolve(); });
      queued.push({ tableId, seq, event, hands, nodeId, resolve });
    });
  },
  async renew() { return new Set(); }, async nodes() { return []; }, async orphans() { return []; }, async release() {},
};
const room = new Room(store, { url: 'ws://bench', key: 'k'.repeat(64), dealDelayMs: 0, idleUnloadMs: 0, ...(snapshotEvery !== undefined ? { snapshotEvery } : {}) });
let actions = 0;
let started = false;
const gos = [];
let bytes = 0;
let done;
const finished = new Promise((r) => (done = r));
const admin = { send() {}, tokens: new Map() };
for (let t = 0; t < tables; t++) {
  const { tableId } = await room.handle(admin, { id: 1, type: 'createTable', options: { seats, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: t + 1, dealDelayMs: 0, cash: { buyIn: 200, autoRebuy: true } } });
  for (let s = 0; s < seats; s++) {
    const rnd = rng(t * 10 + s + 1);
    const pushed = new Map();
    let busy = false;
    let last = null; // the last view pushed to this seat (the server's object: no client parses it)
    const session = {
      tokens: new Map(),
      send(message) {
        if (message.type === 'view') {
          last = message.view;
          setImmediate(go);
        }
        let text;
        if (message.type === 'view') {
          const before = useDelta ? pushed.get(message.tableId) : undefined;
          if (useDelta) pushed.set(message.tableId, message.view);
          text = viewText(message.tableId, message.view, before);
        } else text = JSON.stringify(message);
        bytes += Buffer.byteLength(text);
      },
    };
    const go = () => {
      if (!started || busy || last === null || actions >= total) return;
      const view = last;
      if (view.legalActions === null || view.toAct !== view.viewer) return;
      busy = true;
      room.handle(session, { id: 2, type: 'act', tableId, action: choose(view, rnd), handNumber: view.handNumber, actionIndex: view.actionIndex })
        .then(() => { actions++; if (actions === total) done(); }, (e) => { if (!['STALE', 'NOT_YOUR_TURN'].includes(e.code)) { console.error(e); process.exit(1); } })
        .finally(() => { busy = false; setImmediate(go); });
    };
    gos.push(go);
    await room.handle(session, { id: 1, type: 'join', tableId, name: `p${s}`, buyIn: 200 });
  }
}
started = true;
for (const go of gos) go();
const warm = total / 4;
while (actions < warm) await new Promise((r) => setTimeout(r, 10));
const a0 = actions; const b0 = bytes;
let heap = null;
if (allocations) {
  const { Session } = await import('node:inspector/promises');
  heap = new Session();
  heap.connect();
  await heap.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
}
const c0 = process.cpuUsage(); const t0 = performance.now();
await finished;
const c = process.cpuUsage(c0); const wall = performance.now() - t0;
const n = actions - a0;
let allocated;
if (heap !== null) {
  const { profile } = await heap.post('HeapProfiler.stopSampling');
  let sum = 0;
  const walk = (node) => { sum += node.selfSize; for (const child of node.children) walk(child); };
  walk(profile.head);
  allocated = Math.round(sum / n);
}
console.log(JSON.stringify({ actions: n, cpuUsPerAction: Number(((c.user + c.system) / n).toFixed(1)), wallUsPerAction: Number((wall * 1000 / n).toFixed(1)), bytesPerAction: Math.round((bytes - b0) / n), ...(allocated !== undefined ? { allocatedBytesPerAction: allocated } : {}), delta: useDelta !== 0, ...(snapshotEvery !== undefined ? { snapshotEvery } : {}) }));
process.exit(0);
