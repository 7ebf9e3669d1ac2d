import { runoutChunks, type RunoutChunk } from './enumerateRunouts.js';
import type { EquityProgress } from './EquityOptions.js';
import type { EquityPlan } from './prepareEquity.js';
import { SLICE, type EquityJob, type FromWorker, type ToWorker } from './runEquity.js';
import { createTally, mergeTally, type Tally } from './Tally.js';
import { OddsWorkerError } from './OddsWorkerError.js';

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
