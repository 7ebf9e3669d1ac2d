import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chipChop, icm, icmDeal, TournamentError } from '../src/index.js';

/** Independent reference: every finishing order of all players, weighted by Harville's probability. */
function bruteForceIcm(stacks: number[], prizes: number[]): number[] {
  const n = stacks.length;
  const equity = new Array<number>(n).fill(0);
  const walk = (left: number[], p: number, place: number) => {
    if (left.length === 0 || place >= prizes.length) return;
    const total = left.reduce((t, i) => t + stacks[i]!, 0);
    for (const i of left) {
      const q = total > 0 ? stacks[i]! / total : 1 / left.length;
      if (q === 0) continue;
      equity[i]! += p * q * prizes[place]!;
      walk(left.filter((j) => j !== i), p * q, place + 1);
    }
  };
  walk(stacks.map((_, i) => i), 1, 0);
  return equity;
}

describe('ICM and deals', () => {
  it('R251 ICM equals a brute-force reference for random stacks of up to 8 players, and sums to the prizes', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 8 }),
      fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 9 }),
      (stacks, prizes) => {
        const got = icm(stacks, prizes);
        const want = bruteForceIcm(stacks, prizes);
        got.forEach((g, i) => expect(g).toBeCloseTo(want[i]!, 6));
        const pool = prizes.slice(0, stacks.length).reduce((t, p) => t + p, 0);
        expect(got.reduce((t, g) => t + g, 0)).toBeCloseTo(pool, 6);
        expect(got.stdError).toBeUndefined(); // exact
      },
    ), { numRuns: 150 });
  });

  it('R251 a worked example: stacks 5000/3000/2000 for prizes 50/30/20', () => {
    const [a, b, c] = icm([5000, 3000, 2000], [50, 30, 20]);
    // P(A first) = 0.5; P(A second) = 0.3*5/7 + 0.2*5/8 = 0.33929; P(A third) = 0.16071
    expect(a).toBeCloseTo(50 * 0.5 + 30 * (0.3 * 5 / 7 + 0.2 * 5 / 8) + 20 * (1 - 0.5 - (0.3 * 5 / 7 + 0.2 * 5 / 8)), 9);
    expect(a! + b! + c!).toBeCloseTo(100, 9);
    expect(a).toBeGreaterThan(b!);
  });

  it('R251 beyond 10 players ICM is a Monte Carlo estimate with its standard error, within a few errors of the truth', () => {
    // 11 equal stacks: everyone's equity is exactly the pool / 11
    const stacks = new Array(11).fill(1000);
    const prizes = [500, 300, 200];
    const est = icm(stacks, prizes, { samples: 20_000, seed: 3 });
    expect(est.stdError).toHaveLength(11);
    est.forEach((e, i) => expect(Math.abs(e - 1000 / 11)).toBeLessThan(5 * est.stdError![i]! + 1e-9));
    expect(est.reduce((t, e) => t + e, 0)).toBeCloseTo(1000, 6); // every sample pays the whole pool
  });

  it('R251 ICM deal and chip-chop pay whole units summing to the remaining pool', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 9 }),
      fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 9 }).map((p) => p.sort((a, b) => b - a)), // by place (R250)
      (stacks, prizes) => {
        const pool = prizes.slice(0, stacks.length).reduce((t, p) => t + p, 0);
        for (const deal of [icmDeal(stacks, prizes), chipChop(stacks, prizes)]) {
          expect(deal.every((x) => Number.isSafeInteger(x) && x >= 0)).toBe(true);
          expect(deal.reduce((t, x) => t + x, 0)).toBe(pool);
        }
        // each ICM deal stays within one unit of the equity
        const eq = icm(stacks, prizes);
        icmDeal(stacks, prizes).forEach((x, i) => expect(Math.abs(x - eq[i]!)).toBeLessThanOrEqual(1 + 1e-9));
      },
    ), { numRuns: 150 });
  });

  it('R251 chip-chop: the lowest prize still to be paid each, the rest by chips; remainders to the largest stacks', () => {
    expect(chipChop([5000, 3000, 2000], [500, 300, 200])).toEqual([400, 320, 280]);
    // 3 units left by rounding go to the largest stacks
    expect(chipChop([1, 1, 1], [10, 0, 0])).toEqual([4, 3, 3]);
    // equities 383.93, 327.5, 288.57: floors 383, 327, 288 and the 2 units left to the two largest stacks
    expect(icmDeal([5000, 3000, 2000], [500, 300, 200])).toEqual([384, 328, 288]);
  });

  it('R251 refuses stacks that are not whole chips', () => {
    expect(() => icm([1.5, 2], [1])).toThrow(TournamentError);
    expect(() => chipChop([-1, 2], [1])).toThrow(/R251/);
  });
});
