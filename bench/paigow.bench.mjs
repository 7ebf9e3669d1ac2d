// Pai Gow Poker simulation (issue 34, R285): PAIGOW_HANDS (default 10,000,000) seeded hands, one
// player against the banker, both set by the Trump Plaza house way (R284); the player's win, push
// and loss rates and the house edge against R285's figures, and hands per CPU-second of this
// process (the goal: 1,000,000 per core). Run with `npm run bench` or, after a build,
// `PAIGOW_HANDS=10000000 node bench/run.mjs paigow`.
import os from 'node:os';
import { simulatePaiGow } from '@pokerchart/paigow';

export const name = 'Pai Gow Poker: the house way on both sides (@pokerchart/paigow)';

const HANDS = Number(process.env.PAIGOW_HANDS ?? 10_000_000);
const SEED = Number(process.env.PAIGOW_SEED ?? 20261204);
const R285 = { win: 0.2855, push: 0.4147, loss: 0.2998, houseEdge: 0.0285 };
const TOLERANCE = { win: 0.003, push: 0.003, loss: 0.003, houseEdge: 0.0035 };

function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export async function run() {
  const load0 = os.loadavg()[0];
  // a short warm-up so the measured run is optimized code
  simulatePaiGow({ hands: 200_000, seed: 1 });
  const c0 = cpuMs();
  const w0 = performance.now();
  const r = simulatePaiGow({ hands: HANDS, seed: SEED });
  const cpu = cpuMs() - c0;
  const wall = performance.now() - w0;
  const load1 = os.loadavg()[0];
  const pct = (x) => (100 * x).toFixed(2) + '%';
  const rows = ['win', 'push', 'loss', 'houseEdge'].map((k) => {
    const diff = 100 * (r[k] - R285[k]);
    const ok = Math.abs(r[k] - R285[k]) <= TOLERANCE[k];
    return `| ${k === 'houseEdge' ? 'house edge' : k} | ${pct(r[k])} | ${pct(R285[k])} | ${diff >= 0 ? '+' : ''}${diff.toFixed(2)} | ${(100 * TOLERANCE[k]).toFixed(2)} | ${ok ? 'yes' : 'NO'} |`;
  });
  const rate = HANDS / (cpu / 1000);
  const text = [
    `${HANDS.toLocaleString('en-US')} hands, seed ${SEED}, one player against the banker, both set by \`houseWay\` (R284), copies to the banker, a 5% commission (\`PAIGOW_HANDS=${HANDS} node bench/run.mjs paigow\`).`,
    '',
    '| player | simulated | R285 | difference (points) | tolerance | within |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    `Speed: **${Math.round(rate).toLocaleString('en-US')} hands per CPU-second** (goal 1,000,000 per core; ${(cpu / 1000).toFixed(2)} s of CPU, ${(wall / 1000).toFixed(2)} s of wall time: ${Math.round(HANDS / (wall / 1000)).toLocaleString('en-US')} hands per second with the machine shared). Load average ${load0.toFixed(1)} at the start, ${load1.toFixed(1)} at the end, on ${os.cpus().length} cores.`,
  ].join('\n');
  console.log(text);
  return text;
}
