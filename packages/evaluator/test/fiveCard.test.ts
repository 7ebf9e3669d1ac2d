import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryOf, evaluate5, evaluateHand, strengthOf } from '../src/index.js';
import { compare5 } from './reference.js';

const R180: Record<string, [hands: number, values: number]> = {
  'straight-flush': [40, 10],
  'four-of-a-kind': [624, 156],
  'full-house': [3744, 156],
  flush: [5108, 1277],
  straight: [10200, 10],
  'three-of-a-kind': [54912, 858],
  'two-pair': [123552, 858],
  'one-pair': [1098240, 2860],
  'high-card': [1302540, 1277],
};

describe('five-card hands, standard ranking', () => {
  it('R180 R143 all 2,598,960 hands: counts and distinct values per category, 7,462 in all', () => {
    const hands = new Map<string, number>();
    const values = new Map<string, Set<number>>();
    const perValue = new Map<number, number>();
    const count = new Int32Array(10 << 16);
    let total = 0;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              count[evaluate5(a, b, c, d, e)]! += 1;
              total++;
            }
    for (let s = 0; s < count.length; s++) if (count[s]! > 0) perValue.set(s, count[s]!);
    const seen = perValue;
    for (const [s, n] of perValue) {
      const cat = categoryOf(s);
      hands.set(cat, (hands.get(cat) ?? 0) + n);
      if (!values.has(cat)) values.set(cat, new Set());
      values.get(cat)!.add(s);
    }
    expect(total).toBe(2598960);
    expect(seen.size).toBe(7462);
    for (const [cat, [n, v]] of Object.entries(R180)) {
      expect([cat, hands.get(cat)]).toEqual([cat, n]);
      expect([cat, values.get(cat)?.size]).toEqual([cat, v]);
    }
  });

  it('R136 R137 R138 evaluate5 orders random pairs of hands like the rule-by-rule reference', () => {
    const five = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(five, five, (x, y) => {
        const s = Math.sign(evaluate5(x[0]!, x[1]!, x[2]!, x[3]!, x[4]!) - evaluate5(y[0]!, y[1]!, y[2]!, y[3]!, y[4]!));
        expect(s).toBe(compare5(x, y, 'standard'));
      }),
      { numRuns: 3000 },
    );
  });

  it('R142 evaluate5, strengthOf and evaluateHand give the same strength', () => {
    const five = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(five, fc.integer({ min: 0, max: 5 }), (cards, h) => {
        const v = evaluate5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
        expect(strengthOf(cards.slice(0, h), cards.slice(h))).toBe(v);
        expect(evaluateHand({ hole: cards.slice(0, h), board: cards.slice(h) }).strength).toBe(v);
      }),
      { numRuns: 500 },
    );
  });
});
