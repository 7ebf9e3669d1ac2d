// Shared by scripts/room-load.mjs and scripts/room-chaos.mjs: start `pokerchart serve` nodes as
// child processes, bot players over @pokerchart/client, and the checks of a table's histories.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../packages/cli/bin/pokerchart.js', import.meta.url));

/** Starts `pokerchart serve` on a free loopback port; resolves with { url, port, child }. */
export async function startNode(args) {
  if (!existsSync(new URL('../packages/cli/dist/bin.js', import.meta.url))) throw new Error('run `npm run build` first');
  // the load runs every client from this machine's one address, and one admin creates every table
  const limits = ['--max-connections-per-address', '100000', '--max-tables-per-creator', '100000'];
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...limits, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
}

/** A small seeded generator (mulberry32). */
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

/** A legal action for the seat to act, mostly check or call. */
export function choose(view, rnd) {
  const legal = view.legalActions;
  const r = rnd();
  if (legal.raiseTo !== null && r < 0.15) {
    const to = Math.min(legal.raiseTo.max, legal.raiseTo.min * (1 + Math.floor(rnd() * 3)));
    const opened = view.seats.some((s) => s !== null && s.committed > 0);
    return view.street !== 'preflop' && !opened ? { type: 'bet', to } : { type: 'raise', to };
  }
  if (legal.fold && legal.call !== null && r > 0.9) return { type: 'fold' };
  if (legal.check) return { type: 'check' };
  if (legal.call !== null) return { type: 'call' };
  return { type: 'fold' };
}

/**
 * Plays a seat whenever its view says it is to act. `onLatency(ms)` gets the time from sending an
 * action to the view that shows it taken. Returns { stop }.
 */
export function bot(client, tableId, seed, { onLatency, onError } = {}) {
  const rnd = rng(seed);
  let stopped = false;
  let busy = false;
  let sentAt = 0;
  let sentFor = -1;
  const onView = (id, view) => {
    if (id !== tableId || stopped) return;
    const position = view.handNumber * 10_000 + view.actionIndex;
    if (sentFor >= 0 && position > sentFor) {
      onLatency?.(performance.now() - sentAt);
      sentFor = -1;
    }
    if (busy || view.legalActions === null || view.toAct !== view.viewer) return;
    busy = true;
    sentAt = performance.now();
    sentFor = position;
    let retry = false;
    client.act(tableId, choose(view, rnd)).catch((e) => {
      sentFor = -1;
      if (e.code === 'RATE_LIMITED' || e.code === 'UNAVAILABLE') retry = true;
      else if (!['STALE', 'DISCONNECTED', 'NOT_YOUR_TURN'].includes(e.code)) onError?.(e);
    }).finally(() => {
      busy = false;
      const latest = client.lastView(tableId);
      if (retry) setTimeout(() => onView(tableId, client.lastView(tableId) ?? view), 50);
      else if (latest !== undefined && latest !== view) onView(tableId, latest);
    });
  };
  client.on('view', onView);
  const latest = client.lastView(tableId);
  if (latest !== undefined) onView(tableId, latest);
  return { stop: () => { stopped = true; client.off('view', onView); } };
}

/**
 * Problems in a table's histories: hands numbered 1..n once each, chips conserved in each hand,
 * each seat's stack carried to its next hand (or a rebuy of `rebuy` chips after busting).
 */
export function checkHistories(hands, buyIns, rebuy) {
  const problems = [];
  const stackOf = new Map(buyIns);
  hands.forEach((h, i) => {
    if (h.hand !== i + 1) problems.push(`hand ${i + 1} is numbered ${h.hand}`);
    const start = h.starting_stacks.reduce((t, s) => t + s, 0);
    const end = (h.finishing_stacks ?? []).reduce((t, s) => t + s, 0);
    if (start !== end) problems.push(`hand ${h.hand}: ${start} chips at the start, ${end} at the end`);
    (h.seats ?? []).map((s) => s - 1).forEach((seat, p) => { // PHH seats count from 1, the room's from 0
      const before = stackOf.get(seat);
      const rebought = before === 0 && h.starting_stacks[p] === rebuy;
      if (before !== undefined && before !== h.starting_stacks[p] && !rebought) problems.push(`hand ${h.hand}: seat ${seat} starts with ${h.starting_stacks[p]}, ended its last hand with ${before}`);
      stackOf.set(seat, h.finishing_stacks[p]);
    });
  });
  return problems;
}

/** The p-th percentile (0..100) of a list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
