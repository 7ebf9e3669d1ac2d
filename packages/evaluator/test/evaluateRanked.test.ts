import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateHand, evaluateLow, evaluateRanked, getRanking } from '../src/index.js';

/** Rankings a game can be played with, with the lowest card of their deck. */
const rankings = [
  ['standard', 0],
  ['paigow-wheel', 0],
  ['shortdeck', 16],
  ['ace-to-five-low', 0],
  ['deuce-to-seven-low', 0],
  ['eight-or-better', 0],
] as const;

describe('evaluateRanked: the value evaluateHand and evaluateLow give, for checked cards (R135-R141, R166)', () => {
  it("R155 R160 R166 'any' and { hole, board } rules give the same hand value, or null when no low qualifies", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rankings),
        fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 9, maxLength: 9 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        ([name, lowest], raw, h, exact) => {
          const cards = raw.map((c) => lowest + (c % (52 - lowest)));
          if (new Set(cards).size !== cards.length) return; // the short deck folds some cards together
          const ranking = getRanking(name);
          const hole = exact ? cards.slice(0, 4) : cards.slice(0, h);
          const board = exact ? cards.slice(4, 9) : cards.slice(h, 7);
          const rule = exact ? { hole: 2, board: 3 } : 'any';
          const expected = name === 'eight-or-better'
            ? evaluateLow({ hole, board, rule, ranking })
            : evaluateHand({ hole, board, rule, ranking });
          expect(evaluateRanked(ranking, hole, board, rule)).toEqual(expected);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('R166 a low nobody qualifies for is null, and the default rule is any', () => {
    const low = getRanking('eight-or-better');
    expect(evaluateRanked(low, [48, 44], [40, 36, 32, 28, 24])).toBeNull();
    const standard = getRanking('standard');
    expect(evaluateRanked(standard, [51, 47], [50, 30, 20, 10, 0])).toEqual(evaluateHand({ hole: [51, 47], board: [50, 30, 20, 10, 0] }));
  });
});
