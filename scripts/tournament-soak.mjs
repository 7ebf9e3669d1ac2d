// A 1,000-entry multi-table tournament (9-max, 15% late entries, re-entries allowed) played to the
// end by rule bots, with the invariants of issue 25 checked after every hand. Prints progress and
// its wall time. Run after a build: `npm run build && node scripts/tournament-soak.mjs [players] [seed]`.
import { simulateTournament } from '@pokerchart/tournament';

const players = Number(process.argv[2] ?? 1000);
const seed = Number(process.argv[3] ?? 1);
const tableSize = 9;
const started = Date.now();
let lastPrint = 0;
let maxSpread = 0;
let checks = 0;
const fail = (why) => {
  console.error(`invariant broken: ${why}`);
  process.exit(1);
};
const result = simulateTournament({
  players,
  seed,
  tableSize,
  lateRegistration: { levels: 6 },
  lateShare: 0.15,
  reentry: { maxEntries: 3 },
  reentryRate: 0.5,
  onHand: (event, t) => {
    const ctx = t.context;
    // chips change only by entries, rebuys, add-ons and reported color-up rounding
    if (t.chipsInPlay() !== ctx.chipsAdded + ctx.rounding) fail(`hand ${event.hand} at table ${event.table}: ${t.chipsInPlay()} chips in play, ${ctx.chipsAdded + ctx.rounding} expected`);
    const counts = t.tables().map((x) => x.seats.filter((s) => s !== null).length);
    if (counts.some((c) => c > tableSize)) fail(`a table over ${tableSize}`);
    const spread = counts.length > 1 ? Math.max(...counts) - Math.min(...counts) : 0;
    if (spread >= 2 && !t.isComplete) fail(`tables ${counts.join(',')} two or more apart after balancing`);
    maxSpread = Math.max(maxSpread, spread);
    checks++;
    if (process.stdout.isTTY && Date.now() - lastPrint > 1000) {
      lastPrint = Date.now();
      const left = ctx.entries.filter((e) => e.state !== 'out').length;
      process.stdout.write(`\r${checks} hands, level ${ctx.level + 1}, ${left} players left, ${ctx.tables.length} tables   `);
    }
  },
});
const seconds = (Date.now() - started) / 1000;
const places = result.standings.map((s) => s.place);
if (places.some((p) => p === null)) fail('an entry without a place');
const paid = result.standings.reduce((t, s) => t + s.prize, 0);
if (paid !== result.prizePool) fail(`prizes ${paid} != pool ${result.prizePool}`);
if (process.stdout.isTTY) process.stdout.write('\n');
console.log(`${result.entries} entries (${players} players, re-entries included), ${result.hands} hands, prize pool ${result.prizePool}, winner ${result.standings[0].name}`);
console.log(`invariants checked after every hand (${checks}); largest table spread after balancing ${maxSpread}`);
console.log(`wall time ${seconds.toFixed(1)} s`);
