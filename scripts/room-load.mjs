#!/usr/bin/env node
// Load on the poker room: bot clients over loopback against `pokerchart serve` nodes, bounded in
// count and time. One node on PGlite (the default without POKERCHART_PG_URL), or several nodes
// sharing one Postgres. Prints progress every 5 s, then one JSON object: connections, tables,
// hands per second, the act-to-view latency (p50, p99, and p10, p90, p99.9 for its spread: from
// sending an action to the view that shows it taken), the server processes' CPU per acknowledged
// action, errors, chips lost (every table's histories checked and its chips counted after pausing
// it), and the load average of the machine at the start and at the end.
//
//   node scripts/room-load.mjs [--connections 1000] [--tables 200] [--seconds 60] [--think MS]
//   (--think: each seat thinks 0.5 to 1.5 times MS before it acts, as people do; 0, the default,
//   acts at once, which saturates the server: the latency is then the queue of 200 tables)
//   bash scripts/with-postgres.sh node scripts/room-load.mjs --database postgres [--nodes 2] ...
//   ... [--spread]        (with several nodes: the tables are created on every node in turn, so each
//                          node owns and serves a share of them; by default the first node creates and
//                          serves them all, the others taking connections and redirecting them to it)
//   ... [--profile DIR]   (each node writes a --cpu-prof profile into DIR when it stops)
//   ... [--serve PATH]    (the nodes run another build's packages/cli/bin/pokerchart.js: an A/B of
//                          two builds under the same load and the same load generator)
//   ... [--breakdown]     (the latency by kind of action: ending the hand, all-in, ending a street, the
//                          hand's first, other; how the slowest 1% gather in time; and the load generator's
//                          own garbage collections inside the measured intervals: scripts/roomLatency.mjs)
//   ... [--node-flags="FLAGS"] (flags for node itself on every server node, e.g. "--single-threaded-gc":
//                          to weigh a deployment's V8 settings)
//   ... [--threads 1]     (the bots' event loops: worker threads, each with the seats of a share of the
//                          tables; one by default, which measured best on 2 cores)
//   ... [--client lean]   (the bots' WebSocket: lean, the default, is scripts/leanWebSocket.mjs, which costs the
//                          load generator little besides the kernel and the client library's own work on
//                          each message; ws is the `ws` package, as @pokerchart/client uses in Node 20)
//   ... [--young-mb 192]  (the bots' threads' young generation in MB, as `pokerchart serve` gives the
//                          room's thread: 1,000 clients' views in one heap are the kind of objects
//                          that live across V8's collections of new objects; 0: node's own, 48)
//   ... [--old-mb 256]    (the bots' threads' initial old generation in MB: V8 collects the old
//                          generation whole each time it outgrows its limit, which starts at this;
//                          with node's own start, 1,000 clients' views made it every two seconds or
//                          so, a pause of 7.5 to 43 ms in the measurement; 0: node's own)
//   ... [--quiet 0.5]     (wait, up to 5 minutes, for the machine's one-minute load average to fall to
//                          this before measuring: a run right after another starts on a busy machine)
//   ... [--snapshot-every N] (the nodes' `serve --snapshot-every`: a table's snapshot interval, the
//                          room's own default, 200, when not given; to weigh it against the cost of a load)
//
// Needs a build (`npm run build`); Postgres needs POKERCHART_PG_URL (scripts/with-postgres.sh sets it).
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '@pokerchart/client';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { breakdown } from './roomLatency.mjs';
import { allHands, checkHistories, chipsLost, kill9, patiently, percentile, startNode, stopProcess, tempDir, threadCpuMs } from './roomKit.mjs';

const { values } = parseArgs({ options: {
  connections: { type: 'string', default: '1000' }, tables: { type: 'string', default: '200' },
  seconds: { type: 'string', default: '60' }, nodes: { type: 'string' },
  database: { type: 'string' }, profile: { type: 'string' }, serve: { type: 'string' }, 'node-flags': { type: 'string', default: '' }, think: { type: 'string', default: '0' },
  breakdown: { type: 'boolean', default: false }, spread: { type: 'boolean', default: false }, threads: { type: 'string', default: '1' }, client: { type: 'string', default: 'lean' }, 'young-mb': { type: 'string', default: '192' },
  quiet: { type: 'string' }, 'old-mb': { type: 'string', default: '256' }, 'snapshot-every': { type: 'string' },
} });
const url = process.env.POKERCHART_PG_URL;
const database = values.database ?? (url ? 'postgres' : 'pglite');
if (values.client !== 'lean' && values.client !== 'ws') {
  console.error('room-load: --client is lean or ws');
  process.exit(2);
}
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
const threadCount = Math.max(1, Math.min(8, Number(values.threads)));
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
  process.exit(1); // the nodes are killed as the process exits (roomKit's startNode)
}, (seconds + 600) * 1000);
hardStop.unref();
// stopped from outside (a timeout, ^C): exits, and the nodes go with it as with an error of its own
// (roomKit's startNode kills the nodes still running when the process exits)
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(1));
const load = () => loadavg().map((x) => Number(x.toFixed(2)));
// --quiet LOAD: the measurement starts once the machine's one-minute load average is at most LOAD
// (the work of a run just before it, or of anything else, still weighs on that average for minutes)
if (values.quiet !== undefined) {
  const quiet = Number(values.quiet);
  if (!(quiet > 0)) {
    console.error('room-load: --quiet is a one-minute load average above 0, e.g. 0.5');
    process.exit(2);
  }
  const giveUp = Date.now() + 300_000;
  let next = 0;
  while (loadavg()[0] > quiet) {
    if (Date.now() > giveUp) {
      console.error(`room-load: the one-minute load average stayed above ${quiet} for 5 minutes (${load().join(' ')}): not a quiet machine`);
      process.exit(1);
    }
    if (Date.now() >= next) {
      log(`waiting for a quiet machine: load average ${load().join(' ')}, starting at ${quiet}`);
      next = Date.now() + 15_000;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
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
if (values['snapshot-every'] !== undefined) serveArgs.push('--snapshot-every', values['snapshot-every']);
const nodeFlags = [...(values.profile ? ['--cpu-prof', '--cpu-prof-dir', resolve(values.profile)] : []), ...values['node-flags'].split(' ').filter((f) => f !== '')];
const bin = values.serve === undefined ? undefined : resolve(values.serve);
for (let i = 0; i < nodeCount; i++) nodes.push(await startNode(serveArgs, { nodeFlags, ...(bin ? { bin } : {}) }));
log(`${nodes.length} node(s) on ${database}: ${nodes.map((n) => n.url).join(', ')}; load average ${loadAtStart.join(' ')}`);

// a table is owned by the node it is created on. By default every table is created on the first
// node, which then serves them all, the others taking connections and sending them to it; with
// --spread the tables are created on every node in turn (as a room behind a load balancer gets
// them), and each node serves its share
const creators = await Promise.all((values.spread ? nodes : nodes.slice(0, 1)).map((n) => connect(n.url)));
const admin = creators[0];
// the bots' heaps start with this much room for old objects (V8's flags are the process's; a
// worker's heap reads them when it is made)
const oldMb = Math.max(0, Math.min(4096, Number(values['old-mb'])));
if (oldMb > 0) setFlagsFromString(`--initial-old-space-size=${oldMb}`);
// the bots: `--threads` event loops (worker_threads), each with the seats of a share of the tables
const plan = Array.from({ length: threadCount }, () => []);
const tables = [];
let made = 0;
for (let t = 0; t < tableCount; t++) {
  const { tableId, adminToken } = await creators[t % creators.length].createTable({ seats: seatsPer, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: t + 1, dealDelayMs: 0, cash: { buyIn: BUY_IN, autoRebuy: true } });
  tables.push({ id: tableId, adminToken, buyIns: new Map(), hand: 0 });
  for (let s = 0; s < seatsPer && made < connections; s++, made++) plan[t % threadCount].push({ tableId, url: nodes[made % nodes.length].url, k: made });
  if (t % 50 === 49) log(`${t + 1} tables created`);
}
const byId = new Map(tables.map((t) => [t.id, t]));
let errors = 0;
let firstError = null;
const onError = (e) => { errors++; firstError ??= `${e.code}: ${e.message}`; };
const threads = plan.map((seats) => {
  const worker = new Worker(new URL('./roomLoadThread.mjs', import.meta.url), { workerData: { seats, thinkMs, breakdown: values.breakdown, buyIn: BUY_IN, client: values.client }, ...(Number(values['young-mb']) > 0 ? { resourceLimits: { maxYoungGenerationSizeMb: Number(values['young-mb']) } } : {}) });
  const thread = { worker, hands: 0, actions: 0, errors: 0 };
  thread.seated = new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (m) => {
      if (m.type === 'seated') {
        for (const [tableId, seated] of m.buyIns) for (const [seat, b] of seated) byId.get(tableId).buyIns.set(seat, b);
        resolve();
      } else if (m.type === 'progress') Object.assign(thread, { hands: m.hands, actions: m.actions, errors: m.errors });
    });
  });
  return thread;
});
await Promise.all(threads.map((t) => t.seated));
log(`${made} connections on ${threads.length} thread(s)`);
const ask = (thread, message, answer) => new Promise((resolve) => {
  const on = (m) => { if (m.type === answer) { thread.worker.off('message', on); resolve(m); } };
  thread.worker.on('message', on);
  thread.worker.postMessage(message);
});
const handsNow = () => threads.reduce((n, t) => n + t.hands, 0);
// the nodes' CPU, every thread's: the room's thread (`pokerchart serve` runs the room on a thread of
// its own), the database's, libuv's pool, the GC's helpers
const serverCpu = () => nodes.map((n) => threadCpuMs(n.child.pid));
// CPU used since `before`: in all, and on each node's busiest thread (the room's)
const cpuSince = (before, after) => after.reduce((t, threadsNow, i) => {
  let all = 0;
  let busiest = 0;
  for (const [tid, ms] of threadsNow) {
    const used = ms - (before[i].get(tid) ?? 0);
    all += used;
    busiest = Math.max(busiest, used);
  }
  return { all: t.all + all, room: t.room + busiest };
}, { all: 0, room: 0 });
// each thread starts measuring now, and says how many hands its tables had played by then
const h0 = (await Promise.all(threads.map((t) => ask(t, 'measure', 'measuring')))).reduce((n, m) => n + m.hands, 0);
const cpu0 = serverCpu();
const ownCpu0 = process.cpuUsage(); // every thread of this process: the bots' and this one's
const t0 = Date.now();
let lastHands = h0;
while (Date.now() - t0 < seconds * 1000) {
  await new Promise((r) => setTimeout(r, 5000));
  const h = handsNow();
  log(`${((Date.now() - t0) / 1000).toFixed(0)} s: ${h - h0} hands (${((h - lastHands) / 5).toFixed(0)}/s), ${threads.reduce((n, t) => n + t.actions, 0)} actions, errors ${errors + threads.reduce((n, t) => n + t.errors, 0)}`);
  lastHands = h;
}
const reports = await Promise.all(threads.map((t) => ask(t, 'report', 'report')));
const elapsed = (Date.now() - t0) / 1000;
const cpu1 = serverCpu();
const ownCpu = process.cpuUsage(ownCpu0);
const loadAtEnd = load();
let hands = -h0;
const latencies = [];
const kinds = [];
const sentAts = [];
const gcOverlapMs = [];
const gcPausesMs = [];
for (const r of reports) {
  for (const [tableId, h] of r.hands) { byId.get(tableId).hand = h; hands += h; }
  for (const ms of r.latencies) latencies.push(ms);
  for (const k of r.kinds) kinds.push(k); // one by one: a spread of 100,000 arguments overflows the stack
  for (const at of r.sentAts) sentAts.push(at);
  if (r.gcOverlapMs !== undefined) for (const ms of r.gcOverlapMs) gcOverlapMs.push(ms);
  if (r.gcPausesMs !== undefined) for (const ms of r.gcPausesMs) gcPausesMs.push(ms);
  errors += r.errors;
  if (r.firstError !== null) firstError ??= r.firstError;
}
const actions = latencies.length;
const cpuUsed = cpuSince(cpu0, cpu1);
const p50 = percentile(latencies, 50);
const p99 = percentile(latencies, 99);
const round = (x, d = 1) => Number(x.toFixed(d));
const measured = {
  database, nodes: nodes.length, ...(values.spread && nodes.length > 1 ? { spread: true } : {}), ...(values['node-flags'] !== '' ? { nodeFlags: values['node-flags'] } : {}), ...(values['snapshot-every'] !== undefined ? { snapshotEvery: Number(values['snapshot-every']) } : {}), connections: made, tables: tables.length, loadThreads: threads.length, client: values.client, seconds: round(elapsed), thinkMs,
  hands, handsPerSecond: round(hands / elapsed), actions, actionsPerSecond: round(actions / elapsed),
  actToViewMs: { p50: round(p50), p99: round(p99), p10: round(percentile(latencies, 10)), p90: round(percentile(latencies, 90)), 'p99.9': round(percentile(latencies, 99.9)) },
  serverCpuMsPerAction: round(cpuUsed.all / Math.max(1, actions), 3),
  serverRoomThreadCpuMsPerAction: round(cpuUsed.room / Math.max(1, actions), 3), // each node's busiest thread: the room's
  serverCpuShare: round(cpuUsed.all / 1000 / elapsed, 2), // cores the server processes kept busy
  clientCpuMsPerAction: round((ownCpu.user + ownCpu.system) / 1000 / Math.max(1, actions), 3),
  // the servers' CPU per action over the load generator's: the load generator does the same work per
  // action in any build of the server, so this compares two builds across the machine's faster and
  // slower spells (both sides slow down alike), where the CPU per action alone drifts with them
  serverCpuPerClientCpu: round(cpuUsed.all / Math.max(1, (ownCpu.user + ownCpu.system) / 1000), 3),
  serverRoomThreadCpuPerClientCpu: round(cpuUsed.room / Math.max(1, (ownCpu.user + ownCpu.system) / 1000), 3),
  clientSystemCpuShare: round(ownCpu.system / Math.max(1, ownCpu.user + ownCpu.system), 2),
  // how late the load generator's event loops ran a 5 ms timer (the worst thread's)
  clientEventLoopDelayMs: Object.fromEntries(['p50', 'p99', 'max'].map((k) => [k, round(Math.max(...reports.map((r) => r.loopDelayMs[k])))])),
  ...(values.breakdown ? { latencyBreakdown: breakdown(latencies, kinds, sentAts, { overlapMs: gcOverlapMs, pausesMs: gcPausesMs }) } : {}),
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
await Promise.all(threads.map((t) => ask(t, 'stop', 'stopped')));
await Promise.all(threads.map((t) => t.worker.terminate()));
for (const c of [...checkers, ...creators]) await c.close();
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
