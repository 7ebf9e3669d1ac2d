// The act-to-view latency of room-load broken down (`--breakdown`): by the kind of action taken
// and by when it was sent, to see where the slowest 1% come from.
import { percentile } from './roomKit.mjs';

/**
 * The kind of an action, from the view it was chosen from (`from`) and the view that shows it
 * taken (`view`): the first kind that fits of 'ends the hand', 'all-in', 'ends a street',
 * 'first of the hand' (no voluntary action before it), 'other'.
 */
export function kindOf({ from, view }) {
  if (view.handNumber !== from.handNumber || view.isComplete || view.phase !== 'playing') return 'ends the hand';
  if (view.seats[from.viewer]?.allIn === true) return 'all-in';
  for (let i = from.log.length; i < view.log.length; i++) {
    const type = view.log[i].type;
    if (type === 'street-closed' || type === 'board') return 'ends a street';
  }
  if (!from.log.some((e) => e.type === 'acted')) return 'first of the hand';
  return 'other';
}

/**
 * Latencies (`ms[i]`, sent at `sentAt[i]`, of kind `kinds[i]`) summed up: for each kind its share
 * of all actions and of the slowest 1%, and its p50 and p99; how the slowest 1% spread over time:
 * the share of them sent in the 10% of 100 ms windows that hold the most of them; and, given the
 * load generator's own garbage collections (`gc.pausesMs`, and `gc.overlapMs[i]`: the part of
 * action i's interval spent in them), how much of the latency is the measuring heap's: its pauses,
 * the share of the slowest 1% that waited in one, and the p50 and p99 with that time taken out.
 */
export function breakdown(ms, kinds, sentAt, gc = { overlapMs: [], pausesMs: [] }) {
  const p99 = percentile(ms, 99);
  const all = new Map();
  for (let i = 0; i < ms.length; i++) {
    let k = all.get(kinds[i]);
    if (k === undefined) all.set(kinds[i], (k = { ms: [], slow: 0 }));
    k.ms.push(ms[i]);
    if (ms[i] >= p99) k.slow++;
  }
  const slowCount = ms.filter((x) => x >= p99).length;
  const byKind = {};
  for (const [kind, k] of [...all].sort((a, b) => b[1].ms.length - a[1].ms.length)) {
    byKind[kind] = {
      share: round(k.ms.length / ms.length, 3), shareOfSlowest1: round(k.slow / Math.max(1, slowCount), 3),
      p50: round(percentile(k.ms, 50)), p99: round(percentile(k.ms, 99)),
    };
  }
  // the slowest 1% over time: windows of 100 ms by the time the action was sent
  const windows = new Map();
  for (let i = 0; i < ms.length; i++) {
    if (ms[i] < p99) continue;
    const w = Math.floor(sentAt[i] / 100);
    windows.set(w, (windows.get(w) ?? 0) + 1);
  }
  // a loop, not Math.min(...sentAt): a spread of 100,000 arguments overflows the stack
  let first = Infinity;
  let last = -Infinity;
  for (const t of sentAt) {
    first = Math.min(first, Math.floor(t / 100));
    last = Math.max(last, Math.floor(t / 100));
  }
  const counts = [...windows.values()].sort((a, b) => b - a);
  const top = Math.max(1, Math.round((last - first + 1) / 10));
  const inTop = counts.slice(0, top).reduce((t, c) => t + c, 0);
  const result = { byKind, slowest1PercentInBusiest10PercentOfWindows: round(inTop / Math.max(1, slowCount), 3) };
  if (gc.overlapMs.length !== ms.length) return result;
  let slowInPause = 0;
  const without = new Float64Array(ms.length);
  for (let i = 0; i < ms.length; i++) {
    without[i] = ms[i] - gc.overlapMs[i];
    if (ms[i] >= p99 && gc.overlapMs[i] > 0) slowInPause++;
  }
  return {
    ...result,
    loadGeneratorGc: {
      pauses: gc.pausesMs.length, totalMs: round(gc.pausesMs.reduce((t, d) => t + d, 0)), longestMs: round(Math.max(0, ...gc.pausesMs)),
      shareOfSlowest1InAPause: round(slowInPause / Math.max(1, slowCount), 3),
      withoutItsPausesMs: { p50: round(percentile(without, 50)), p99: round(percentile(without, 99)) },
    },
  };
}

const round = (x, d = 1) => Number(x.toFixed(d));
