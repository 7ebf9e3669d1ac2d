import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate5, evaluate7, evaluateHand, strengthOf } from '../src/index.js';
import { compare5, subsets } from './reference.js';

const seven = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 });

function bestOf21(cards: readonly number[]): number {
  let best = 0;
  for (const f of subsets(cards, 5)) best = Math.max(best, evaluate5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!));
  return best;
}

describe('seven-card hands (R135, R155)', () => {
  it('R155 evaluate7 equals the best of its 21 five-card subsets', () => {
    fc.assert(
      fc.property(seven, (c) => {
        expect(evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!)).toBe(bestOf21(c));
      }),
      { numRuns: 3000 },
    );
  });

  it('R155 hands rich in pairs, trips and flushes: evaluate7 equals the best of 21', () => {
    // draw from few ranks and few suits so that full houses, quads and flushes are common
    const rich = fc
      .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 3 })), {
        minLength: 7,
        maxLength: 7,
        selector: ([r, s]) => r * 4 + s,
      })
      .map((xs) => xs.map(([r, s]) => r * 4 + s));
    const fewRanks = fc.uniqueArray(fc.integer({ min: 0, max: 19 }), { minLength: 7, maxLength: 7 }).map((xs) => xs.map((x) => 32 + x));
    fc.assert(
      fc.property(fc.oneof(rich, fewRanks), (c) => {
        expect(evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!)).toBe(bestOf21(c));
      }),
      { numRuns: 3000 },
    );
  });

  it('R4 R142 permuting suits or card order changes nothing', () => {
    const perm = fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(seven, perm, (c, p) => {
        const moved = c.map((x) => (x & ~3) | p[x & 3]!).reverse();
        expect(evaluate7(moved[0]!, moved[1]!, moved[2]!, moved[3]!, moved[4]!, moved[5]!, moved[6]!)).toBe(
          evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('R141 evaluateHand reports five of the cards whose value is the best value', () => {
    fc.assert(
      fc.property(seven, (c) => {
        const v = evaluateHand({ hole: c.slice(0, 2), board: c.slice(2) });
        expect(v.strength).toBe(evaluate7(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!));
        expect(v.strength).toBe(strengthOf(c.slice(0, 2), c.slice(2)));
        expect(v.cards).toHaveLength(5);
        expect(new Set(v.cards).size).toBe(5);
        for (const x of v.cards) expect(c).toContain(x);
        const f = v.cards;
        expect(evaluate5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!)).toBe(v.strength);
        expect(v.holeUsed).toEqual(v.cards.filter((x) => x === c[0] || x === c[1]));
      }),
      { numRuns: 1000 },
    );
  });

  it('R135 more than seven cards: still the best five of all of them', () => {
    const many = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 8, maxLength: 10 });
    fc.assert(
      fc.property(many, (c) => {
        const v = evaluateHand({ hole: c.slice(0, 2), board: c.slice(2) });
        const fives = subsets(c, 5);
        for (const f of fives.slice(0, 60)) expect(compare5(v.cards, f, 'standard')).toBeGreaterThanOrEqual(0);
        expect(v.strength).toBe(Math.max(...fives.map((f) => evaluate5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!))));
        expect(strengthOf(c.slice(0, 2), c.slice(2))).toBe(v.strength);
      }),
      { numRuns: 200 },
    );
  });

  it('R135 six hearts are a flush of the best five (SEED-000)', () => {
    const v = evaluateHand({ hole: 'Ah3h', board: 'Kh9h7h5hQc' });
    expect(v.category).toBe('flush');
    expect(v.cards.map((c) => c >> 2)).toEqual([12, 11, 7, 5, 3]);
  });

  it("poker-ts's bug case: A-A-A-K-K-K-x is a full house, aces full of kings (R137)", () => {
    const v = evaluateHand({ hole: 'AsAh', board: 'AdKcKdKh2s' });
    expect(v.category).toBe('full-house');
    expect(v.cards.map((c) => c >> 2)).toEqual([12, 12, 12, 11, 11]);
  });
});
