// Exact pre-flop equity, every remaining board enumerated: pokerchart's equity() against
// @poker-apprentice/hand-evaluator (equityHoldem / equityOmaha) and poker-odds-calc (exhaustive
// Table), all in this one process. Each library's win and tie counts are checked against ours,
// board for board. Times are medians; poker-odds-calc takes seconds per spot, so it runs once.
//
// Then the first call: A♥A♠ v K♦K♣ exact, pokerchart's first equity() and @poker-apprentice's
// first equityHoldem in one fresh process (both cold: module loaded, nothing run yet, so the
// JIT and every table set-up count), in several fresh processes taking turns at going first.
//
// Then ranges: no peer takes ranges, so range equity is timed against brute force with the
// fastest peer (its exact equity of every matchup of one hand from each range, averaged), and the
// two answers are compared.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { equity, parseRange } from '@pokerchart/odds';
import { formatCards } from '@pokerchart/cards';
import { omaha, texasHoldem } from '@pokerchart/variants';

const require = createRequire(new URL('./peers/package.json', import.meta.url));
const apprentice = require('@poker-apprentice/hand-evaluator');
const oddsCalc = require('poker-odds-calc');

export const name = 'Odds: exact pre-flop equity, first call, ranges';

const here = fileURLToPath(import.meta.url);

// `node odds.bench.mjs --first-call ours|peer`: one cold measurement, printed as JSON
if (process.argv[1] === here && process.argv[2] === '--first-call') {
  const first = process.argv[3];
  const ms = {};
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const timeOurs = async () => {
    const c0 = cpu();
    const t0 = process.hrtime.bigint();
    const r = await equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'] });
    ms.ours = Number(process.hrtime.bigint() - t0) / 1e6;
    ms.oursCpu = cpu() - c0;
    ms.oursWins = Math.round(r.hands[0].win * r.runouts);
  };
  const timePeer = () => {
    const c0 = cpu();
    const t0 = process.hrtime.bigint();
    const r = apprentice.equityHoldem([['Ah', 'As'], ['Kd', 'Kc']], []);
    ms.peer = Number(process.hrtime.bigint() - t0) / 1e6;
    ms.peerCpu = cpu() - c0;
    ms.peerWins = r[0].wins;
  };
  if (first === 'ours') {
    await timeOurs();
    timePeer();
  } else {
    timePeer();
    await timeOurs();
  }
  console.log(JSON.stringify(ms));
  process.exit(0);
}

const SPOTS = [
  { label: "Hold'em A♥A♠ vs K♦K♣", variant: texasHoldem, hands: [['Ah', 'As'], ['Kd', 'Kc']], peer: 'equityHoldem', calc: 'TexasHoldem' },
  { label: 'Omaha A♥A♠K♦Q♦ vs J♣T♣9♥8♥', variant: omaha, hands: [['Ah', 'As', 'Kd', 'Qd'], ['Jc', 'Tc', '9h', '8h']], peer: 'equityOmaha', calc: 'Omaha' },
];

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function timeIt(fn, runs) {
  const ms = [];
  let out;
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    out = await fn();
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return { ms: median(ms), out };
}

const pct = (x) => `${(x * 100).toFixed(3)}%`;

export async function run() {
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const slowRuns = Number(process.env.BENCH_SLOW_RUNS ?? 1);
  const sections = [];
  const ratios = [];
  for (const spot of SPOTS) {
    const ours = () => equity({ variant: spot.variant, hands: spot.hands.map((h) => h.join('')) });
    const peer = () => apprentice[spot.peer](spot.hands, []);
    const calc = () => {
      const table = new oddsCalc[spot.calc]();
      for (const h of spot.hands) table.addPlayer(h);
      return table.exhaustive().calculate();
    };
    // warm-up, then measure
    await ours();
    peer();
    const a = await timeIt(ours, runs);
    const b = await timeIt(peer, Math.max(3, Math.ceil(runs / 2)));
    const c = await timeIt(calc, slowRuns);
    const r = a.out;
    const ourCounts = r.hands.map((h) => [Math.round(h.win * r.runouts), Math.round(h.tie * r.runouts)]);
    const peerCounts = b.out.map((h) => [h.wins, h.ties]);
    const calcCounts = c.out.getPlayers().map((p) => [p.getWins(), p.getTies()]);
    const same = (x, total) => total === r.runouts && JSON.stringify(x) === JSON.stringify(ourCounts);
    const rows = [
      ['pokerchart equity()', a.ms, r.runouts, same(ourCounts, r.runouts)],
      ['@poker-apprentice/hand-evaluator 4.3.0', b.ms, b.out[0].total, same(peerCounts, b.out[0].total)],
      ['poker-odds-calc 0.0.14', c.ms, c.out.getIterations(), same(calcCounts, c.out.getIterations())],
    ];
    const fastest = Math.min(b.ms, c.ms);
    ratios.push({ label: spot.label, ratio: fastest / a.ms });
    console.log(`\n${spot.label}: ${r.runouts.toLocaleString('en-US')} boards; hand 1 wins ${pct(r.hands[0].win)}, ties ${pct(r.hands[0].tie)}, loses ${pct(r.hands[0].lose)}`);
    for (const [lib, ms, boards, ok] of rows) {
      console.log(`  ${lib.padEnd(40)} ${ms.toFixed(1).padStart(9)} ms  ${String(boards).padStart(8)} boards  ${ok ? 'same counts' : 'COUNTS DIFFER'}  ${(ms / a.ms).toFixed(1)}x ours`);
    }
    console.log(`  ratio fastest peer / pokerchart: ${(fastest / a.ms).toFixed(1)}x`);
    sections.push(
      [
        `### ${spot.label}`,
        '',
        `${r.runouts.toLocaleString('en-US')} boards; hand 1 wins ${pct(r.hands[0].win)}, ties ${pct(r.hands[0].tie)}, loses ${pct(r.hands[0].lose)}.`,
        '',
        '| library | ms (median) | boards | win/tie counts vs pokerchart | time / pokerchart |',
        '| --- | ---: | ---: | --- | ---: |',
        ...rows.map(([lib, ms, boards, ok]) => `| ${lib} | ${ms.toFixed(1)} | ${boards} | ${ok ? 'identical' : 'differ'} | ${(ms / a.ms).toFixed(1)}x |`),
        '',
        `**pokerchart is ${(fastest / a.ms).toFixed(1)}x faster than the fastest peer.**`,
      ].join('\n'),
    );
  }
  const firstCall = await measureFirstCall(Number(process.env.BENCH_FIRST_RUNS ?? 6));
  const rangeSection = await rangeThroughput();
  return [
    `Exact enumeration of every remaining board before the flop, one thread, in one process. pokerchart: median of ${runs} runs;` +
      ` @poker-apprentice/hand-evaluator: median of ${Math.max(3, Math.ceil(runs / 2))}; poker-odds-calc: ${slowRuns} run${slowRuns === 1 ? '' : 's'}` +
      ' (seconds each). Each peer\'s win and tie counts are compared with pokerchart\'s.',
    '',
    ...sections.flatMap((s) => [s, '']),
    `Ratios (fastest peer / pokerchart): ${ratios.map((x) => `${x.label} ${x.ratio.toFixed(1)}x`).join(', ')}.`,
    '',
    firstCall,
    '',
    rangeSection,
  ].join('\n');
}

/** Cold first calls, each pair in a fresh process; half the processes run ours first. */
async function measureFirstCall(runs) {
  console.log(`\nFirst call, A♥A♠ v K♦K♣ exact, ${runs} fresh processes`);
  const rows = [];
  for (let i = 0; i < runs; i++) {
    const first = i % 2 === 0 ? 'ours' : 'peer';
    const r = spawnSync(process.execPath, [here, '--first-call', first], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`first-call run failed: ${r.stderr}`);
    const m = JSON.parse(r.stdout.trim().split('\n').pop());
    if (m.oursWins !== m.peerWins) throw new Error(`first call: win counts differ (${m.oursWins} vs ${m.peerWins})`);
    rows.push({ first, ...m, ratio: m.peer / m.ours, cpuRatio: m.peerCpu / m.oursCpu });
    console.log(
      `  process ${i + 1} (${first} first): pokerchart ${m.ours.toFixed(1)} ms (CPU ${m.oursCpu.toFixed(0)} ms), @poker-apprentice ${m.peer.toFixed(1)} ms (CPU ${m.peerCpu.toFixed(0)} ms), ratio ${(m.peer / m.ours).toFixed(1)}x (CPU ${(m.peerCpu / m.oursCpu).toFixed(1)}x)`,
    );
  }
  const ratio = median(rows.map((r) => r.ratio));
  const cpuRatio = median(rows.map((r) => r.cpuRatio));
  const load = (await import('node:os')).loadavg()[0];
  console.log(`  median ratio: ${ratio.toFixed(1)}x (CPU time: ${cpuRatio.toFixed(1)}x); load average ${load.toFixed(1)}`);
  return [
    '### First call: A♥A♠ v K♦K♣, exact, both cold',
    '',
    `Each row is a fresh Node process that loads both libraries, then times pokerchart's first \`equity()\` and @poker-apprentice/hand-evaluator's first \`equityHoldem\` (JIT warm-up and table set-up included), taking turns at going first. Win counts agree (${rows[0].oursWins} of 1,712,304 boards).`,
    '',
    '| process | first | pokerchart ms | @poker-apprentice ms | ratio | CPU ms (pokerchart / peer, all threads) | CPU ratio |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r, i) =>
        `| ${i + 1} | ${r.first === 'ours' ? 'pokerchart' : '@poker-apprentice'} | ${r.ours.toFixed(1)} | ${r.peer.toFixed(1)} | ${r.ratio.toFixed(1)}x | ${r.oursCpu.toFixed(0)} / ${r.peerCpu.toFixed(0)} | ${r.cpuRatio.toFixed(1)}x |`,
    ),
    '',
    `**First call: pokerchart is ${ratio.toFixed(1)}x faster in elapsed time, ${cpuRatio.toFixed(1)}x in CPU time (medians of ${runs} processes; 1-minute load average ${load.toFixed(1)} on 2 cores while measured).**`,
  ].join('\n');
}

/**
 * Range equity against brute force with the peer: its exact equity of every matchup (one hand
 * of each range, no shared card), averaged. Pre-flop the peer takes too long for every matchup,
 * so it runs a fixed sample of them and its time is scaled to all.
 */
async function rangeThroughput() {
  const spots = [
    { label: 'QQ+,AKs v JJ-88 on K♦7♣2♥', a: 'QQ+, AKs', b: 'JJ-88', board: ['Kd', '7c', '2h'], peerShare: 1 },
    { label: 'QQ+,AKs v JJ-88 pre-flop', a: 'QQ+, AKs', b: 'JJ-88', board: [], peerShare: 48 },
  ];
  const lines = [
    '### Ranges: equity of a range against a range',
    '',
    'No peer takes ranges: the brute force runs @poker-apprentice/hand-evaluator\'s exact `equityHoldem` on every matchup (one hand of each range that share no card) and averages; pre-flop it runs every 48th matchup and its time is scaled up. pokerchart: `equity()` with the two range strings, median of 3 runs.',
    '',
    '| spot | matchups | runouts in all | pokerchart ms | runouts/s | brute force with the peer ms | ratio | equity (ours / peer) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  console.log('\nRange equity');
  for (const spot of spots) {
    const board = spot.board.join('');
    const ours = () => equity({ variant: texasHoldem, hands: [spot.a, spot.b], board });
    await ours();
    const a = await timeIt(ours, 3);
    const A = parseRange(spot.a).hands.map((h) => formatCards(h.cards));
    const B = parseRange(spot.b).hands.map((h) => formatCards(h.cards));
    const matchups = [];
    for (const x of A) for (const y of B) if (!x.some((c) => y.includes(c) || spot.board.includes(c)) && !y.some((c) => spot.board.includes(c))) matchups.push([x, y]);
    const picked = matchups.filter((_, i) => i % spot.peerShare === 0);
    const t0 = process.hrtime.bigint();
    let sum = 0;
    for (const [x, y] of picked) {
      const r = apprentice.equityHoldem([x, y], spot.board);
      sum += (r[0].wins + r[0].ties / 2) / r[0].total;
    }
    const peerMs = (Number(process.hrtime.bigint() - t0) / 1e6) * (matchups.length / picked.length);
    const peerEquity = sum / picked.length;
    const r = a.out;
    const rate = r.runouts / (a.ms / 1000);
    const ratio = peerMs / a.ms;
    const eq = `${pct(r.hands[0].equity)} / ${pct(peerEquity)}${spot.peerShare > 1 ? ' (sampled)' : ''}`;
    console.log(`  ${spot.label}: ${r.matchups} matchups, pokerchart ${a.ms.toFixed(1)} ms (${(rate / 1e6).toFixed(0)}M runouts/s), brute force with the peer ${peerMs.toFixed(0)} ms${spot.peerShare > 1 ? ' (scaled)' : ''}, ratio ${ratio.toFixed(1)}x; equity ${eq}`);
    lines.push(`| ${spot.label} | ${r.matchups} | ${r.runouts.toLocaleString('en-US')} | ${a.ms.toFixed(1)} | ${(rate / 1e6).toFixed(0)}M | ${peerMs.toFixed(0)}${spot.peerShare > 1 ? ' (scaled)' : ''} | ${ratio.toFixed(0)}x | ${eq} |`);
  }
  return lines.join('\n');
}
