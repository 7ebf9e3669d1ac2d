import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chipRace } from '../src/index.js';

describe('color-up by chip race', () => {
  it('R249 remainders pooled, round(pool / D) chips to the largest remainders, one each, rounding reported', () => {
    // D = 100: remainders 75, 50, 25, 0 → pool 150 → 2 chips (1.5 rounds up) to 75 and 50
    const race = chipRace([1075, 2050, 925, 3000], 100);
    expect(race.stacks).toEqual([1100, 2100, 900, 3000]);
    expect(race.winners).toEqual([0, 1]);
    expect(race.rounding).toBe(50);
  });

  it('R249 ties between equal remainders go to the earlier seat from seat 1', () => {
    const race = chipRace([1025, 1025, 1025, 1025], 100); // pool 100 → 1 chip, to seat 1
    expect(race.winners).toEqual([0]);
    expect(race.stacks).toEqual([1100, 1000, 1000, 1000]);
  });

  it('R249 a chip race never races a player out of the tournament', () => {
    const race = chipRace([20, 5000, 5000], 100); // pool 20 → 0 chips; the player with 20 keeps one chip of 100
    expect(race.stacks).toEqual([100, 5000, 5000]);
    expect(race.rounding).toBe(80);
  });

  it('R249 property: every stack a multiple of D, nobody out, at most one chip each, the rounding exactly the change', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: 10 }), fc.constantFrom(5, 25, 100, 500), (stacks, d) => {
      const race = chipRace(stacks, d);
      race.stacks.forEach((s, i) => {
        expect(s % d).toBe(0);
        expect(s).toBeGreaterThan(0);
        expect(s - (stacks[i]! - (stacks[i]! % d))).toBeLessThanOrEqual(d);
      });
      expect(race.rounding).toBe(race.stacks.reduce((t, s) => t + s, 0) - stacks.reduce((t, s) => t + s, 0));
      expect(Math.abs(race.rounding)).toBeLessThan(d * (1 + stacks.filter((s) => s < d).length));
    }));
  });
});
