// The room test kit: one module for the server's tests (packages/server/test/helpers.ts re-exports
// it, with the vitest-only helpers) and the room scripts (room-load.mjs, room-chaos.mjs). It starts
// `pokerchart serve` nodes as child processes, plays bots over @pokerchart/client, and checks a
// table's histories and chips. Types: roomKit.d.mts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ownBin = fileURLToPath(new URL('../packages/cli/bin/pokerchart.js', import.meta.url));

/**
 * The nodes started by {@link startNode} and still running: killed when this process exits, however
 * it ends (done, an error of its own, `process.exit` from a signal handler or a time limit), so a
 * script that fails never leaves a node serving its tables' timers, holding leases and taking a
 * share of the cores from the next run.
 */
const running = new Set();
let killingOnExit = false;

/**
 * Starts `pokerchart serve` on a free loopback port; resolves with { url, port, child, stderr }.
 * `nodeFlags` go to node itself (e.g. `--cpu-prof`); `bin`: another build's `pokerchart.js` (an
 * A/B of two builds under the same load), this repository's by default. The node is killed when
 * this process exits, if it is still running then.
 */
export async function startNode(args, { nodeFlags = [], bin = ownBin } = {}) {
  if (!existsSync(new URL('../dist/bin.js', pathToFileURL(bin)))) throw new Error('run `npm run build` first');
  // the load runs every client from this machine's one address, and one admin creates every table
  const limits = ['--max-connections-per-address', '100000', '--max-tables-per-creator', '100000'];
  const child = spawn(process.execPath, [...nodeFlags, bin, 'serve', '--port', '0', ...limits, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (!killingOnExit) {
    killingOnExit = true;
    process.once('exit', () => { for (const c of running) c.kill('SIGKILL'); });
  }
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => { err += d; if (err.length > 20000) err = err.slice(-10000); });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start in 90 s: ${err}`)), 90_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (ws:\/\/[^\s]+:(\d+))/.exec(out);
      if (m) { clearTimeout(timer); resolve({ url: m[1], port: Number(m[2]), child, stderr: () => err }); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`serve exited with ${code}: ${err}`)); });
  });
}

/** SIGKILL, then wait until the process is gone. */
export async function kill9(child) {
  return stopProcess(child, 'SIGKILL');
}

/** Sends `signal` (SIGTERM: a clean stop, which writes a `--cpu-prof` profile), then waits until the process is gone. */
export async function stopProcess(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await gone;
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc; NaN elsewhere). */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s
  } catch {
    return NaN;
  }
}

/**
 * CPU time (user + system) each thread of a process has used so far, in milliseconds, by thread id
 * (the main thread's id is the process's), from Linux /proc; empty elsewhere. Threads that ended
 * are not in it.
 */
export function threadCpuMs(pid) {
  const threads = new Map();
  let tids;
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return threads;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.set(Number(tid), ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // the thread ended while being read
    }
  }
  return threads;
}

/** A fresh temporary directory, removed by the returned function. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Waits until `check` holds, polling every 20 ms; fails after `ms` naming `what`. */
export async function waitFor(check, ms = 20_000, what = 'a condition') {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A small seeded random number generator (mulberry32). */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A simple deterministic choice from a view's legal actions: mostly check or call, sometimes raise or fold. */
export function choose(view, rnd) {
  const legal = view.legalActions;
  const r = rnd();
  if (legal.raiseTo !== null && r < 0.15) {
    const to = Math.min(legal.raiseTo.max, legal.raiseTo.min + Math.floor(rnd() * 3) * legal.raiseTo.min);
    return view.street !== null && legal.call === null && view.seats.every((s) => s === null || s.committed === 0) ? { type: 'bet', to } : { type: 'raise', to };
  }
  if (legal.fold && legal.call !== null && r > 0.9) return { type: 'fold' };
  if (legal.check) return { type: 'check' };
  if (legal.call !== null) return { type: 'call' };
  return { type: 'fold' };
}

/**
 * Plays a seat whenever its view says it is to act, until `stop()`. `onLatency(ms, taken)` gets the
 * time from sending an action to the view that shows it taken, and what was taken: `{ action, from,
 * view, sentAt }` (the action, the view it was chosen from, the view that shows it, and
 * `performance.now()` when it was sent); `onError(e)` every refusal other than
 * the expected races (STALE, DISCONNECTED, NOT_YOUR_TURN; RATE_LIMITED and UNAVAILABLE are retried).
 * `thinkMs` (default 0: act at once) makes the seat think before each action, a random time
 * between half and one and a half times it, as a person at the table would.
 */
export function bot(client, tableId, seed, { onLatency, onError, thinkMs = 0 } = {}) {
  const rnd = rng(seed);
  let stopped = false;
  let busy = false;
  let sentAt = 0;
  let sentFor = -1;
  let sentAction = null;
  let sentFrom = null;
  let thoughtFor = -1;
  const onView = (id, view) => {
    if (id !== tableId || stopped) return;
    const position = view.handNumber * 10_000 + view.actionIndex;
    if (sentFor >= 0 && position > sentFor) {
      onLatency?.(performance.now() - sentAt, { action: sentAction, from: sentFrom, view, sentAt });
      sentFor = -1;
    }
    if (busy || view.legalActions === null || view.toAct !== view.viewer) return;
    busy = true;
    if (thinkMs > 0 && thoughtFor !== position) {
      // a player who thinks: between half and one and a half times thinkMs, then acts on the latest view
      setTimeout(() => {
        busy = false;
        thoughtFor = position;
        onView(tableId, client.lastView(tableId) ?? view);
      }, thinkMs * (0.5 + rnd()));
      return;
    }
    sentAt = performance.now();
    sentFor = position;
    sentFrom = view;
    sentAction = choose(view, rnd);
    const done = () => {
      busy = false;
      const latest = client.lastView(tableId);
      if (latest !== undefined && latest !== view) onView(tableId, latest); // a view that came while acting
    };
    client.act(tableId, sentAction).then(done, (e) => {
      sentFor = -1;
      if (e.code === 'RATE_LIMITED' || e.code === 'UNAVAILABLE') {
        busy = false;
        setTimeout(() => onView(tableId, client.lastView(tableId) ?? view), 50);
        return;
      }
      if (!['STALE', 'DISCONNECTED', 'NOT_YOUR_TURN'].includes(e.code)) onError?.(e);
      done();
    });
  };
  client.on('view', onView);
  const latest = client.lastView(tableId);
  if (latest !== undefined) onView(tableId, latest);
  return { stop: () => { stopped = true; client.off('view', onView); } };
}

/**
 * A request retried while the room answers RATE_LIMITED (every 500 ms, at most 100 times): the
 * checks after a load run are requests like any other, and a page of hands costs by its size.
 */
export async function patiently(request) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await request();
    } catch (e) {
      if (e.code !== 'RATE_LIMITED' || attempt > 100) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * Every finished hand of a table, read a page of 100 at a time, each page asked {@link patiently}:
 * a long table's history costs more than a connection's budget for a second (a page is paid for by
 * its size), and asking for it all again after each RATE_LIMITED would never end.
 */
export async function allHands(client, tableId, options = {}) {
  const all = [];
  for (;;) {
    const page = await patiently(() => client.hands(tableId, { ...options, limit: 100, offset: all.length }));
    all.push(...page);
    if (page.length < 100) return all;
  }
}

/**
 * Bots at a new table of `room` (a `Room` in this process: no sockets, no client library). Creates
 * the table with `options`, seats a bot per seat (`options.seats`), each through a session of its
 * own and seeded `seed + seat`, acting with `choose` whenever its view says it is to act, until
 * `stop()`. `onView(view)` sees every view pushed to them. Resolves to the table's id, `stop()`
 * (which returns the refusals other than the expected races: a view gone stale, another seat's
 * turn) and `settled()` (resolves once the requests in flight are answered).
 */
export async function roomBots(room, options, { seed = 1, onView } = {}) {
  const admin = { send() {}, tokens: new Map() };
  const { tableId } = await room.handle(admin, { id: 1, type: 'createTable', options });
  let stopped = false;
  const errors = [];
  const inFlight = new Set();
  for (let s = 0; s < options.seats; s++) {
    const rnd = rng(seed + s);
    let busy = false;
    let last = null;
    const go = () => {
      const view = last;
      if (stopped || busy || view === null || view.legalActions === null || view.toAct !== view.viewer) return;
      busy = true;
      const request = room.handle(session, { id: 2, type: 'act', tableId, action: choose(view, rnd), handNumber: view.handNumber, actionIndex: view.actionIndex })
        .catch((e) => { if (e.code !== 'STALE' && e.code !== 'NOT_YOUR_TURN') errors.push(e); })
        .finally(() => { busy = false; inFlight.delete(request); setImmediate(go); });
      inFlight.add(request);
    };
    const session = {
      tokens: new Map(),
      send(message) {
        if (message.type !== 'view') return;
        last = message.view;
        onView?.(message.view);
        setImmediate(go);
      },
    };
    await room.handle(session, { id: 1, type: 'join', tableId, name: `p${s}`, buyIn: options.cash?.buyIn ?? 200 });
  }
  return { tableId, stop: () => { stopped = true; return errors; }, settled: () => Promise.all([...inFlight]).then(() => {}) };
}

/** {@link bot} with its refusals pushed to `errors`. */
export function autoPlay(client, tableId, seed, errors) {
  return bot(client, tableId, seed, { onError: (e) => errors.push(e) });
}

/**
 * Problems in a table's histories (`buyIns` by the room's seat numbers, from 0): hands numbered
 * 1..n once each (from `first` when the histories are a later page), chips conserved in every
 * hand, each seat's stack carried from one hand to its next (or, after busting, a rebuy of
 * `rebuy` chips).
 */
export function checkHistories(hands, buyIns, rebuy, first = 1) {
  const problems = [];
  const stackOf = new Map(buyIns);
  hands.forEach((h, i) => {
    if (h.hand !== i + first) problems.push(`hand ${i + first} is numbered ${String(h.hand)}`);
    const start = h.starting_stacks.reduce((t, s) => t + s, 0);
    const end = (h.finishing_stacks ?? []).reduce((t, s) => t + s, 0);
    if (start !== end) problems.push(`hand ${h.hand}: ${start} chips at the start, ${end} at the end`);
    (h.seats ?? []).map((s) => s - 1).forEach((seat, p) => { // PHH seats count from 1, the room's from 0
      const before = stackOf.get(seat);
      const rebought = before === 0 && rebuy !== undefined && h.starting_stacks[p] === rebuy;
      if (before !== undefined && before !== h.starting_stacks[p] && !rebought) problems.push(`hand ${h.hand}: seat ${seat} starts with ${h.starting_stacks[p]}, ended the last hand with ${before}`);
      stackOf.set(seat, h.finishing_stacks[p]);
    });
  });
  return problems;
}

/**
 * Chips lost at a cash table with automatic rebuys of `buyIn`: the chips bought in (`buyIns` by
 * the room's seat numbers, plus each rebuy the histories show, and the rebuy of a seat that
 * busted in the last hand) less the chips at the table now (`stacks`, between hands). 0 when every
 * chip is accounted for.
 */
export function chipsLost(hands, stacks, buyIns, buyIn) {
  let boughtIn = [...buyIns.values()].reduce((t, b) => t + b, 0);
  const last = new Map(buyIns);
  for (const hand of hands) {
    hand.seats.forEach((seat1, p) => {
      const seat = seat1 - 1; // PHH seats count from 1
      if (last.get(seat) === 0 && hand.starting_stacks[p] === buyIn) boughtIn += buyIn;
      last.set(seat, hand.finishing_stacks[p]);
    });
  }
  // a seat that busted in the last hand has rebought already (auto rebuy tops it up between hands)
  stacks.forEach((s, seat) => { if (last.get(seat) === 0 && s === buyIn) boughtIn += buyIn; });
  return boughtIn - stacks.reduce((t, s) => t + (s ?? 0), 0);
}

/** The p-th percentile (0..100) of a list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
