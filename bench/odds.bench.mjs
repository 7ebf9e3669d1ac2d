// Exact pre-flop equity, every remaining board enumerated: pokerchart's equity() against
// @poker-apprentice/hand-evaluator (equityHoldem / equityOmaha) and poker-odds-calc (exhaustive
// Table), all in this one process. Each library's win and tie counts are checked against ours,
// board for board. Times are medians; poker-odds-calc takes seconds per spot, so it runs once.
import { createRequire } from 'node:module';
import { equity } from '@pokerchart/odds';
import { omaha, texasHoldem } from '@pokerchart/variants';

const require = createRequire(new URL('./peers/package.json', import.meta.url));
const apprentice = require('@poker-apprentice/hand-evaluator');
const oddsCalc = require('poker-odds-calc');

export const name = 'Odds: exact pre-flop equity';

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
  return [
    `Exact enumeration of every remaining board before the flop, one thread, in one process. pokerchart: median of ${runs} runs;` +
      ` @poker-apprentice/hand-evaluator: median of ${Math.max(3, Math.ceil(runs / 2))}; poker-odds-calc: ${slowRuns} run${slowRuns === 1 ? '' : 's'}` +
      ' (seconds each). Each peer\'s win and tie counts are compared with pokerchart\'s.',
    '',
    ...sections.flatMap((s) => [s, '']),
    `Ratios (fastest peer / pokerchart): ${ratios.map((x) => `${x.label} ${x.ratio.toFixed(1)}x`).join(', ')}.`,
  ].join('\n');
}
