import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeAmounts, sharePrizes, TournamentError } from '../src/index.js';

describe('prize pool and payouts', () => {
  it('R250 amounts are whole units by percentage, the rounding remainder to first place, summing to the pool', () => {
    expect(prizeAmounts(1003, [50, 30, 20])).toEqual([503, 300, 200]);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }), (pool, weights) => {
      const total = weights.reduce((t, w) => t + w, 0);
      if (total === 0) return;
      const pcts = weights.map((w) => (w * 100) / total);
      const sum = pcts.reduce((t, p) => t + p, 0);
      if (Math.abs(sum - 100) > 1e-9) return;
      const amounts = prizeAmounts(pool, pcts);
      expect(amounts.every((a) => Number.isSafeInteger(a) && a >= 0)).toBe(true);
      expect(amounts.reduce((t, a) => t + a, 0)).toBe(pool);
    }));
  });

  it('R250 percentages that do not sum to 100 are refused', () => {
    expect(() => prizeAmounts(100, [50, 30])).toThrow(TournamentError);
  });

  it('R250 tied places share the sum of their prizes; the remainder goes one unit at a time in seat order', () => {
    // places 2 and 3 tied: (300 + 201) / 2 = 250 each, 1 unit left to the first in seat order
    const shares = sharePrizes([['a'], ['b', 'c'], ['d']], [500, 300, 201, 0]);
    expect(shares.get('a')).toEqual({ place: 1, prize: 500 });
    expect(shares.get('b')).toEqual({ place: 2, prize: 251 });
    expect(shares.get('c')).toEqual({ place: 2, prize: 250 });
    expect(shares.get('d')).toEqual({ place: 4, prize: 0 });
    // a tie straddling the last paid place shares it with the unpaid one
    const bubble = sharePrizes([['a'], ['b'], ['c', 'd']], [60, 30, 10]);
    expect(bubble.get('c')!.prize + bubble.get('d')!.prize).toBe(10);
    expect(bubble.get('c')!.prize).toBe(5);
  });
});
