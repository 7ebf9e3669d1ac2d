// parseHistory's rate with its default check, measured in a process of its own (issue 32's speed
// line): used by histories.bench.mjs and compare-histories-builds.mjs, which run it as a child
//
//   node bench/historiesRate.mjs <checkout root> <text file>      prints one line of JSON
//
// The process reads the whole text once per parse (every hand read and checked, R271) and counts
// CPU time (process.cpuUsage: user + system of every thread, the collector's helpers included).
// A parse of the benchmark text takes about 0.15 s, and the first parses of a fresh process run
// several times slower while the JIT compiles (measured: 1,500, 3,000, 8,000, then about 15,000
// hands per CPU-second), so single parses after a short warm-up told more about the JIT and the
// collector's timing than about the code. Here the warm-up lasts WARMUP_SECONDS of CPU (and at
// least 6 parses), then each of ROUNDS rounds runs as many whole parses as take ROUND_SECONDS
// of CPU (fixed after the warm-up), and the process reports every round and their median.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** CPU seconds of this process since `t0` (a process.cpuUsage() reading). */
function cpuSince(t0) {
  const u = process.cpuUsage(t0);
  return (u.user + u.system) / 1e6;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Measures `parseHistory(text)` (default options) as described above. Returns the hands per
 * CPU-second of each round, their median, the parses per round and the hands of one parse.
 */
export function measureParseRate(parseHistory, text, { warmupSeconds = 3, rounds = 7, roundSeconds = 1 } = {}) {
  let hands = 0;
  let refused = 0;
  const once = () => {
    const r = parseHistory(text);
    hands = r.hands.length;
    refused = r.refused.length;
  };
  const w0 = process.cpuUsage();
  let last = Infinity;
  for (let k = 0; k < 6 || cpuSince(w0) < warmupSeconds; k++) {
    const t = process.cpuUsage();
    once();
    last = cpuSince(t);
  }
  const perRound = Math.max(1, Math.ceil(roundSeconds / last));
  const rates = [];
  for (let r = 0; r < rounds; r++) {
    const t = process.cpuUsage();
    for (let k = 0; k < perRound; k++) once();
    rates.push(((hands + refused) * perRound) / cpuSince(t));
  }
  return { median: median(rates), rates, perRound, hands, refused };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root, file] = process.argv.slice(2);
  if (root === undefined || file === undefined) {
    console.error('usage: node bench/historiesRate.mjs <checkout root> <text file>');
    process.exit(2);
  }
  const { parseHistory } = await import(pathToFileURL(path.join(path.resolve(root), 'packages', 'histories', 'dist', 'index.js')).href);
  const env = (name, fallback) => Number(process.env[name] ?? fallback);
  const result = measureParseRate(parseHistory, readFileSync(file, 'utf8'), { warmupSeconds: env('WARMUP_SECONDS', 3), rounds: env('ROUNDS_PER_PROCESS', 7), roundSeconds: env('ROUND_SECONDS', 1) });
  console.log(JSON.stringify(result));
}
