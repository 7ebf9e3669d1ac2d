/**
 * Worker-thread entry of {@link equity}: receives the plan as `workerData`, then chunks of the
 * exact enumeration or Monte Carlo streams, and finally sends back its tally.
 * @internal
 * @packageDocumentation
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createScorer } from './createScorer.js';
import { walkRunouts } from './walkRunouts.js';
import type { EquityPlan } from './prepareEquity.js';
import { runStream, type FromWorker, type ToWorker } from './runEquity.js';
import { createTally, mergeTally } from './EquityResult.js';

const port = parentPort!;
const plan = workerData as EquityPlan;
const scorer = createScorer(plan);
const total = createTally(plan.hands.length);
const post = (m: FromWorker): void => port.postMessage(m);

port.on('message', (message: ToWorker) => {
  try {
    if (message.type === 'exact') {
      walkRunouts(plan, scorer, message.chunk);
      post({ type: 'progress', done: message.chunk.size });
      post({ type: 'idle' });
    } else if (message.type === 'sample') {
      mergeTally(total, runStream(plan, scorer, message.stream, (done) => post({ type: 'progress', done })));
      post({ type: 'idle' });
    } else {
      mergeTally(total, scorer.reset());
      post({ type: 'tally', tally: total });
    }
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
