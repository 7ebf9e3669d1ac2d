import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryOf, evaluateHand, type RankingName, strengthOf } from '../src/index.js';

const rankings: [RankingName, boolean][] = [
  ['standard', false],
  ['paigow-wheel', false],
  ['shortdeck', false],
  ['shortdeck', true],
];

describe('strengthOf: the fast path gives evaluateHand strength for every ranking and rule (R142)', () => {
  it("R155 R170 R176 'any' with five to nine cards", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rankings),
        fc.integer({ min: 5, max: 9 }),
        fc.integer({ min: 0, max: 4 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 51 })),
        ([ranking, tripsBeatStraight], n, h, stream) => {
          const low = ranking === 'shortdeck' ? 16 : 0;
          const cards: number[] = [];
          for (const x of stream) {
            const c = low + (x % (52 - low));
            if (!cards.includes(c)) cards.push(c);
            if (cards.length === n) break;
          }
          const options = ranking === 'shortdeck' ? { tripsBeatStraight } : {};
          const v = evaluateHand({ hole: cards.slice(0, h), board: cards.slice(h), ranking, options });
          expect(strengthOf(cards.slice(0, h), cards.slice(h), 'any', ranking, options)).toBe(v.strength);
          expect(categoryOf(v.strength, ranking)).toBe(v.category);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('R160 exact rules { hole: h, board: 5 - h } with up to six hole and board cards', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rankings),
        fc.integer({ min: 0, max: 5 }),
        fc.uniqueArray(fc.integer({ min: 16, max: 51 }), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        ([ranking, tripsBeatStraight], h, cards, extraHole, extraBoard) => {
          const b = 5 - h;
          const nh = Math.min(h + extraHole, 6);
          const nb = Math.min(b + extraBoard, 6);
          const hole = cards.slice(0, nh);
          const board = cards.slice(6, 6 + nb);
          const options = ranking === 'shortdeck' ? { tripsBeatStraight } : {};
          const rule = { hole: h, board: b };
          const v = evaluateHand({ hole, board, rule, ranking, options });
          expect(strengthOf(hole, board, rule, ranking, options)).toBe(v.strength);
          expect(v.holeUsed).toHaveLength(h);
          expect(v.cards.filter((c) => board.includes(c))).toHaveLength(b);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('R142 repeated calls with the same board (as in equity loops) stay correct', () => {
    const board = [51, 47, 43, 39, 6];
    const holes = [[35, 2, 10, 14], [50, 46, 3, 7], [42, 38, 18, 22]];
    const first = holes.map((h) => strengthOf(h, board, { hole: 2, board: 3 }));
    const again = holes.map((h) => strengthOf(h, board, { hole: 2, board: 3 }));
    expect(again).toEqual(first);
    expect(first).toEqual(holes.map((h) => evaluateHand({ hole: h, board, rule: { hole: 2, board: 3 } }).strength));
  });
});
