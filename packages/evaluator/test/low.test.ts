import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareHands, describeHand, evaluateLow, lowStrengthOf } from '../src/index.js';
import { subsets } from './reference.js';

const OMAHA = { hole: 2, board: 3 } as const;
const ranks = (cards: number[]) => cards.map((c) => 'A23456789TJQK'[((c >> 2) + 1) % 13]).join('');

/** Reference: the low of five cards as a list of values high to low (ace = 1), or null. */
function lowList(five: readonly number[]): number[] | null {
  const v = five.map((c) => ((c >> 2) === 12 ? 1 : (c >> 2) + 2));
  if (new Set(v).size !== 5 || v.some((x) => x > 8)) return null;
  return v.sort((a, b) => b - a);
}
function compareLow(a: number[], b: number[]): number {
  for (let i = 0; i < 5; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? 1 : -1;
  return 0;
}

describe('8-or-better low (R165-R168)', () => {
  it('R167 7-5-4-3-2 beats 7-6-3-2-A', () => {
    const a = evaluateLow({ hole: '7c5d', board: '4h3s2dKcQh' })!;
    const b = evaluateLow({ hole: '7d6c', board: '3h2sAdKcQh' })!;
    expect(ranks(a.cards)).toBe('75432');
    expect(ranks(b.cards)).toBe('7632A');
    expect(compareHands(a, b)).toBe(1);
  });

  it('R166 A-2-3-4-5 is the best low; straights and flushes do not count against it', () => {
    const wheel = evaluateLow({ hole: 'AhKd', board: '2h3h4h5h9c' })!;
    expect(ranks(wheel.cards)).toBe('5432A');
    const six = evaluateLow({ hole: '6hKd', board: '2h3h4h5h9c' })!;
    expect(compareHands(wheel, six)).toBe(1);
    expect(wheel.category).toBe('high-card');
  });

  it('R166 no low: a nine, a pair, or only two low board cards in Omaha', () => {
    expect(evaluateLow({ hole: '9c5d', board: '4h3s2dKcQh' })).toBeNull();
    expect(evaluateLow({ hole: 'Ac2d3h4s', board: '5c5dKhQsJd', rule: OMAHA })).toBeNull();
    expect(evaluateLow({ hole: 'Ac2d3h4s', board: '5c8dKhQsJd', rule: OMAHA })).toBeNull();
    expect(lowStrengthOf([48, 1, 6, 11], [12, 24, 44, 40, 36], OMAHA)).toBe(0);
  });

  it('R166 Omaha low uses exactly two hole and three board cards', () => {
    // hole A-2-3-4, board 5-6-K-Q-8: best low takes two from hand and 5-6-8 from the board
    const v = evaluateLow({ hole: 'Ac2d3h4s', board: '5c6dKhQs8d', rule: OMAHA })!;
    expect(ranks(v.cards)).toBe('8652A');
    expect(v.holeUsed).toHaveLength(2);
    // with 'any' the same cards make the wheel
    expect(ranks(evaluateLow({ hole: 'Ac2d3h4s', board: '5c6dKhQs8d' })!.cards)).toBe('5432A');
  });

  it('R166 R167 evaluateLow and lowStrengthOf agree with a brute-force reference', () => {
    const nine = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 9, maxLength: 9 });
    fc.assert(
      fc.property(nine, nine, (x, y) => {
        const find = (c: number[]) => {
          let best: number[] | null = null;
          for (const h of subsets(c.slice(0, 4), 2))
            for (const b of subsets(c.slice(4), 3)) {
              const l = lowList([...h, ...b]);
              if (l && (!best || compareLow(l, best) > 0)) best = l;
            }
          return best;
        };
        const rx = find(x);
        const ry = find(y);
        const vx = evaluateLow({ hole: x.slice(0, 4), board: x.slice(4), rule: OMAHA });
        const vy = evaluateLow({ hole: y.slice(0, 4), board: y.slice(4), rule: OMAHA });
        expect(vx === null).toBe(rx === null);
        expect(lowStrengthOf(x.slice(0, 4), x.slice(4), OMAHA)).toBe(vx?.strength ?? 0);
        if (vx && rx) expect(lowList(vx.cards)).toEqual(rx);
        if (vx && vy && rx && ry) expect(compareHands(vx, vy)).toBe(compareLow(rx, ry));
      }),
      { numRuns: 800 },
    );
  });

  it("R166 'any' selection: lowStrengthOf equals evaluateLow on seven cards", () => {
    const seven = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(seven, (c) => {
        const v = evaluateLow({ hole: c.slice(0, 2), board: c.slice(2) });
        expect(lowStrengthOf(c.slice(0, 2), c.slice(2))).toBe(v?.strength ?? 0);
        let best: number[] | null = null;
        for (const f of subsets(c, 5)) {
          const l = lowList(f);
          if (l && (!best || compareLow(l, best) > 0)) best = l;
        }
        expect(v ? lowList(v.cards) : null).toEqual(best);
      }),
      { numRuns: 800 },
    );
  });

  it('R166 every exact rule { hole: h, board: 5 - h }: lowStrengthOf equals evaluateLow', () => {
    const ten = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 10, maxLength: 10 });
    fc.assert(
      fc.property(ten, fc.integer({ min: 0, max: 5 }), (c, h) => {
        const rule = { hole: h, board: 5 - h };
        const hole = c.slice(0, 5);
        const board = c.slice(5);
        expect(lowStrengthOf(hole, board, rule)).toBe(evaluateLow({ hole, board, rule })?.strength ?? 0);
      }),
      { numRuns: 800 },
    );
  });

  it('R141 lows are described from the highest card down, ace last', () => {
    const v = evaluateLow({ hole: '8c7d', board: '5h3sAdKcQh' })!;
    expect(describeHand(v)).toBe('8-7-5-3-A low');
    expect(describeHand(v, 'fr')).toBe('Low 8-7-5-3-A');
  });
});
