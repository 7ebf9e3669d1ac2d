import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { awardPots, buildPots, PotError } from '../src/index.js';

const sum = (a: readonly number[]) => a.reduce((x, y) => x + y, 0);

describe('buildPots (R110-R112)', () => {
  it('R117 SEED-000: 1000 / 3000 / 3000 all in make a main pot of 3000 and a side pot of 4000', () => {
    expect(buildPots([1000, 3000, 3000], [false, false, false])).toEqual({
      pots: [{ amount: 3000, eligible: [0, 1, 2] }, { amount: 4000, eligible: [1, 2] }],
      returned: [0, 0, 0],
    });
  });

  it('R117 SEED-003: 30 / 60 / 100 give main 90, side 60, and 40 returned to the third player (R106)', () => {
    expect(buildPots([30, 60, 100], [false, false, false])).toEqual({
      pots: [{ amount: 90, eligible: [0, 1, 2] }, { amount: 60, eligible: [1, 2] }],
      returned: [0, 0, 40],
    });
  });

  it('R117 SEED-001: A 50, B 100, C 100 give main 150 and side 100 for B and C', () => {
    const { pots } = buildPots([50, 100, 100], [false, false, false]);
    expect(pots).toEqual([{ amount: 150, eligible: [0, 1, 2] }, { amount: 100, eligible: [1, 2] }]);
  });

  it('R111 a folded player never creates a side pot by itself: layers with equal eligible sets merge', () => {
    // seat 0 folded after putting in 40; 1 and 2 put in 100 each
    expect(buildPots([40, 100, 100], [true, false, false]).pots).toEqual([{ amount: 240, eligible: [1, 2] }]);
    // seats not dealt in (0) are simply absent
    expect(buildPots([0, 100, 100, 0], [false, false, false, false]).pots).toEqual([{ amount: 200, eligible: [1, 2] }]);
  });

  it('R111 R25 dead money (big-blind ante) goes to the main pot, winnable by a short all-in player', () => {
    const { pots } = buildPots([20, 100, 100], [false, false, false], 100);
    expect(pots).toEqual([{ amount: 160, eligible: [0, 1, 2] }, { amount: 160, eligible: [1, 2] }]);
  });

  it('R0.5 R111 every chip ends in a pot or is returned; pots are main first with shrinking eligible sets', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ c: fc.nat(500), folded: fc.boolean() }), { minLength: 2, maxLength: 10 }),
        fc.nat(100),
        (seats, dead) => {
          const contributions = seats.map((s) => s.c);
          const folded = seats.map((s) => s.folded);
          const { pots, returned } = buildPots(contributions, folded, dead);
          expect(sum(pots.map((p) => p.amount)) + sum(returned)).toBe(sum(contributions) + dead);
          for (let i = 1; i < pots.length; i++) {
            for (const s of pots[i]!.eligible) expect(pots[i - 1]!.eligible).toContain(s);
            expect(pots[i]!.eligible).not.toEqual(pots[i - 1]!.eligible);
          }
          for (const p of pots) for (const s of p.eligible) expect(folded[s]).toBe(false);
          // only the largest contributor can get chips back, and only when nobody matched them (R106)
          const max = Math.max(...contributions);
          returned.forEach((r, s) => {
            if (r > 0) expect(contributions[s]).toBe(max);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('R0.1 rejects amounts that are not non-negative integers', () => {
    expect(() => buildPots([1.5, 2], [false, false])).toThrow(PotError);
    expect(() => buildPots([-1, 2], [false, false])).toThrow(/R0.1/);
    expect(() => buildPots([1, 2], [false])).toThrow(PotError);
  });
});

describe('awardPots (R113-R116, R168)', () => {
  it('R114 each pot goes to the best eligible hand; a side pot skips the better all-in hand', () => {
    const pots = [{ amount: 3000, eligible: [0, 1, 2] }, { amount: 4000, eligible: [1, 2] }];
    // seat 0 best, then seat 2, then seat 1
    expect(awardPots(pots, [[0], [2], [1]], 0, 3)).toEqual([3000, 0, 4000]);
  });

  it('R115 odd chips go one each clockwise from the first seat left of the button', () => {
    // button 1: clockwise order from seat 2 is 2, 3, 0, 1
    expect(awardPots([{ amount: 100, eligible: [0, 1, 2, 3] }], [[0, 1, 3]], 1, 4)).toEqual([33, 33, 0, 34]);
    expect(awardPots([{ amount: 101, eligible: [0, 1, 2, 3] }], [[0, 1, 3]], 1, 4)).toEqual([34, 33, 0, 34]);
    // button 3: order 0, 1, 2, 3
    expect(awardPots([{ amount: 101, eligible: [0, 1, 2, 3] }], [[0, 1, 3]], 3, 4)).toEqual([34, 34, 0, 33]);
  });

  it('R115 heads-up the odd chip goes to the big blind (the seat left of the button)', () => {
    expect(awardPots([{ amount: 75, eligible: [0, 1] }], [[0, 1]], 0, 2)).toEqual([37, 38]);
    expect(awardPots([{ amount: 75, eligible: [0, 1] }], [[0, 1]], 1, 2)).toEqual([38, 37]);
  });

  it('R113 a pot with one eligible player goes to that player', () => {
    expect(awardPots([{ amount: 500, eligible: [2] }], [[0], [1]], 0, 3)).toEqual([0, 0, 500]);
  });

  it('R168 hi-lo: high gets ceil(amount/2), low floor(amount/2); no qualifying low means the high scoops', () => {
    const pot = [{ amount: 301, eligible: [0, 1, 2] }];
    expect(awardPots(pot, [[0], [1], [2]], 2, 3, [[1]])).toEqual([151, 150, 0]);
    expect(awardPots(pot, [[0], [1], [2]], 2, 3, [])).toEqual([301, 0, 0]);
    // a low held only by a seat not eligible for this pot does not split it
    expect(awardPots([{ amount: 200, eligible: [0, 2] }], [[0], [2]], 2, 3, [[1]])).toEqual([200, 0, 0]);
  });

  it('R168 quartering: two tie for low and one of them also wins high', () => {
    // 400: high half 200 to seat 0; low half 200 split by seats 0 and 1 (100 each)
    expect(awardPots([{ amount: 400, eligible: [0, 1, 2] }], [[0], [2], [1]], 2, 3, [[0, 1]])).toEqual([300, 100, 0]);
  });

  it('R0.5 R115 R116 awards exactly the pot chips, nobody gets more than one odd chip per split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.array(fc.nat(1000), { minLength: 1, maxLength: 4 }),
        fc.nat(8),
        fc.boolean(),
        (n, amounts, btn, withLow) => {
          const seats = Array.from({ length: n }, (_, i) => i);
          const pots = amounts.map((amount, i) => ({ amount, eligible: seats.slice(Math.min(i, n - 2)) }));
          const order = [seats.filter((s) => s % 2 === 0), seats.filter((s) => s % 2 === 1)].filter((t) => t.length > 0);
          const lowOrder = withLow ? [seats.filter((s) => s % 3 === 0)] : undefined;
          const pay = awardPots(pots, order, btn % n, n, lowOrder);
          expect(sum(pay)).toBe(sum(amounts));
          // the result does not depend on the order pots are listed in (R116)
          const reversed = awardPots([...pots].reverse(), order, btn % n, n, lowOrder);
          expect(reversed).toEqual(pay);
        },
      ),
      { numRuns: 300 },
    );
  });
});
