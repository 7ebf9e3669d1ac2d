#!/usr/bin/env node
// Chaos on the poker room: several `pokerchart serve` nodes share one Postgres; bot players play
// at several tables while the node that owns the most tables is killed with SIGKILL mid-hand,
// again and again (a new node starts in its place each time). Measures how long the tables take
// to be served again (the takeover), then checks every table's histories: every hand exactly
// once, chips conserved in every hand and carried from hand to hand, and the chips at the table
// equal to the chips bought in. Bounded in count and time; prints progress.
//
//   bash scripts/with-postgres.sh node scripts/room-chaos.mjs [--kills 10] [--tables 12] [--nodes 3] [--lease-ms 3000]
//
// Needs a build (`npm run build`) and POKERCHART_PG_URL (scripts/with-postgres.sh sets it).
import { parseArgs } from 'node:util';
import { connect } from '@pokerchart/client';
import { allHands, bot, checkHistories, chipsLost as chipsLostAt, kill9, patiently, rng, startNode } from './roomKit.mjs';

const { values } = parseArgs({ options: {
  kills: { type: 'string', default: '10' }, tables: { type: 'string', default: '12' },
  nodes: { type: 'string', default: '3' }, 'lease-ms': { type: 'string', default: '3000' },
} });
const kills = Math.min(50, Number(values.kills));
const tableCount = Math.min(100, Number(values.tables));
const nodeCount = Math.max(2, Math.min(5, Number(values.nodes)));
const leaseMs = Number(values['lease-ms']);
const url = process.env.POKERCHART_PG_URL;
if (!url) {
  console.error('room-chaos: set POKERCHART_PG_URL, e.g. run it through scripts/with-postgres.sh');
  process.exit(2);
}
const log = (line) => console.log(`room-chaos: ${line}`);
const hardStop = setTimeout(() => { console.error('room-chaos: time limit reached'); process.exit(1); }, (60 + kills * 30) * 1000);
hardStop.unref();
const random = rng(99);
const SEATS = 3;
const BUY_IN = 200;

const pg = (await import('pg')).default;
const db = new pg.Client({ connectionString: url });
await db.connect();
await db.query('drop table if exists pc_meta, pc_tables, pc_events, pc_snapshots, pc_hands, pc_leases');
const nodeArgs = ['--database', url, '--deal-delay', '0', '--lease-ms', String(leaseMs)];
const nodes = [];
for (let i = 0; i < nodeCount; i++) nodes.push(await startNode(nodeArgs));
log(`${nodes.length} nodes, lease ${leaseMs} ms`);

const admin = await connect(nodes[0].url);
const tables = [];
for (let t = 0; t < tableCount; t++) {
  const { tableId, adminToken } = await admin.createTable({ seats: SEATS, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 1000 + t, dealDelayMs: 0, cash: { buyIn: BUY_IN, autoRebuy: true } });
  tables.push({ id: tableId, adminToken, tokens: [], buyIns: new Map() });
}
await admin.close();

let players = []; // { client, bot }
let errors = [];
const seatPlayers = async (first) => {
  for (const p of players) { p.bot.stop(); await p.client.close(); }
  players = [];
  const live = nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null);
  let k = 0;
  for (const table of tables) {
    for (let s = 0; s < SEATS; s++, k++) {
      const client = await connect(live[k % live.length].url, { retryMs: 30_000 });
      const b = bot(client, table.id, Math.floor(random() * 1e9), { onError: (e) => errors.push(e) });
      if (first) {
        const { seat, token } = await client.join(table.id, { name: `t${table.id.slice(0, 4)}s${s}`, buyIn: BUY_IN });
        table.tokens.push(token);
        table.buyIns.set(seat, BUY_IN);
      } else await client.resume(table.id, table.tokens[s]);
      players.push({ client, bot: b });
    }
  }
};
await seatPlayers(true);
log(`${tables.length} tables, ${players.length} players`);

const handCount = async () => Number((await db.query('select count(*) as n from pc_hands')).rows[0].n);
const takeovers = [];
let tablesMoved = 0;
for (let kill = 1; kill <= kills; kill++) {
  await new Promise((r) => setTimeout(r, 1500 + Math.floor(random() * 1500)));
  // the node owning the most tables, killed while hands are running
  const { rows } = await db.query('select url, count(*) as n from pc_leases where expires_at > now() group by url order by n desc limit 1');
  const victim = nodes.findIndex((n) => n.url === rows[0]?.url);
  if (victim < 0) { log(`kill ${kill}: no owner found`); continue; }
  const owned = Number(rows[0].n);
  const running = Number((await db.query("select count(*) as n from pc_leases where url = $1", [nodes[victim].url])).rows[0].n);
  const before = await handCount();
  await kill9(nodes[victim].child);
  const killedAt = Date.now();
  // every table served again: each one's lease held live by a node that is alive
  const alive = () => nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null).map((n) => n.url);
  for (;;) {
    const r = await db.query('select count(*) as n from pc_leases where expires_at > now() and url = any($1)', [alive()]);
    if (Number(r.rows[0].n) >= tables.length) break;
    if (Date.now() - killedAt > 30_000) { log(`kill ${kill}: tables not all taken over after 30 s`); break; }
    await new Promise((r2) => setTimeout(r2, 50));
  }
  const took = Date.now() - killedAt;
  takeovers.push(took);
  tablesMoved += owned;
  nodes[victim] = await startNode(nodeArgs);
  await seatPlayers(false);
  log(`kill ${kill}: node owning ${running} tables killed after ${before} hands; taken over in ${(took / 1000).toFixed(1)} s`);
}
// stop dealing (admin), let the running hands finish, then count
const checker = await connect(nodes[0].url, { retryMs: 30_000 });
// the checks are requests like any other: told RATE_LIMITED (a page of hands costs by its size), wait
for (const table of tables) await patiently(() => checker.admin(table.id, table.adminToken, { type: 'pause' }));
for (const table of tables) {
  for (let i = 0; i < 600 && (await patiently(() => checker.view(table.id))).phase !== 'between'; i++) await new Promise((r) => setTimeout(r, 50));
}
for (const p of players) p.bot.stop();

let problems = [];
let hands = 0;
let chipsLost = 0;
for (const table of tables) {
  const h = await allHands(checker, table.id);
  hands += h.length;
  problems.push(...checkHistories(h, table.buyIns, BUY_IN).map((p) => `table ${table.id}: ${p}`));
  // chips at the table now (between hands) = chips bought in: the buy-ins plus the rebuys the histories show
  const view = await patiently(() => checker.view(table.id));
  if (view.phase !== 'between') problems.push(`table ${table.id}: still in a hand after pausing`);
  chipsLost += chipsLostAt(h, view.stacks, table.buyIns, BUY_IN);
}
await checker.close();
for (const p of players) await p.client.close();
for (const n of nodes) await kill9(n.child);
await db.end();
const result = {
  nodes: nodeCount, tables: tables.length, kills: takeovers.length, tablesTakenOver: tablesMoved,
  takeoverSeconds: { max: Number((Math.max(...takeovers) / 1000).toFixed(2)), mean: Number((takeovers.reduce((t, x) => t + x, 0) / takeovers.length / 1000).toFixed(2)) },
  hands, chipsLost, historyProblems: problems.length, firstProblems: problems.slice(0, 5),
  clientErrors: errors.length, firstError: errors[0] ? `${errors[0].code}: ${errors[0].message}` : null,
};
console.log(JSON.stringify(result, null, 2));
process.exit(problems.length === 0 && chipsLost === 0 && errors.length === 0 ? 0 : 1);
