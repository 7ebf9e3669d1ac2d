#!/usr/bin/env node
// Load on the poker room: bot clients over loopback against two `pokerchart serve` nodes sharing
// one Postgres, bounded in count and time. Prints progress every 5 s, then connections, tables,
// hands per second and the act-to-view latency (p50, p99): the time from sending an action to
// the view that shows it taken.
//
//   bash scripts/with-postgres.sh node scripts/room-load.mjs [--connections 1000] [--tables 200] [--seconds 60] [--nodes 2]
//
// Needs a build (`npm run build`) and POKERCHART_PG_URL (scripts/with-postgres.sh sets it).
import { parseArgs } from 'node:util';
import { connect } from '@pokerchart/client';
import { bot, kill9, percentile, startNode } from './roomKit.mjs';

const { values } = parseArgs({ options: {
  connections: { type: 'string', default: '1000' }, tables: { type: 'string', default: '200' },
  seconds: { type: 'string', default: '60' }, nodes: { type: 'string', default: '2' },
} });
const connections = Math.min(5000, Number(values.connections));
const tableCount = Math.min(1000, Number(values.tables));
const seconds = Math.min(600, Number(values.seconds));
const nodeCount = Math.min(4, Number(values.nodes));
const url = process.env.POKERCHART_PG_URL;
if (!url) {
  console.error('room-load: set POKERCHART_PG_URL, e.g. run it through scripts/with-postgres.sh');
  process.exit(2);
}
const seatsPer = Math.ceil(connections / tableCount);
if (seatsPer < 2 || seatsPer > 9) {
  console.error(`room-load: ${connections} connections on ${tableCount} tables is ${seatsPer} per table; a table seats 2 to 9`);
  process.exit(2);
}
const log = (line) => console.log(`room-load: ${line}`);
const hardStop = setTimeout(() => { console.error('room-load: time limit reached'); process.exit(1); }, (seconds + 240) * 1000);
hardStop.unref();

// a clean schema
const pg = (await import('pg')).default;
const db = new pg.Client({ connectionString: url });
await db.connect();
await db.query('drop table if exists pc_meta, pc_tables, pc_events, pc_snapshots, pc_hands, pc_leases');

const nodes = [];
for (let i = 0; i < nodeCount; i++) nodes.push(await startNode(['--database', url, '--deal-delay', '0']));
log(`${nodes.length} nodes: ${nodes.map((n) => n.url).join(', ')}`);

const clients = [];
const bots = [];
const latencies = [];
let errors = 0;
let firstError = null;
const admin = await connect(nodes[0].url);
const tables = [];
for (let t = 0; t < tableCount; t++) {
  const { tableId } = await admin.createTable({ seats: seatsPer, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: t + 1, dealDelayMs: 0, cash: { buyIn: 200, autoRebuy: true } });
  tables.push(tableId);
}
log(`${tables.length} tables created`);
let made = 0;
for (let t = 0; t < tableCount && made < connections; t++) {
  for (let s = 0; s < seatsPer && made < connections; s++, made++) {
    const client = await connect(nodes[made % nodes.length].url, { timeoutMs: 30_000 });
    clients.push(client);
    bots.push(bot(client, tables[t], made + 1, {
      onLatency: (ms) => latencies.push(ms),
      onError: (e) => { errors++; firstError ??= e; },
    }));
    client.join(tables[t], { name: `bot${made}`, buyIn: 200 }).catch((e) => { errors++; firstError ??= e; });
  }
  if (t % 50 === 49) log(`${made} connections`);
}
const handsDone = async () => Number((await db.query('select count(*) as n from pc_hands')).rows[0].n);
const h0 = await handsDone();
const t0 = Date.now();
latencies.length = 0;
let lastHands = h0;
while (Date.now() - t0 < seconds * 1000) {
  await new Promise((r) => setTimeout(r, 5000));
  const h = await handsDone();
  log(`${((Date.now() - t0) / 1000).toFixed(0)} s: ${h - h0} hands (${((h - lastHands) / 5).toFixed(0)}/s), ${latencies.length} actions, errors ${errors}`);
  lastHands = h;
}
const elapsed = (Date.now() - t0) / 1000;
const hands = (await handsDone()) - h0;
const events = Number((await db.query('select count(*) as n from pc_events')).rows[0].n);
for (const b of bots) b.stop();
for (const c of clients) await c.close();
await admin.close();
for (const n of nodes) await kill9(n.child);
await db.end();
const result = {
  connections: clients.length, tables: tables.length, nodes: nodes.length, seconds: Number(elapsed.toFixed(1)),
  hands, handsPerSecond: Number((hands / elapsed).toFixed(1)), actions: latencies.length,
  actionsPerSecond: Number((latencies.length / elapsed).toFixed(1)), eventsInLog: events,
  actToViewMs: { p50: Number(percentile(latencies, 50).toFixed(1)), p99: Number(percentile(latencies, 99).toFixed(1)) },
  errors, firstError: firstError ? `${firstError.code}: ${firstError.message}` : null,
};
console.log(JSON.stringify(result, null, 2));
process.exit(errors === 0 ? 0 : 1);
