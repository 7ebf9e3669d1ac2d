import { describe, expect, it } from 'vitest';
import { simulateTournament } from '../src/index.js';
import { checkInvariants, sometimes } from './helpers.js';

// The full 1,000-entry run is scripts/tournament-soak.mjs (a benchmark, not a test); this is the same
// fuzz at a size that keeps `npm test` quick.
describe('fuzz: bots play whole multi-table tournaments', () => {
  for (const seed of [1, 2]) {
    it(`R240-R250 seed ${seed}: 150 entries, 9-max, 15% late, re-entries; invariants after every hand`, () => {
      let hands = 0;
      const result = simulateTournament({
        players: 150, seed, tableSize: 9, lateRegistration: { levels: 4 }, lateShare: 0.15, reentry: { maxEntries: 3 }, reentryRate: 0.5,
        ...(seed === 2 ? { bot: sometimes } : {}),
        onHand: (_event, t) => {
          hands++;
          checkInvariants(t); // chips (R0.5 with entries, rebuys, add-ons and color-up rounding), table size, balance, seat maps
        },
      });
      expect(result.tournament.isComplete).toBe(true);
      expect(hands).toBe(result.hands);
      expect(result.entries).toBeGreaterThan(150); // re-entries happened
      expect(result.tournament.log.filter((l) => l.type === 'registered' && l.late).length).toBeGreaterThanOrEqual(Math.round(150 * 0.15));
      // every entry exactly one place; places 1..n with ties; the prizes sum to the pool
      expect(result.standings).toHaveLength(result.entries);
      const places = result.standings.map((s) => s.place!).sort((a, b) => a - b);
      places.forEach((p, i) => expect(p).toBeLessThanOrEqual(i + 1));
      expect(places[0]).toBe(1);
      expect(result.standings.reduce((t, s) => t + s.prize, 0)).toBe(result.prizePool);
      expect(result.prizePool).toBe(result.entries * 100);
    }, 120_000);
  }
});
