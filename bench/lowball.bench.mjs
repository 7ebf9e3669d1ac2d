// Lowball and badugi evaluation (issue 14): hands per second of the zero-allocation hot paths for
// ace-to-five (R190) and deuce-to-seven (R191) with five and seven cards and badugi (R192) with
// four, plus the same rankings through the generic ranking-object path (strengthOf). No JavaScript
// library on npm evaluates these rankings (the peers of bench/peers evaluate high hands only), so
// PokerKit's published figure is printed beside ours. Run with `npm run bench` (or
// `node bench/run.mjs lowball` after a build).
import {
  evaluateAceToFive5, evaluateAceToFive7, evaluateBadugi, evaluateDeuceToSeven5, evaluateDeuceToSeven7, strengthOf,
} from '@pokerchart/evaluator';

export const name = 'Lowball and badugi evaluation (@pokerchart/evaluator)';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const N = 1 << 20;
/** The floor asked for five-card lowball (issue 14), in hands per second. */
const TARGET5 = 10e6;
// PokerKit's own published evaluation figure (pokerkit.readthedocs.io, "Hand Evaluation",
// Benchmarks, docs 0.5 and 0.6): the standard high hand on one core of an Intel Core i7-1255U,
// Python 3.11.5. It publishes no figure per lowball or badugi lookup.
const POKERKIT = { rate: 1016740.7, what: 'standard high hands, one core of an i7-1255U, Python 3.11.5 (pokerkit.readthedocs.io/en/0.6/evaluation.html)' };

function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** xorshift32 deals of `k` distinct cards, flat. */
function deals(seed, count, k) {
  let x = seed >>> 0 || 1;
  const flat = new Int32Array(count * k);
  const used = new Uint8Array(52);
  for (let i = 0; i < count; i++) {
    used.fill(0);
    for (let j = 0; j < k; ) {
      x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
      const c = x % 52;
      if (used[c]) continue;
      used[c] = 1;
      flat[i * k + j++] = c;
    }
  }
  return flat;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : x.toFixed(0));

export async function run() {
  const f5 = deals(20261201, N, 5);
  const f7 = deals(20261202, N, 7);
  const f4 = deals(20261203, N, 4);
  const NA = 1 << 17;
  const arrays7 = Array.from({ length: NA }, (_, i) => Array.from(f7.subarray(i * 7, i * 7 + 7)));
  const arrays4 = Array.from({ length: NA }, (_, i) => Array.from(f4.subarray(i * 4, i * 4 + 4)));
  const none = [];
  const contenders = [
    { name: 'ace-to-five, 5 cards (evaluateAceToFive5)', five: true, items: N, run: () => { let a = 0; for (let i = 0; i < f5.length; i += 5) a += evaluateAceToFive5(f5[i], f5[i + 1], f5[i + 2], f5[i + 3], f5[i + 4]); return a; } },
    { name: 'deuce-to-seven, 5 cards (evaluateDeuceToSeven5)', five: true, items: N, run: () => { let a = 0; for (let i = 0; i < f5.length; i += 5) a += evaluateDeuceToSeven5(f5[i], f5[i + 1], f5[i + 2], f5[i + 3], f5[i + 4]); return a; } },
    { name: 'ace-to-five, best 5 of 7 (evaluateAceToFive7)', items: N, run: () => { let a = 0; for (let i = 0; i < f7.length; i += 7) a += evaluateAceToFive7(f7[i], f7[i + 1], f7[i + 2], f7[i + 3], f7[i + 4], f7[i + 5], f7[i + 6]); return a; } },
    { name: 'deuce-to-seven, best 5 of 7 (evaluateDeuceToSeven7)', items: N, run: () => { let a = 0; for (let i = 0; i < f7.length; i += 7) a += evaluateDeuceToSeven7(f7[i], f7[i + 1], f7[i + 2], f7[i + 3], f7[i + 4], f7[i + 5], f7[i + 6]); return a; } },
    { name: 'badugi, 4 cards (evaluateBadugi)', items: N, run: () => { let a = 0; for (let i = 0; i < f4.length; i += 4) a += evaluateBadugi(f4[i], f4[i + 1], f4[i + 2], f4[i + 3]); return a; } },
    { name: "razz, 7 cards as arrays (strengthOf 'ace-to-five-low')", items: NA, run: () => { let a = 0; for (let i = 0; i < NA; i++) a += strengthOf(arrays7[i], none, 'any', 'ace-to-five-low'); return a; } },
    { name: "2-7, 7 cards as arrays (strengthOf 'deuce-to-seven-low')", items: NA, run: () => { let a = 0; for (let i = 0; i < NA; i++) a += strengthOf(arrays7[i], none, 'any', 'deuce-to-seven-low'); return a; } },
    { name: "badugi, 4 cards as arrays (strengthOf 'badugi')", items: NA, run: () => { let a = 0; for (let i = 0; i < NA; i++) a += strengthOf(arrays4[i], none, 'any', 'badugi'); return a; } },
  ];
  console.log(`${N.toLocaleString('en-US')} random hands per hot path (${NA.toLocaleString('en-US')} as arrays), ${ROUNDS} rounds`);
  const rates = Object.fromEntries(contenders.map((c) => [c.name, []]));
  for (let r = 0; r < ROUNDS + 1; r++) {
    for (const c of contenders) {
      const t = cpuMs();
      c.run();
      const ms = cpuMs() - t;
      if (r > 0) rates[c.name].push((c.items / ms) * 1000); // round 0 warms up and builds the tables
    }
  }
  const rows = contenders.map((c) => [c.name, median(rates[c.name]), c.five === true]);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(58)} ${fmt(v)} hands/s  (${(v / POKERKIT.rate).toFixed(1)}x PokerKit's published rate)`);
  const slowest5 = Math.min(...rows.filter((r) => r[2]).map((r) => r[1]));
  const ok = slowest5 >= TARGET5;
  console.log(`  five-card lowball floor ${fmt(TARGET5)} hands/s: ${ok ? 'met' : 'NOT met'} (slowest ${fmt(slowest5)})`);
  console.log(`  PokerKit (published): ${fmt(POKERKIT.rate)} hands/s, ${POKERKIT.what}`);
  return [
    'Random hands (seeded), CPU time of this process, medians of ' + `${ROUNDS} rounds after a warm-up round that also builds the tables. No JavaScript library on npm evaluates ace-to-five, deuce-to-seven or badugi, so the reference is PokerKit's published figure: ${fmt(POKERKIT.rate)} hands/s for ${POKERKIT.what}; it publishes none per lowball or badugi lookup, and ran on another machine in Python.`,
    '',
    '| evaluation | pokerchart | vs PokerKit (published) |',
    '|---|---:|---:|',
    ...rows.map(([k, v]) => `| ${k} | ${fmt(v)}/s | ${(v / POKERKIT.rate).toFixed(1)}x |`),
    '',
    `Five-card lowball floor (issue 14): ≥ ${fmt(TARGET5)} hands/s, slowest ${fmt(slowest5)}/s ${ok ? '✓' : '✗'}. The seven-card lowball paths are one table lookup by the seven ranks (deuce-to-seven values the 21 fives only when five cards share a suit).`,
    '',
  ].join('\n');
}
