#!/usr/bin/env node
// Load on the poker room: bot clients over loopback against `pokerchart serve` nodes, bounded in
// count and time. One node on PGlite (the default without POKERCHART_PG_URL), or several nodes
// sharing one Postgres. Prints progress every 5 s, then one JSON object: connections, tables,
// hands per second, the act-to-view latency (p50, p99: from sending an action to the view that
// shows it taken), the server processes' CPU per acknowledged action, errors, chips lost (every
// table's histories checked and its chips counted after pausing it), and the load average of the
// machine at the start and at the end.
//
//   node scripts/room-load.mjs [--connections 1000] [--tables 200] [--seconds 60] [--think MS]
//   (--think: each seat thinks 0.5 to 1.5 times MS before it acts, as people do; 0, the default,
//   acts at once, which saturates the server: the latency is then the queue of 200 tables)
//   bash scripts/with-postgres.sh node scripts/room-load.mjs --database postgres [--nodes 2] ...
//   ... [--profile DIR]   (each node writes a --cpu-prof profile into DIR when it stops)
//   ... [--serve PATH]    (the nodes run another build's packages/cli/bin/pokerchart.js: an A/B of
//                          two builds under the same load and the same load generator)
//   ... [--breakdown]     (the latency by kind of action: ending the hand, all-in, ending a street, the
//                          hand's first, other; and how the slowest 1% gather in time: scripts/roomLatency.mjs)
//   ... [--node-flags="FLAGS"] (flags for node itself on every server node, e.g. "--single-threaded-gc"
//                          or "--max-semi-space-size=64": to weigh a deployment's V8 settings)
//
// Needs a build (`npm run build`); Postgres needs POKERCHART_PG_URL (scripts/with-postgres.sh sets it).
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '@pokerchart/client';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { breakdown, kindOf } from './roomLatency.mjs';
import { allHands, bot, checkHistories, chipsLost, kill9, patiently, percentile, startNode, stopProcess, tempDir, threadCpuMs } from './roomKit.mjs';

const { values } = parseArgs({ options: {
  connections: { type: 'string', default: '1000' }, tables: { type: 'string', default: '200' },
  seconds: { type: 'string', default: '60' }, nodes: { type: 'string' },
  database: { type: 'string' }, profile: { type: 'string' }, serve: { type: 'string' }, 'node-flags': { type: 'string', default: '' }, think: { type: 'string', default: '0' },
  breakdown: { type: 'boolean', default: false },
} });
const url = process.env.POKERCHART_PG_URL;
const database = values.database ?? (url ? 'postgres' : 'pglite');
if (database !== 'pglite' && database !== 'postgres') {
  console.error('room-load: --database is pglite or postgres');
  process.exit(2);
}
if (database === 'postgres' && !url) {
  console.error('room-load: set POKERCHART_PG_URL, e.g. run it through scripts/with-postgres.sh');
  process.exit(2);
}
const connections = Math.min(5000, Number(values.connections));
const tableCount = Math.min(1000, Number(values.tables));
const seconds = Math.min(600, Number(values.seconds));
const thinkMs = Math.max(0, Math.min(60_000, Number(values.think)));
const nodeCount = database === 'pglite' ? 1 : Math.max(1, Math.min(4, Number(values.nodes ?? 2)));
const seatsPer = Math.ceil(connections / tableCount);
if (seatsPer < 2 || seatsPer > 9) {
  console.error(`room-load: ${connections} connections on ${tableCount} tables is ${seatsPer} per table; a table seats 2 to 9`);
  process.exit(2);
}
const BUY_IN = 200;
const log = (line) => console.log(`room-load: ${line}`);
const nodes = [];
const hardStop = setTimeout(() => {
  console.error('room-load: time limit reached');
  for (const n of nodes) n.child.kill('SIGKILL');
  process.exit(1);
}, (seconds + 600) * 1000);
hardStop.unref();
// stopped from outside (a timeout, ^C): the nodes go too, never left running without their load
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    for (const n of nodes) n.child.kill('SIGKILL');
    process.exit(1);
  });
}
const load = () => loadavg().map((x) => Number(x.toFixed(2)));
const loadAtStart = load();

let db = null;
let temp = null;
let serveArgs;
if (database === 'postgres') {
  // a clean schema
  const pg = (await import('pg')).default;
  db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query('drop table if exists pc_meta, pc_tables, pc_events, pc_snapshots, pc_hands, pc_leases');
  serveArgs = ['--database', url, '--deal-delay', '0'];
} else {
  temp = tempDir('room-load-');
  serveArgs = ['--data', temp.dir, '--deal-delay', '0'];
}
const nodeFlags = [...(values.profile ? ['--cpu-prof', '--cpu-prof-dir', resolve(values.profile)] : []), ...values['node-flags'].split(' ').filter((f) => f !== '')];
const bin = values.serve === undefined ? undefined : resolve(values.serve);
for (let i = 0; i < nodeCount; i++) nodes.push(await startNode(serveArgs, { nodeFlags, ...(bin ? { bin } : {}) }));
log(`${nodes.length} node(s) on ${database}: ${nodes.map((n) => n.url).join(', ')}; load average ${loadAtStart.join(' ')}`);

const clients = [];
const bots = [];
const latencies = [];
const kinds = []; // with --breakdown: the kind of each measured action and when it was sent, by its index in latencies
const sentAts = [];
let errors = 0;
let firstError = null;
const onError = (e) => { errors++; firstError ??= e; };
const admin = await connect(nodes[0].url);
const tables = [];
for (let t = 0; t < tableCount; t++) {
  const { tableId, adminToken } = await admin.createTable({ seats: seatsPer, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: t + 1, dealDelayMs: 0, cash: { buyIn: BUY_IN, autoRebuy: true } });
  tables.push({ id: tableId, adminToken, buyIns: new Map(), hand: 0 });
}
log(`${tables.length} tables created`);
let made = 0;
const byId = new Map(tables.map((t) => [t.id, t]));
const seatPlayer = async (table, k) => {
  const client = await connect(nodes[k % nodes.length].url, { timeoutMs: 30_000 });
  clients.push(client);
  // hands played: the highest hand number any seat has seen at its table
  client.on('view', (id, view) => { const t = byId.get(id); if (t && view.handNumber > t.hand) t.hand = view.handNumber; });
  const onLatency = values.breakdown ? (ms, taken) => { latencies.push(ms); kinds.push(kindOf(taken)); sentAts.push(taken.sentAt); } : (ms) => latencies.push(ms);
  bots.push(bot(client, table.id, k + 1, { onLatency, onError, thinkMs }));
  const { seat } = await client.join(table.id, { name: `bot${k}`, buyIn: BUY_IN });
  table.buyIns.set(seat, BUY_IN);
};
// ten tables at a time, their seats at once
for (let t = 0; t < tableCount && made < connections; t += 10) {
  const batch = [];
  for (let u = t; u < Math.min(tableCount, t + 10); u++) {
    for (let s = 0; s < seatsPer && made < connections; s++, made++) batch.push(seatPlayer(tables[u], made).catch(onError));
  }
  await Promise.all(batch);
  if (t % 50 === 40) log(`${made} connections`);
}
const handsNow = () => tables.reduce((n, t) => n + t.hand, 0);
// the nodes' CPU: their main threads (where the room runs) and their other threads (PGlite's, libuv's, the GC's)
const serverCpu = () => nodes.reduce((t, n) => {
  const c = threadCpuMs(n.child.pid);
  return { main: t.main + c.main, other: t.other + c.other };
}, { main: 0, other: 0 });
const h0 = handsNow();
const cpu0 = serverCpu();
const ownCpu0 = process.cpuUsage();
const t0 = Date.now();
latencies.length = 0;
kinds.length = 0;
sentAts.length = 0;
// the load generator's own event loop: a view waits this long in its socket before its time is read
const LOOP_MS = 5;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_MS });
loopDelay.enable();
let lastHands = h0;
while (Date.now() - t0 < seconds * 1000) {
  await new Promise((r) => setTimeout(r, 5000));
  const h = handsNow();
  log(`${((Date.now() - t0) / 1000).toFixed(0)} s: ${h - h0} hands (${((h - lastHands) / 5).toFixed(0)}/s), ${latencies.length} actions, errors ${errors}`);
  lastHands = h;
}
const elapsed = (Date.now() - t0) / 1000;
const hands = handsNow() - h0;
const actions = latencies.length;
const cpu1 = serverCpu();
const cpuUsed = cpu1.main + cpu1.other - cpu0.main - cpu0.other;
const ownCpu = process.cpuUsage(ownCpu0);
loopDelay.disable();
const loadAtEnd = load();
const p50 = percentile(latencies, 50);
const p99 = percentile(latencies, 99);
const round = (x, d = 1) => Number(x.toFixed(d));
const measured = {
  database, nodes: nodes.length, ...(values['node-flags'] !== '' ? { nodeFlags: values['node-flags'] } : {}), connections: clients.length, tables: tables.length, seconds: round(elapsed), thinkMs,
  hands, handsPerSecond: round(hands / elapsed), actions, actionsPerSecond: round(actions / elapsed),
  actToViewMs: { p50: round(p50), p99: round(p99) },
  serverCpuMsPerAction: round(cpuUsed / Math.max(1, actions), 3),
  serverMainThreadCpuMsPerAction: round((cpu1.main - cpu0.main) / Math.max(1, actions), 3),
  serverCpuShare: round(cpuUsed / 1000 / elapsed, 2), // cores the server processes kept busy
  clientCpuMsPerAction: round((ownCpu.user + ownCpu.system) / 1000 / Math.max(1, actions), 3),
  clientSystemCpuShare: round(ownCpu.system / Math.max(1, ownCpu.user + ownCpu.system), 2),
  // how late the load generator's event loop ran a 5 ms timer (the histogram holds the intervals)
  clientEventLoopDelayMs: Object.fromEntries([['p50', loopDelay.percentile(50)], ['p99', loopDelay.percentile(99)], ['max', loopDelay.max]].map(([k, ns]) => [k, round(Math.max(0, ns / 1e6 - LOOP_MS))])),
  ...(values.breakdown ? { latencyBreakdown: breakdown(latencies, kinds, sentAts) } : {}),
};
log(`measured: ${JSON.stringify(measured)}`);

// stop dealing, let the running hands end, then check every table: histories and chips
log('pausing every table and checking its histories and chips');
// the checks are requests like any other: a connection that asks for too much in a second is told
// RATE_LIMITED, and waits
for (let i = 0; i < tables.length; i += 50) {
  await Promise.all(tables.slice(i, i + 50).map((table) => patiently(() => admin.admin(table.id, table.adminToken, { type: 'pause' })).catch(onError)));
}
let historyProblems = 0;
let firstProblem = null;
let lost = 0;
let recorded = 0;
const checkers = await Promise.all(Array.from({ length: 8 }, (_, k) => connect(nodes[k % nodes.length].url, { timeoutMs: 60_000 })));
await Promise.all(checkers.map(async (checker, k) => {
  for (let i = k; i < tables.length; i += checkers.length) {
    const table = tables[i];
    let view = await patiently(() => checker.view(table.id));
    for (let w = 0; w < 600 && view.phase !== 'between'; w++) {
      await new Promise((r) => setTimeout(r, 200));
      view = await patiently(() => checker.view(table.id));
    }
    const h = await allHands(checker, table.id, { adminToken: table.adminToken });
    recorded += h.length;
    const problems = checkHistories(h, table.buyIns, BUY_IN);
    if (view.phase !== 'between') problems.push('still in a hand after pausing');
    historyProblems += problems.length;
    if (problems.length > 0) firstProblem ??= `table ${table.id}: ${problems[0]}`;
    lost += chipsLost(h, view.stacks, table.buyIns, BUY_IN);
  }
}));
for (const b of bots) b.stop();
for (const c of [...clients, ...checkers, admin]) await c.close();
for (const n of nodes) await (values.profile ? stopProcess(n.child) : kill9(n.child));
await db?.end();
temp?.remove();
const result = {
  ...measured,
  handsRecorded: recorded, historyProblems, firstProblem, chipsLost: lost,
  errors, firstError: firstError ? `${firstError.code}: ${firstError.message}` : null,
  loadAverage: { start: loadAtStart, end: loadAtEnd },
};
console.log(JSON.stringify(result, null, 2));
process.exit(errors === 0 && historyProblems === 0 && lost === 0 ? 0 : 1);
