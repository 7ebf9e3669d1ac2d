// Round trip of random bot hands through writeHistory -> parseHistory -> replay (issue 32):
// hold'em and Omaha (4 and 5 cards), 2-9 players, all-ins, antes, boards run 2 and 3 times, in
// English and French. Every hand must read back with identical PHH (forced bets, deals, actions,
// shows) and stacks. Run after `npm run build`:
//   npx tsx scripts/histories-round-trip.ts [hands=10000]
import { playRandomHand, roundTrip } from '../packages/histories/test/randomHands.js';

const count = Number(process.argv[2] ?? 10_000);
let failed = 0;
let runs = 0;
let allIns = 0;
const players = new Map<number, number>();
const start = process.cpuUsage();
for (let seed = 1; seed <= count; seed++) {
  const hand = playRandomHand(seed);
  if (hand.context.runs.length > 0) runs++;
  if (hand.context.betting.allIn.some(Boolean)) allIns++;
  const n = hand.context.betting.dealtIn.filter(Boolean).length;
  players.set(n, (players.get(n) ?? 0) + 1);
  const { differences } = roundTrip(hand, seed % 2 === 0 ? 'fr' : 'en');
  if (differences.length > 0) {
    failed++;
    if (failed <= 5) console.log(`seed ${seed}: ${differences.join('; ')}`);
  }
}
const cpu = process.cpuUsage(start);
console.log(
  `${count} hands, ${count - failed} identical, ${failed} different; ${allIns} with an all-in, ${runs} run more than once; players ${[...players.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([n, k]) => `${n}:${k}`)
    .join(' ')}; ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`,
);
process.exitCode = failed === 0 ? 0 : 1;
