// Types of scripts/roomLatency.mjs (room-load's `--breakdown`).

/** The kind of an action, from the view it was chosen from and the view that shows it taken. */
export function kindOf(taken: { from: unknown; view: unknown }): 'ends the hand' | 'all-in' | 'ends a street' | 'first of the hand' | 'other';

/** One kind's share of all actions and of the slowest 1%, and its p50 and p99 in ms. */
export interface KindLatency {
  share: number;
  shareOfSlowest1: number;
  p50: number;
  p99: number;
}

/**
 * Latencies (`ms[i]`, of kind `kinds[i]`, sent at `sentAt[i]` in ms) summed up: by kind, how the
 * slowest 1% gather in 100 ms windows, and with the load generator's own pauses given, how much of
 * the latency they are.
 */
export function breakdown(
  ms: readonly number[] | Float64Array,
  kinds: readonly string[],
  sentAt: readonly number[],
  gc?: { overlapMs: readonly number[]; pausesMs: readonly number[] },
): {
  byKind: Record<string, KindLatency>;
  slowest1PercentInBusiest10PercentOfWindows: number;
  loadGeneratorGc?: {
    pauses: number;
    totalMs: number;
    longestMs: number;
    shareOfSlowest1InAPause: number;
    withoutItsPausesMs: { p50: number; p99: number };
  };
};
