// One thread of room-load's load generator: the bot connections of some of the tables, on an event
// loop and a heap of their own. On a worker thread, the heap's young generation can be set
// (room-load's `--young-mb`: 1,000 clients' views in one heap are objects that live across V8's
// collections of new objects); `--threads` spreads the tables over several such threads (one
// measured best on two cores). room-load starts them and gathers what they measured.
//
// workerData: { seats: [{ tableId, url, k }], thinkMs, breakdown, buyIn, client: 'lean' | 'ws' }
// messages in: 'measure' (forget what was measured while seating), 'report', 'stop'
// messages out: { type: 'seated', buyIns: [[tableId, [[seat, buyIn]]]] } once every seat is taken,
//   { type: 'measuring', hands } when the measurement starts (the hands played until then),
//   { type: 'progress', hands, actions, errors } every second, { type: 'report', ... } when asked
//   (with breakdown: gcOverlapMs, each action's time inside this heap's collections, and gcPausesMs),
//   { type: 'stopped' } once the connections are closed
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '@pokerchart/client';
import { LeanWebSocket } from './leanWebSocket.mjs';
import { kindOf } from './roomLatency.mjs';
import { bot } from './roomKit.mjs';

const { seats, thinkMs, breakdown, buyIn, client: clientKind = 'lean' } = workerData;
// each bot's connection: the lean client of leanWebSocket.mjs, or the `ws` package's (connect's default in Node 20)
const connectOptions = clientKind === 'ws' ? { timeoutMs: 30_000 } : { timeoutMs: 30_000, WebSocket: LeanWebSocket, viewDeltas: true };
const clients = [];
const bots = [];
let latencies = [];
let kinds = [];
let sentAts = [];
let errors = 0;
let firstError = null;
const onError = (e) => { errors++; firstError ??= `${e.code}: ${e.message}`; };
// hands played: the highest hand number any seat has seen at its table
const hands = new Map();
const buyIns = new Map();
// with --breakdown, this heap's own garbage collections (start in ms since the epoch, duration):
// a pause of the load generator holds every view that arrives meanwhile, and is not the room's
const gcPauses = [];
const addPauses = (entries) => { for (const e of entries) gcPauses.push([e.startTime + performance.timeOrigin, e.duration]); };
const gcObserver = breakdown ? new PerformanceObserver((list) => addPauses(list.getEntries())) : null;
gcObserver?.observe({ entryTypes: ['gc'] });
/** For each measured action, the milliseconds of this heap's collections inside its act-to-view interval. */
const gcOverlaps = () => {
  addPauses(gcObserver?.takeRecords() ?? []); // the collections not yet handed to the observer
  const pauses = gcPauses.slice().sort((a, b) => a[0] - b[0]);
  return Float64Array.from(latencies, (ms, i) => {
    const from = sentAts[i];
    const to = from + ms;
    let inside = 0;
    for (const [start, duration] of pauses) {
      if (start >= to) break;
      const end = start + duration;
      if (end > from) inside += Math.min(to, end) - Math.max(from, start);
    }
    return inside;
  });
};
const onLatency = breakdown
  ? (ms, taken) => { latencies.push(ms); kinds.push(kindOf(taken)); sentAts.push(taken.sentAt + performance.timeOrigin); }
  : (ms) => latencies.push(ms);

const seat = async ({ tableId, url, k }) => {
  const client = await connect(url, connectOptions);
  clients.push(client);
  hands.set(tableId, hands.get(tableId) ?? 0);
  client.on('view', (id, view) => { if (view.handNumber > (hands.get(id) ?? 0)) hands.set(id, view.handNumber); });
  bots.push(bot(client, tableId, k + 1, { onLatency, onError, thinkMs }));
  const { seat: taken } = await client.join(tableId, { name: `bot${k}`, buyIn });
  if (!buyIns.has(tableId)) buyIns.set(tableId, []);
  buyIns.get(tableId).push([taken, buyIn]);
};
// fifty seats at a time (ten tables of five), as room-load seated them before it had threads
for (let i = 0; i < seats.length; i += 50) await Promise.all(seats.slice(i, i + 50).map((s) => seat(s).catch(onError)));
parentPort.postMessage({ type: 'seated', buyIns: [...buyIns] });

const handsNow = () => { let n = 0; for (const h of hands.values()) n += h; return n; };
const progress = setInterval(() => parentPort.postMessage({ type: 'progress', hands: handsNow(), actions: latencies.length, errors }), 1000);
// this thread's event loop: a view waits this long in its socket before its time is read
const LOOP_MS = 5;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_MS });
parentPort.on('message', async (m) => {
  if (m === 'measure') {
    latencies = [];
    kinds = [];
    sentAts = [];
    gcPauses.length = 0;
    loopDelay.reset();
    loopDelay.enable();
    parentPort.postMessage({ type: 'measuring', hands: handsNow() });
  } else if (m === 'report') {
    loopDelay.disable();
    const late = (p) => Math.max(0, loopDelay.percentile(p) / 1e6 - LOOP_MS);
    parentPort.postMessage({
      type: 'report', latencies: Float64Array.from(latencies), kinds, sentAts, hands: [...hands], errors, firstError,
      ...(breakdown ? { gcOverlapMs: gcOverlaps(), gcPausesMs: gcPauses.map(([, d]) => d) } : {}),
      loopDelayMs: { p50: late(50), p99: late(99), max: Math.max(0, loopDelay.max / 1e6 - LOOP_MS) },
    });
  } else if (m === 'stop') {
    clearInterval(progress);
    for (const b of bots) b.stop();
    for (const c of clients) await c.close();
    parentPort.postMessage({ type: 'stopped' });
  }
});
