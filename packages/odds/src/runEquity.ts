import { runoutChunks, type RunoutChunk, walkRunouts } from './walkRunouts.js';
import { type EquityProgress, createTally, mergeTally, type Tally } from './EquityResult.js';
import type { EquityPlan } from './prepareEquity.js';
import { OddsWorkerError } from './errors.js';
import { createRng } from '@pokerchart/cards';
import { createScorer, type Scorer } from './createScorer.js';

interface WorkerLike {
  postMessage(message: ToWorker): void;
  on(event: 'message', listener: (message: FromWorker) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'exit', listener: (code: number) => void): void;
  terminate(): Promise<number>;
}
type WorkerCtor = new (url: URL, options: { workerData: unknown }) => WorkerLike;

let support: Promise<{ Worker: WorkerCtor; url: URL } | null> | undefined;

/**
 * Node's `Worker` and the built worker script, or null where there are none: in a browser (no
 * `node:worker_threads`), or when this module runs from its TypeScript sources and no build
 * (`dist/equityWorker.js`) exists. Loaded once, on first use.
 * @internal
 */
export function workerSupport(): Promise<{ Worker: WorkerCtor; url: URL } | null> {
  support ??= (async () => {
    try {
      const threadsModule = 'node:worker_threads';
      const fsModule = 'node:fs';
      const wt = (await import(/* @vite-ignore */ threadsModule)) as { Worker: WorkerCtor; isMainThread: boolean };
      const fs = (await import(/* @vite-ignore */ fsModule)) as { existsSync(p: URL): boolean };
      const here = import.meta.url;
      const url = here.endsWith('.ts') ? new URL('../dist/equityWorker.js', here) : new URL('./equityWorker.js', here);
      return fs.existsSync(url) ? { Worker: wt.Worker, url } : null;
    } catch {
      return null;
    }
  })();
  return support;
}

/**
 * Runs a job on `threads` worker threads. Exact runs hand out chunks to whichever worker is free
 * (the counts add up the same whatever the split); Monte Carlo runs give stream `w` to worker `w`
 * and merge the tallies in stream order.
 * @internal
 */
export async function runInWorkers(
  plan: EquityPlan,
  job: EquityJob,
  threads: number,
  total: number,
  Worker: WorkerCtor,
  url: URL,
  onProgress?: (p: EquityProgress) => void,
): Promise<{ tally: Tally; workers: number }> {
  const queue: RunoutChunk[] =
    job.kind === 'exact' ? runoutChunks(plan, Math.max(SLICE, Math.ceil(plan.runouts / (threads * 16)))) : [];
  const count = job.kind === 'exact' ? Math.min(threads, queue.length) : job.streams.length;
  let done = 0;
  const progress = (delta: number): void => {
    done += delta;
    onProgress?.({ done, total });
  };
  const workers: WorkerLike[] = [];
  try {
    const tallies = await Promise.all(
      Array.from({ length: count }, (_, w) => {
        const worker = new Worker(url, { workerData: plan });
        workers.push(worker);
        return new Promise<Tally>((resolve, reject) => {
          let sentStream = false;
          const next = (): void => {
            if (job.kind === 'exact') {
              const chunk = queue.shift();
              worker.postMessage(chunk ? { type: 'exact', chunk } : { type: 'end' });
            } else if (!sentStream) {
              sentStream = true;
              worker.postMessage({ type: 'sample', stream: job.streams[w]! });
            } else worker.postMessage({ type: 'end' });
          };
          worker.on('message', (m) => {
            if (m.type === 'progress') progress(m.done);
            else if (m.type === 'idle') next();
            else if (m.type === 'tally') resolve(m.tally);
            else reject(new OddsWorkerError('WORKER_FAILED', `equity worker failed: ${m.message}`));
          });
          worker.on('error', (e) => reject(new OddsWorkerError('WORKER_FAILED', `equity worker failed: ${e.message}`, { cause: e })));
          worker.on('exit', (code) => reject(new OddsWorkerError('WORKER_STOPPED', `equity worker stopped early (exit code ${code})`)));
          next();
        });
      }),
    );
    const tally = createTally(plan.hands.length);
    for (const t of tallies) mergeTally(tally, t);
    return { tally, workers: count };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

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
    walkRunouts(plan, scorer, { rng, count });
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
      walkRunouts(plan, scorer, chunk);
      if (report(chunk.size)) await tick();
    }
    return scorer.reset();
  }
  const tally = createTally(plan.hands.length);
  for (const stream of job.streams) {
    const rng = createRng(stream.seed);
    for (let done = 0; done < stream.count; done += SLICE) {
      const count = Math.min(SLICE, stream.count - done);
      walkRunouts(plan, scorer, { rng, count });
      if (report(count)) await tick();
    }
    mergeTally(tally, scorer.reset());
  }
  return tally;
}
