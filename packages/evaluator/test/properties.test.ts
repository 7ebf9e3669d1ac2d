import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryOf, compareHands, evaluateHand, type RankingName } from '../src/index.js';

const deal = (n: number, min = 0) => fc.uniqueArray(fc.integer({ min, max: 51 }), { minLength: n, maxLength: n });
const shuffled = <T>(xs: readonly T[], seed: number): T[] => {
  const out = [...xs];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

describe('hand values: order-independent, suit-independent, totally ordered (R4, R137, R138, R142)', () => {
  it('R142 the order of hole and board cards changes nothing, for every ranking and rule', () => {
    const rankings: RankingName[] = ['standard', 'paigow-wheel', 'shortdeck'];
    fc.assert(
      fc.property(deal(9, 16), fc.constantFrom(...rankings), fc.boolean(), fc.integer(), (c, ranking, omaha, seed) => {
        const hole = c.slice(0, 4);
        const board = c.slice(4);
        const rule = omaha ? { hole: 2, board: 3 } : 'any';
        const a = evaluateHand({ hole, board, rule, ranking });
        const b = evaluateHand({ hole: shuffled(hole, seed), board: shuffled(board, seed + 1), rule, ranking });
        expect(b.strength).toBe(a.strength);
        expect(b.category).toBe(a.category);
        expect(b.cards.map((x) => x >> 2)).toEqual(a.cards.map((x) => x >> 2));
      }),
      { numRuns: 500 },
    );
  });

  it('R4 R138 renaming suits gives the same strength; compareHands is antisymmetric', () => {
    fc.assert(
      fc.property(deal(7), deal(7), fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }), (x, y, perm) => {
        const a = evaluateHand({ hole: x.slice(0, 2), board: x.slice(2) });
        const moved = x.map((c) => (c & ~3) | perm[c & 3]!);
        const a2 = evaluateHand({ hole: moved.slice(0, 2), board: moved.slice(2) });
        expect(compareHands(a, a2)).toBe(0);
        const b = evaluateHand({ hole: y.slice(0, 2), board: y.slice(2) });
        expect(compareHands(a, b) + compareHands(b, a)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('R136 every category is reachable and categoryOf agrees with the value', () => {
    const examples: [string, string][] = [
      ['AsKs', 'QsJsTs'], ['AsAd', 'AhAc2s'], ['AsAd', 'AhKcKs'], ['As9s', 'Ks4s2s'], ['As2d', '3c4h5s'],
      ['AsAd', 'Ah9c2s'], ['AsAd', 'Kh9cKs'], ['AsAd', 'Kh9c2s'], ['As7d', 'Kh9c2s'],
    ];
    const seen = examples.map(([hole, board]) => {
      const v = evaluateHand({ hole, board });
      expect(categoryOf(v.strength)).toBe(v.category);
      return v.category;
    });
    expect(new Set(seen)).toEqual(new Set(CATEGORIES));
  });
});
