import { createRng } from '@pokerchart/cards';
import { createScorer, type Scorer } from './createScorer.js';
import { enumerateRunouts, runoutChunks, type RunoutChunk } from './enumerateRunouts.js';
import type { EquityProgress } from './EquityOptions.js';
import type { EquityPlan } from './prepareEquity.js';
import { sampleRunouts } from './sampleRunouts.js';
import { createTally, mergeTally, type Tally } from './Tally.js';

/** What to compute: every runout, or random streams (one per thread). @internal */
export type EquityJob = { kind: 'exact' } | { kind: 'sample'; streams: SampleStream[] };

/** One independent Monte Carlo stream. @internal */
export interface SampleStream {
  seed: number;
  count: number;
}

/** Messages from the main thread to an equity worker. @internal */
export type ToWorker =
  | { type: 'exact'; chunk: RunoutChunk }
  | { type: 'sample'; stream: SampleStream }
  | { type: 'end' };

/** Messages from an equity worker. @internal */
export type FromWorker =
  | { type: 'progress'; done: number }
  | { type: 'idle' }
  | { type: 'tally'; tally: Tally }
  | { type: 'error'; message: string };

/** Runouts scored between two progress reports or yields. */
export const SLICE = 16384;

/**
 * The Monte Carlo streams for a seed and a thread count: one stream with the seed itself for one
 * thread; otherwise one stream per thread, seeded from a generator seeded with `seed`, the samples
 * shared as evenly as possible. The result depends on (seed, threads) only, not on whether the
 * threads really run in parallel.
 * @internal
 */
export function sampleStreams(seed: number, threads: number, samples: number): SampleStream[] {
  if (threads === 1) return [{ seed, count: samples }];
  const master = createRng(seed);
  return Array.from({ length: threads }, (_, w) => ({
    seed: master.int(2 ** 31),
    count: Math.floor(samples / threads) + (w < samples % threads ? 1 : 0),
  }));
}

/** Scores one stream into a fresh tally of the scorer and returns that tally. @internal */
export function runStream(plan: EquityPlan, scorer: Scorer, stream: SampleStream, onSlice?: (done: number) => void): Tally {
  scorer.reset();
  const rng = createRng(stream.seed);
  for (let done = 0; done < stream.count; done += SLICE) {
    const count = Math.min(SLICE, stream.count - done);
    sampleRunouts(plan, scorer, rng, count);
    onSlice?.(count);
  }
  return scorer.reset();
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Reports progress after every chunk or slice (so the calls do not depend on timing) and says when
 * to yield to the event loop: about every 50 ms, and at the end.
 */
function throttle(total: number, onProgress?: (p: EquityProgress) => void): (delta: number) => boolean {
  let done = 0;
  let last = Date.now();
  return (delta) => {
    done += delta;
    onProgress?.({ done, total });
    const now = Date.now();
    if (done >= total || now - last >= 50) {
      last = now;
      return true;
    }
    return false;
  };
}

/**
 * Runs a job in the calling thread, yielding to the event loop about every 50 ms so that progress
 * can be shown. Monte Carlo streams are run one after the other, each into its own tally, and
 * merged in stream order, exactly as worker threads would.
 * @internal
 */
export async function runHere(
  plan: EquityPlan,
  job: EquityJob,
  total: number,
  onProgress?: (p: EquityProgress) => void,
  scorer: Scorer = createScorer(plan),
): Promise<Tally> {
  const report = throttle(total, onProgress);
  if (job.kind === 'exact') {
    for (const chunk of runoutChunks(plan, SLICE * 4)) {
      enumerateRunouts(plan, scorer, chunk);
      if (report(chunk.size)) await tick();
    }
    return scorer.reset();
  }
  const tally = createTally(plan.hands.length);
  for (const stream of job.streams) {
    const rng = createRng(stream.seed);
    for (let done = 0; done < stream.count; done += SLICE) {
      const count = Math.min(SLICE, stream.count - done);
      sampleRunouts(plan, scorer, rng, count);
      if (report(count)) await tick();
    }
    mergeTally(tally, scorer.reset());
  }
  return tally;
}
