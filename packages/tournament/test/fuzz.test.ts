import { describe, expect, it } from 'vitest';
import { simulateTournament } from '../src/index.js';
import { checkInvariants, sometimes } from './helpers.js';

// Two 150-entry tournaments (one with bots that rebuy and re-enter at random) and one of 1,000 entries,
// the size issue 25 asks for. scripts/tournament-soak.mjs runs the 1,000-entry one with its wall time
// (a benchmark, not a test: nothing here asserts on time).
describe('fuzz: bots play whole multi-table tournaments', () => {
  for (const [seed, players] of [[1, 150], [2, 150], [3, 1000]] as const) {
    it(`R240-R250 seed ${seed}: ${players} entries, 9-max, 15% late, re-entries; invariants after every hand`, () => {
      let hands = 0;
      const result = simulateTournament({
        players, seed, tableSize: 9, lateRegistration: { levels: 4 }, lateShare: 0.15, reentry: { maxEntries: 3 }, reentryRate: 0.5,
        ...(seed === 2 ? { bot: sometimes } : {}),
        onHand: (_event, t) => {
          hands++;
          checkInvariants(t); // chips (R0.5 with entries, rebuys, add-ons and color-up rounding), table size, balance, seat maps
        },
      });
      expect(result.tournament.isComplete).toBe(true);
      expect(hands).toBe(result.hands);
      expect(result.entries).toBeGreaterThan(players); // re-entries happened
      expect(result.tournament.log.filter((l) => l.type === 'registered' && l.late).length).toBeGreaterThanOrEqual(Math.round(players * 0.15));
      // every entry exactly one place; places 1..n with ties; the prizes sum to the pool
      expect(result.standings).toHaveLength(result.entries);
      const places = result.standings.map((s) => s.place!).sort((a, b) => a - b);
      places.forEach((p, i) => expect(p).toBeLessThanOrEqual(i + 1));
      expect(places[0]).toBe(1);
      expect(result.standings.reduce((t, s) => t + s.prize, 0)).toBe(result.prizePool);
      expect(result.prizePool).toBe(result.entries * 100);
    }, 300_000);
  }
});
