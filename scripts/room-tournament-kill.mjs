// The done-when run of issue 35 for tournaments in the room (R263): a 60-entry tournament (9-max,
// late registration, re-entry, a rebuy period and an add-on, a break) played through the room by
// bots connected as clients, while the node that owns it is killed with SIGKILL twice and started
// again. On PGlite (the default) the server process is killed; with POKERCHART_PG_URL set (as
// `bash scripts/with-postgres.sh node scripts/room-tournament-kill.mjs` does) two nodes share
// Postgres and the owning node is killed, the other taking the tournament over.
//
// Checks: the tournament completes; every entry has one place; the prizes sum to the pool; no
// table ever holds more than its size; no table deals while it holds 2+ players more than another
// table (R243, R263); every action the room acknowledged is in its table's history (the
// tournament's event log); the standings equal those of the tournament replayed from its own log.
// The room takes the tournament's snapshots at its default spacing (R263), and a takeover starts
// from the latest: the snapshots left in the database, restored and given the rest of the log,
// must equal the replay of the whole log.
//
//   usage: node scripts/room-tournament-kill.mjs [--seed N]   (after npm run build; prints the time it took)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@pokerchart/client';
import { pgliteSql, postgresSql, replayTournament, RoomTournament, TournamentStore } from '@pokerchart/server';
import { kill9, rng, startNode } from './roomKit.mjs';

const seedArg = process.argv.indexOf('--seed');
const seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 35;
const pgUrl = process.env.POKERCHART_PG_URL;
const ENTRIES = 60;
const LEVEL_SECONDS = 10;
const began = Date.now();
const problems = [];
const fail = (line) => { problems.push(line); console.error(`FAIL ${line}`); };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (line) => console.log(`[${((Date.now() - began) / 1000).toFixed(1)} s] ${line}`);

const dir = pgUrl === undefined ? mkdtempSync(join(tmpdir(), 'pc-tournament-kill-')) : null;
const nodeArgs = pgUrl === undefined ? ['--data', dir, '--deal-delay', '0'] : ['--database', pgUrl, '--lease-ms', '3000', '--deal-delay', '0'];
const nodes = [];
const started = []; // every node started, the killed ones too (their stderr)
// a killed node comes back on the port it had: on PGlite its clients reconnect to it; on Postgres
// they move to the other node they know meanwhile, which takes the tournament over
const start = async (port = 0) => {
  const n = await startNode([...nodeArgs, '--port', String(port)]);
  nodes.push(n);
  started.push(n);
  return n;
};

if (pgUrl !== undefined) {
  const sql = await postgresSql(pgUrl);
  await sql.query('drop table if exists pc_tournaments, pc_tournament_events, pc_tournament_snapshots, pc_meta, pc_tables, pc_events, pc_snapshots, pc_hands, pc_leases');
  await sql.close();
  await start();
  await start();
} else await start();
const urls = () => nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null).map((n) => n.url);

const admin = await connect(urls());
// blinds grow by half a level for the first four levels (late registration, the rebuys, the break
// and the kills happen then), then by 2.5 times a level so that the run ends within about a minute
const levels = Array.from({ length: 40 }, (_, k) => {
  const big = Math.round((20 * 1.5 ** Math.min(k, 4) * 2.5 ** Math.max(0, k - 4)) / 10) * 10;
  return { small: big / 2, big };
});
const { tournamentId, adminToken } = await admin.createTournament({
  name: 'Kill twice', variant: 'holdem', betting: 'no-limit', tableSize: 9, startingStack: 500, buyIn: 10, payouts: [40, 25, 15, 12, 8], seed,
  schedule: { levels, every: { minutes: LEVEL_SECONDS / 60 } },
  lateRegistration: { levels: 3 }, reentry: { maxEntries: 3 }, rebuys: { levels: 1, chips: 500, price: 10 }, addOn: { chips: 500, price: 10 },
  breaks: { beforeLevels: [4], minutes: 0.05 }, clock: { actionSeconds: 2, timeBankSeconds: 2 }, dealDelayMs: 400, // a moment between hands to rebuy (R242)
});
log(`tournament ${tournamentId} created on ${urls().join(', ')}`);

// ---- the players: one client each, playing from their views' legal actions ----
const acked = []; // { tableId, hand, index, type }
const players = [];
let rebuys = 0;
let addOns = 0;
let reentries = 0;
function player(client, name, r) {
  const p = { client, name, table: null, busy: false, addOn: false, lastTry: 0, stopped: false };
  const act = (id, view) => {
    if (p.stopped || p.busy || id !== p.table || view.phase !== 'playing' || view.legalActions === null || view.toAct !== view.viewer) return;
    const legal = view.legalActions;
    let action;
    const x = r();
    // a mild policy until the late entries, the break and both kills are behind (a field that shoves
    // and calls everything ends in a few hands on a quiet machine, before them), then a wild one
    // so that the run ends soon
    const wild = endgame();
    if (legal.raiseTo !== null && x < (wild ? 0.12 : 0.08)) {
      const to = x < (wild ? 0.05 : 0.004) ? legal.raiseTo.max : Math.min(legal.raiseTo.max, legal.raiseTo.min * 2);
      const opened = view.seats.some((s) => s !== null && s.committed > 0);
      action = view.street !== 'preflop' && !opened && legal.call === null ? { type: 'bet', to } : { type: 'raise', to };
    } else if (legal.fold && legal.call !== null && x > (wild ? 0.85 : 0.5)) action = { type: 'fold' };
    else if (legal.check) action = { type: 'check' };
    else if (legal.call !== null) action = { type: 'call' };
    else action = { type: 'fold' };
    p.busy = true;
    let retry = false;
    client.act(id, action).then(
      () => acked.push({ tableId: id, hand: view.handNumber, index: view.actionIndex, type: action.type }),
      (e) => {
        if (['RATE_LIMITED', 'UNAVAILABLE', 'DISCONNECTED'].includes(e.code)) retry = true;
        else if (!['STALE', 'NOT_YOUR_TURN', 'NOT_SEATED'].includes(e.code)) log(`${name}: ${JSON.stringify(action)} refused: ${e.code}: ${e.message}`);
      },
    ).finally(() => {
      p.busy = false;
      const latest = client.lastView(id);
      if (retry) setTimeout(() => { const v = client.lastView(id); if (v) act(id, v); }, 200);
      else if (latest !== undefined && latest !== view) act(id, latest);
    });
  };
  client.on('seat', (tid, seat) => {
    if (tid !== tournamentId) return;
    p.table = seat.tableId;
    const v = client.lastView(seat.tableId);
    if (v) act(seat.tableId, v);
  });
  client.on('view', (id, view) => {
    act(id, view);
    if (id !== p.table || view.phase !== 'between' || view.viewer === 'spectator' || Date.now() - p.lastTry < 1000) return;
    p.lastTry = Date.now();
    // R242: busted in the rebuy period, or short (at most the starting stack, now and then): rebuy;
    // the add-on once, right after the period
    const stack = view.stacks[view.viewer];
    if (stack === 0 || (stack <= 500 && r() < 0.3)) client.rebuy(tournamentId).then(() => { rebuys++; }, () => {});
    else if (!p.addOn) client.addOn(tournamentId).then(() => { p.addOn = true; addOns++; }, () => {});
  });
  players.push(p);
  return p;
}

const entriesNow = async () => (await admin.lobby()).tournaments.find((t) => t.tournamentId === tournamentId);
let names = 0;
let startedAt = Infinity;
let killed = 0;
const LATE_CLOSE = 3 * LEVEL_SECONDS * 1000;
const endgame = () => killed >= 2 && Date.now() - startedAt > LATE_CLOSE + 5_000;
async function newPlayer() {
  const name = `p${++names}`;
  const client = await connect(urls());
  const p = player(client, name, rng(seed * 1000 + names));
  await client.register(tournamentId, { name });
  return p;
}
for (let i = 0; i < 50; i++) await newPlayer();
await admin.tournamentAdmin(tournamentId, adminToken, { type: 'start' });
startedAt = Date.now();
log('started with 50 entries');

// ---- the run: late entries, re-entries, two kills of the owning node ----
// Late registration is open for three levels (30 s): four new players at once, then re-entries of
// players who are out (from level 2, after the rebuy period), then new players up to 60 entries.
// The owner is killed once the 60 entries are in (registration may still be open), and again 5 s
// after it is back.
let nextKill = Infinity;
let late = 0;
let state = 'running';
let lastReport = 0;
const kill = async () => {
  let owner = nodes[0];
  if (pgUrl !== undefined) {
    const sql = await postgresSql(pgUrl);
    const rows = await sql.query('select url from pc_leases where table_id = $1 and expires_at > now()', [tournamentId]);
    await sql.close();
    owner = nodes.find((n) => n.url === rows[0]?.url) ?? owner;
  }
  await kill9(owner.child);
  nodes.splice(nodes.indexOf(owner), 1);
  killed++;
  log(`SIGKILL ${killed}: the owner ${owner.url}`);
  await start(owner.port);
  log(`a node started again: ${nodes.at(-1).url}`);
  nextKill = killed < 2 ? Date.now() + 5_000 : Infinity;
};
const lateEntry = async () => {
  try {
    await newPlayer();
    late++;
    return true;
  } catch (e) {
    log(`a late registration refused: ${e.code}: ${e.message}`);
    return false;
  }
};
for (let i = 0; i < 4; i++) await lateEntry();
for (;;) {
  await sleep(500);
  const since = Date.now() - startedAt;
  if (since > 600_000) { fail('the tournament did not complete in 10 minutes'); break; }
  if (Date.now() >= nextKill) await kill();
  let listed;
  try {
    listed = await entriesNow();
  } catch {
    continue; // the node is restarting
  }
  state = listed.state;
  if (Date.now() - lastReport > 10_000) {
    lastReport = Date.now();
    log(`${state}: ${listed.entries} entries, prize pool ${listed.prizePool}, ${acked.length} actions acknowledged`);
  }
  if (state === 'complete') break;
  if (listed.entries >= ENTRIES && killed === 0) await kill();
  if (since < LATE_CLOSE - 3000 && listed.entries < ENTRIES) {
    if (since > LEVEL_SECONDS * 1000) {
      const standings = await admin.standings(tournamentId).catch(() => []);
      const out = new Set(standings.filter((x) => x.stack === 0 && x.entry === x.entries).map((x) => x.name));
      for (const p of players) {
        if (!out.has(p.name) || listed.entries >= ENTRIES) continue;
        try {
          await p.client.register(tournamentId, { name: p.name }); // the same client: its token, a re-entry (R241)
          reentries++;
          listed.entries++;
        } catch { /* still busted in the rebuy period, or closed */ }
      }
    }
    if (since > LATE_CLOSE - 8000) while (listed.entries < ENTRIES && (await lateEntry())) listed.entries++;
  }
}
const seconds = (Date.now() - began) / 1000;
log(`tournament ${state}: ${late} late entries, ${reentries} re-entries, ${rebuys} rebuys, ${addOns} add-ons, ${acked.length} actions acknowledged, ${killed} kills`);

const standings = await admin.standings(tournamentId);
for (const p of players) p.stopped = true;
await Promise.all(players.map((p) => p.client.close()));
await admin.close();
for (const n of nodes) {
  if (n.child.exitCode === null && n.child.signalCode === null) {
    const gone = new Promise((r) => n.child.once('exit', r));
    n.child.kill('SIGTERM');
    await gone;
  }
}

// ---- the checks, from the tournament's own event log ----
const sql = pgUrl === undefined ? await pgliteSql(dir) : await postgresSql(pgUrl);
const store = new TournamentStore(sql);
const { config } = await store.tournament(tournamentId);
const events = await store.events(tournamentId);
const snapshots = await store.snapshots(tournamentId);
const secret = process.env.POKERCHART_SECRET ?? (await sql.query("select value from pc_meta where key = 'secret'"))[0]?.value;
await sql.close();
const replayed = new RoomTournament(tournamentId, config);
const history = new Set();
let deals = 0;
const seatsOf = (x) => x.seats.filter((s) => s !== null).length;
for (const { seq, event } of events) {
  if (seq !== replayed.seq + 1) fail(`event ${replayed.seq + 1} is missing from the log`);
  const t = replayed.tournament;
  if (event.type === 'act') {
    const table = t.context.tables.find((x) => x.id === event.table);
    const index = t.view(event.table, 'spectator').log.filter((e) => e.type === 'acted' || e.type === 'discarded').length;
    history.add(`${tournamentId}/t${event.table} ${table.handsPlayed} ${index} ${event.action.type}`);
  }
  replayed.apply(event);
  for (const x of t.tables()) if (seatsOf(x) > config.settings.tableSize) fail(`event ${seq}: table ${x.id} holds ${seatsOf(x)} players, more than ${config.settings.tableSize}`);
  for (const x of t.context.tables) if (x.players > config.settings.tableSize) fail(`event ${seq}: table ${x.id} holds ${x.players} players`);
  if (event.type === 'deal') {
    const dealt = t.tables().find((x) => x.id === event.table);
    if (dealt !== undefined && dealt.playing) {
      deals++;
      const fewest = Math.min(...t.tables().map(seatsOf));
      if (seatsOf(dealt) - fewest >= 2) fail(`event ${seq}: table ${event.table} dealt with ${seatsOf(dealt)} players while another holds ${fewest} (R243, R263)`);
    }
  }
}
const ctx = replayed.tournament.context;
if (!replayed.tournament.isComplete) fail('the tournament replayed from its log is not complete');
// R263: snapshots on by default; each one left, restored and given the later events, is the replay
if (snapshots.length === 0) fail('the room took no snapshot of the tournament');
// JSON with sorted keys: the database (jsonb) keeps a snapshot's objects with their keys in its own order
const sorted = (v) => (Array.isArray(v) ? v.map(sorted) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v);
const whole = (t) => JSON.stringify(sorted(JSON.parse(JSON.stringify({ chart: t.tournament.actor.getPersistedSnapshot(), room: t.snapshot('k', null).snapshot.room, standings: t.standings() }))));
for (const snap of snapshots) {
  try {
    const restored = await replayTournament(tournamentId, config, events.filter((e) => e.seq >= snap.snapshot.seq), [], snap, secret);
    const [a, b] = [whole(restored), whole(replayed)];
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    if (a !== b) fail(`the tournament restored from its snapshot after event ${snap.snapshot.seq} differs from the replay of its whole log: ...${a.slice(Math.max(0, at - 160), at + 80)}... where the replay has ...${b.slice(Math.max(0, at - 160), at + 80)}...`);
    restored.stop();
  } catch (e) {
    fail(`the snapshot after event ${snap.snapshot.seq} cannot be used: ${e.message}`);
  }
}
const missing = acked.filter((a) => !history.has(`${a.tableId} ${a.hand} ${a.index} ${a.type}`));
if (missing.length > 0) fail(`${missing.length} acknowledged actions are not in their table's history, e.g. ${JSON.stringify(missing[0])}`);
if (JSON.stringify(replayed.standings()) !== JSON.stringify(standings)) fail('the standings differ from those of the tournament replayed from its event log');
if (standings.length !== ctx.entries.length) fail(`${standings.length} standings for ${ctx.entries.length} entries`);
const keys = new Set(standings.map((s) => `${s.name}#${s.entry}`));
if (keys.size !== standings.length) fail('an entry is listed twice in the standings');
if (standings.some((s) => s.place === null)) fail('an entry has no place');
const paid = standings.reduce((n, s) => n + s.prize, 0);
if (paid !== ctx.prizePool) fail(`the prizes sum to ${paid}, the pool is ${ctx.prizePool}`);
if (ctx.entries.length !== ENTRIES) fail(`${ctx.entries.length} entries, not ${ENTRIES}`);
const kinds = (type) => ctx.log.filter((l) => l.type === type);
if (!kinds('registered').some((l) => l.late && l.entry === 1)) fail('no late registration (R241)');
if (!ctx.entries.some((e) => e.entry > 1)) fail('no re-entry (R241)');
if (kinds('rebuy').length === 0) fail('no rebuy (R242)');
if (kinds('break').length === 0) fail('no break (R249, R263)');
if (killed !== 2) fail(`${killed} kills, not 2`);
// a refused snapshot is not a fault (the takeover uses an older one, or the whole log), but say so
for (const n of started) for (const line of n.stderr().split('\n')) if (/snapshot .* refused/.test(line)) console.log(`note: ${line}`);
if (dir !== null && problems.length === 0) rmSync(dir, { recursive: true, force: true });
else if (dir !== null) console.log(`the database is kept for a look: ${dir}`);
console.log(`${ctx.entries.length} entries (${ctx.entries.filter((e) => e.entry > 1).length} re-entries), ${kinds('rebuy').length} rebuys, ${kinds('add-on').length} add-ons, ${kinds('break').length} break(s), ${deals} hands, ${events.length} events, ${acked.length} acknowledged actions, prize pool ${ctx.prizePool}, snapshots kept after events ${snapshots.map((x) => x.snapshot.seq).join(', ')} (equal to the replay)`);
console.log(`on ${pgUrl === undefined ? 'PGlite (the server killed)' : 'Postgres, two nodes (the owning node killed)'}: ${problems.length === 0 ? 'passed' : `${problems.length} problems`} in ${seconds.toFixed(0)} s`);
process.exit(problems.length === 0 ? 0 : 1);
