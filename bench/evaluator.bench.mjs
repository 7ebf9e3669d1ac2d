// Hand evaluation against peer libraries, in one process, medians of several interleaved rounds.
// Three goals (issue 2): evaluate7 on random hands vs @pokertools/evaluator, Omaha best hand with
// its cards vs @poker-apprentice/hand-evaluator's evaluateOmaha, and the enumeration of all
// 133,784,560 seven-card hands with exact R181 counts vs @pokertools/evaluator hand by hand.
// Every library gets the same seeded random hands. Run with `npm run bench` (or
// `node bench/run.mjs evaluator` after a build).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseCards, formatCard } from '@pokerchart/cards';
import { evaluate7, evaluateHand, strengthOf, lowStrengthOf } from '@pokerchart/evaluator';
import { enumerate7, summarize, mismatches, R181 } from '../packages/evaluator/scripts/enumerate7.mjs';

export const name = 'Hand evaluation (@pokerchart/evaluator)';

const require = createRequire(new URL('./peers/package.json', import.meta.url));
const pokertools = require('@pokertools/evaluator');
const phe = require('phe');
const apprentice = require('@poker-apprentice/hand-evaluator');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// sections to run (default all): EVAL_BENCH=seven,omaha,enum
const SECTIONS = new Set((process.env.EVAL_BENCH ?? 'seven,omaha,enum').split(','));

/**
 * CPU time of this process in ms. The bench machine is shared with other jobs, so wall time
 * measures the neighbours as much as the code; user+system CPU time of this single-threaded
 * process does not (on an idle machine the two agree).
 */
function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** xorshift32: the same seeded deals for every library. */
function dealer(seed) {
  let x = seed >>> 0 || 1;
  const next = () => {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x;
  };
  return (n) => {
    const out = [];
    const used = new Set();
    while (out.length < n) {
      const c = next() % 52;
      if (!used.has(c)) { used.add(c); out.push(c); }
    }
    return out;
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : x.toFixed(0));

/** Runs each contender once per round, interleaved; returns median rates (items/s) by name. */
function race(contenders, rounds = ROUNDS) {
  const rates = Object.fromEntries(contenders.map((c) => [c.name, []]));
  const checks = {};
  for (let r = 0; r < rounds + 1; r++) {
    for (const c of contenders) {
      const t = cpuMs();
      const check = c.run();
      const ms = cpuMs() - t;
      if (r > 0) rates[c.name].push((c.items / ms) * 1000); // round 0 warms up
      checks[c.name] = check;
    }
  }
  return { rates: Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, median(v)])), checks };
}

// Cactus-Kev scale (1 = royal flush … 7462 = 7-5-4-3-2), used by @pokertools/evaluator and phe.
function kevCategory(score) {
  if (score <= 10) return 'straight-flush';
  if (score <= 166) return 'four-of-a-kind';
  if (score <= 322) return 'full-house';
  if (score <= 1599) return 'flush';
  if (score <= 1609) return 'straight';
  if (score <= 2467) return 'three-of-a-kind';
  if (score <= 3325) return 'two-pair';
  if (score <= 6185) return 'one-pair';
  return 'high-card';
}

function benchSeven(rows, all) {
  const N7 = 1 << 20;
  const deal = dealer(20261130);
  const flat = new Int32Array(N7 * 7);
  const arrays = [];
  for (let i = 0; i < N7; i++) {
    const h = deal(7);
    flat.set(h, i * 7);
    // our card codes are rank*4+suit like those of phe and @pokertools; only the suit letters
    // differ, which changes no hand value
    arrays.push(h);
  }
  const ptEval = pokertools.evaluate;
  const pheEval = phe.evaluateCardCodes;
  console.log(`evaluate7: ${N7.toLocaleString('en-US')} random seven-card hands, ${ROUNDS} rounds`);
  const r7 = race([
    {
      name: 'pokerchart evaluate7', items: N7, run: () => {
        let acc = 0;
        for (let i = 0; i < flat.length; i += 7) acc += evaluate7(flat[i], flat[i + 1], flat[i + 2], flat[i + 3], flat[i + 4], flat[i + 5], flat[i + 6]);
        return acc;
      },
    },
    { name: '@pokertools/evaluator evaluate', items: N7, run: () => { let acc = 0; for (let i = 0; i < N7; i++) acc += ptEval(arrays[i]); return acc; } },
    { name: 'phe evaluateCardCodes', items: N7, run: () => { let acc = 0; for (let i = 0; i < N7; i++) acc += pheEval(arrays[i]); return acc; } },
  ]);
  // the same hands must get the same order
  for (let i = 0; i < 20000; i++) {
    const a = arrays[i], b = arrays[i + 1];
    const ours = Math.sign(evaluate7(...a) - evaluate7(...b));
    const theirs = Math.sign(ptEval(b) - ptEval(a));
    if (ours !== theirs) throw new Error(`evaluate7 disagrees with @pokertools/evaluator on ${a.map(formatCard)} vs ${b.map(formatCard)}`);
  }
  for (const [k, v] of Object.entries(r7.rates)) console.log(`  ${k.padEnd(48)} ${fmt(v)} hands/s`);
  const ratio = r7.rates['pokerchart evaluate7'] / r7.rates['@pokertools/evaluator evaluate'];
  rows.push(['evaluate7, random 7-card hands', `${fmt(r7.rates['pokerchart evaluate7'])}/s`, `${fmt(r7.rates['@pokertools/evaluator evaluate'])}/s (@pokertools/evaluator)`, ratio, 2]);
  Object.assign(all, r7.rates);

  // every ranking through strengthOf (no peer; informative)
  const NR = 1 << 18;
  const holes = arrays.slice(0, NR).map((h) => h.slice(0, 2));
  const boards = arrays.slice(0, NR).map((h) => h.slice(2));
  const sd = dealer(77);
  const shortDeals = [];
  while (shortDeals.length < NR) {
    const h = sd(7).map((c) => 16 + (c % 36));
    if (new Set(h).size === 7) shortDeals.push([h.slice(0, 2), h.slice(2)]);
  }
  console.log(`strengthOf, every ranking: ${NR.toLocaleString('en-US')} random Hold'em hands`);
  const rr = race([
    { name: "Hold'em: strengthOf standard", items: NR, run: () => { let a = 0; for (let i = 0; i < NR; i++) a += strengthOf(holes[i], boards[i]); return a; } },
    { name: "Hold'em: strengthOf paigow-wheel", items: NR, run: () => { let a = 0; for (let i = 0; i < NR; i++) a += strengthOf(holes[i], boards[i], 'any', 'paigow-wheel'); return a; } },
    { name: "Hold'em: strengthOf shortdeck", items: NR, run: () => { let a = 0; for (let i = 0; i < NR; i++) a += strengthOf(shortDeals[i][0], shortDeals[i][1], 'any', 'shortdeck'); return a; } },
    { name: "Hold'em: lowStrengthOf (any five of seven)", items: NR, run: () => { let a = 0; for (let i = 0; i < NR; i++) a += lowStrengthOf(holes[i], boards[i]); return a; } },
  ], 3);
  for (const [k, v] of Object.entries(rr.rates)) console.log(`  ${k.padEnd(48)} ${fmt(v)} hands/s`);
  Object.assign(all, rr.rates);
}

function benchOmaha(rows, all) {
  const NO = 20000;
  const od = dealer(424242);
  const deals = Array.from({ length: NO }, () => od(9));
  const hole = deals.map((h) => h.slice(0, 4));
  const board = deals.map((h) => h.slice(4));
  const holeStr = hole.map((h) => h.map(formatCard));
  const boardStr = board.map((h) => h.map(formatCard));
  const rule = { hole: 2, board: 3 };
  console.log(`\nOmaha: ${NO.toLocaleString('en-US')} random deals (4 hole + 5 board), best hand with its five cards`);
  const rO = race([
    { name: 'Omaha: pokerchart evaluateHand (card codes)', items: NO, run: () => { let a = 0; for (let i = 0; i < NO; i++) a += evaluateHand({ hole: hole[i], board: board[i], rule }).cards.length; return a; } },
    { name: 'Omaha: pokerchart evaluateHand (strings)', items: NO, run: () => { let a = 0; for (let i = 0; i < NO; i++) a += evaluateHand({ hole: holeStr[i], board: boardStr[i], rule }).cards.length; return a; } },
    { name: 'Omaha: pokerchart strengthOf (no cards)', items: NO, run: () => { let a = 0; for (let i = 0; i < NO; i++) a += strengthOf(hole[i], board[i], rule); return a; } },
    { name: 'Omaha: pokerchart lowStrengthOf (Omaha 8)', items: NO, run: () => { let a = 0; for (let i = 0; i < NO; i++) a += lowStrengthOf(hole[i], board[i], rule); return a; } },
    { name: 'Omaha: @poker-apprentice evaluateOmaha', items: NO, run: () => { let a = 0; for (let i = 0; i < NO; i++) a += apprentice.evaluateOmaha({ holeCards: holeStr[i], communityCards: boardStr[i] }).hand.length; return a; } },
  ]);
  // same answers: the peer's chosen five must have our best strength
  for (let i = 0; i < 2000; i++) {
    const ours = evaluateHand({ hole: hole[i], board: board[i], rule });
    const theirs = parseCards(apprentice.evaluateOmaha({ holeCards: holeStr[i], communityCards: boardStr[i] }).hand);
    const check = evaluateHand({ hole: theirs.filter((c) => hole[i].includes(c)), board: theirs.filter((c) => board[i].includes(c)), rule });
    if (check.strength !== ours.strength) throw new Error(`Omaha disagreement on deal ${i}`);
  }
  for (const [k, v] of Object.entries(rO.rates)) console.log(`  ${k.padEnd(48)} ${fmt(v)} hands/s`);
  const ratio = rO.rates['Omaha: pokerchart evaluateHand (card codes)'] / rO.rates['Omaha: @poker-apprentice evaluateOmaha'];
  rows.push(['Omaha best hand with its cards', `${fmt(rO.rates['Omaha: pokerchart evaluateHand (card codes)'])}/s`, `${fmt(rO.rates['Omaha: @poker-apprentice evaluateOmaha'])}/s (@poker-apprentice evaluateOmaha)`, ratio, 20]);
  Object.assign(all, rO.rates);
}

function benchEnumeration(rows) {
  console.log('\nEnumeration of all 133,784,560 seven-card hands (R181)');
  const oursTimes = [];
  let summary;
  for (let r = 0; r < 3; r++) {
    const t = cpuMs();
    const hist = enumerate7(0, 0, (done, total) => process.stdout.write(`\r  pokerchart run ${r + 1}/3: ${done}/${total} first cards`));
    oursTimes.push(cpuMs() - t);
    summary = summarize(hist);
  }
  process.stdout.write('\n');
  const bad = mismatches(summary, R181, true);
  if (bad.length > 0 || summary.total !== 133784560) throw new Error(`pokerchart enumeration counts are wrong: ${bad.join('; ')}`);
  const oursMs = median(oursTimes);
  console.log(`  pokerchart: ${(oursMs / 1000).toFixed(2)} s (median of 3), R181 counts exact`);

  const ptEval = pokertools.evaluate;
  const kev = new Float64Array(7463);
  const hand = [0, 0, 0, 0, 0, 0, 0];
  const t0 = cpuMs();
  for (let a = 0; a < 46; a++) {
    hand[0] = a;
    for (let b = a + 1; b < 47; b++) {
      hand[1] = b;
      for (let c = b + 1; c < 48; c++) {
        hand[2] = c;
        for (let d = c + 1; d < 49; d++) {
          hand[3] = d;
          for (let e = d + 1; e < 50; e++) {
            hand[4] = e;
            for (let f = e + 1; f < 51; f++) {
              hand[5] = f;
              for (let g = f + 1; g < 52; g++) {
                hand[6] = g;
                kev[ptEval(hand)]++;
              }
            }
          }
        }
      }
    }
    process.stdout.write(`\r  @pokertools/evaluator hand by hand: ${a + 1}/46 first cards, ${((cpuMs() - t0) / 1000).toFixed(0)} s`);
  }
  const peerMs = cpuMs() - t0;
  process.stdout.write('\n');
  const peerCounts = {};
  for (let s = 1; s < kev.length; s++) peerCounts[kevCategory(s)] = (peerCounts[kevCategory(s)] ?? 0) + kev[s];
  const peerExact = Object.entries(R181).every(([cat, [n]]) => peerCounts[cat] === n);
  console.log(`  @pokertools/evaluator: ${(peerMs / 1000).toFixed(2)} s, R181 counts ${peerExact ? 'exact' : 'WRONG'}`);
  rows.push(['all 133,784,560 seven-card hands, R181 counts', `${(oursMs / 1000).toFixed(2)} s`, `${(peerMs / 1000).toFixed(2)} s (@pokertools/evaluator, hand by hand)`, peerMs / oursMs, 5]);
}

/** Module load time in fresh processes: import of the package, standard tables included. */
function loadTime() {
  const code = `const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const t = cpu(); await import('@pokerchart/evaluator'); const a = cpu() - t;
const m = await import('@pokerchart/evaluator'); const t1 = cpu();
m.evaluate7(51, 46, 41, 36, 30, 21, 12); const b = cpu() - t1; const t2 = cpu();
m.strengthOf([51, 46], [41, 36, 30, 21, 17], 'any', 'shortdeck'); m.strengthOf([51, 46], [41, 36, 30, 21, 12], 'any', 'paigow-wheel');
console.log(a.toFixed(1), b.toFixed(1), (cpu() - t2).toFixed(1));`;
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`load-time probe failed: ${r.stderr}`);
    runs.push(r.stdout.trim().split(' ').map(Number));
  }
  return { load: median(runs.map((x) => x[0])), first7: median(runs.map((x) => x[1])), lazy: median(runs.map((x) => x[2])) };
}

export async function run() {
  const rows = [];
  const all = {};
  const lt = loadTime();
  console.log(`load: import of @pokerchart/evaluator ${lt.load.toFixed(1)} ms (CPU time, median of 5 fresh processes, module loading included); the first evaluate7 builds the seven-card table in ${lt.first7.toFixed(1)} ms; the first short-deck + Pai Gow use builds theirs in ${lt.lazy.toFixed(1)} ms`);
  if (SECTIONS.has('seven')) benchSeven(rows, all);
  if (SECTIONS.has('omaha')) benchOmaha(rows, all);
  if (SECTIONS.has('enum')) benchEnumeration(rows);

  console.log('\n  goal                                          pokerchart      peer                                              ratio  target');
  for (const [goal, ours, peer, ratio, target] of rows) {
    console.log(`  ${goal.padEnd(46)}${ours.padEnd(16)}${peer.padEnd(50)}${ratio.toFixed(1).padStart(5)}x  >= ${target}x ${ratio >= target ? 'met' : 'NOT MET'}`);
  }
  return [
    `Same seeded random hands for every library. Times are CPU time of the single-threaded bench process (the machine is shared, so wall time would also measure the neighbours); rates are medians of ${ROUNDS} interleaved rounds after a warm-up round; the enumeration is the median of 3 runs for pokerchart and one run for the peer, both checking the R181 counts.`,
    '',
    `Module load (import of the package and @pokerchart/cards, five-card and flush tables built): ${lt.load.toFixed(1)} ms CPU time, median of 5 fresh processes. The seven-card table is built by the first call that needs it (${lt.first7.toFixed(1)} ms for the standard one; ${lt.lazy.toFixed(1)} ms for the short-deck and Pai Gow ones together). Tables in memory: about 0.5 MB per ranking used.`,
    '',
    '| goal | pokerchart | peer | ratio | target |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(([goal, ours, peer, ratio, target]) => `| ${goal} | ${ours} | ${peer} | **${ratio.toFixed(1)}x** | ≥ ${target}x ${ratio >= target ? '✓' : '✗'} |`),
    '',
    'Every contender, hands per second:',
    '',
    '| contender | hands/s |',
    '|---|---:|',
    ...Object.entries(all).map(([k, v]) => `| ${k} | ${fmt(v)} |`),
  ].join('\n');
}
