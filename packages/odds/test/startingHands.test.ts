import { omaha, shortDeckHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { OddsInputError, startingHandProbability } from '../src/index.js';

/** n choose k, written out for the tests. */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

describe('startingHandProbability (seed figures, counted against the combinatorics)', () => {
  it('a pocket pair is 1 in 17: 13 ranks x C(4,2) of C(52,2)', () => {
    const r = startingHandProbability('pair');
    expect(r.count).toBe(13 * choose(4, 2));
    expect(r.total).toBe(choose(52, 2));
    expect(r.oneIn).toBe(17);
  });
  it('pocket aces are 1 in 221: C(4,2) of C(52,2)', () => {
    const r = startingHandProbability('AA');
    expect(r.count).toBe(choose(4, 2));
    expect(r.oneIn).toBe(221);
  });
  it('suited hole cards are about 23.5%: 4 suits x C(13,2)', () => {
    const r = startingHandProbability('suited');
    expect(r.count).toBe(4 * choose(13, 2));
    expect((r.probability * 100).toFixed(1)).toBe('23.5');
  });
  it('hand classes: AKs 4, AKo 12, AK 16 combinations', () => {
    expect(startingHandProbability('AKs').count).toBe(4);
    expect(startingHandProbability('AKo').count).toBe(12);
    expect(startingHandProbability('KA').count).toBe(16);
  });
  it("other variants: a pair among Omaha's four cards, aces in short deck", () => {
    const noPair = choose(13, 4) * 4 ** 4;
    expect(startingHandProbability('pair', omaha).count).toBe(choose(52, 4) - noPair);
    expect(startingHandProbability('AA', shortDeckHoldem).total).toBe(choose(36, 2));
    expect(startingHandProbability((h) => h.every((c) => c >> 2 === 12), shortDeckHoldem).count).toBe(6);
  });
  it('rejects unknown classes', () => {
    expect(() => startingHandProbability('AAs')).toThrow(OddsInputError);
    expect(() => startingHandProbability('A1')).toThrow(OddsInputError);
    expect(() => startingHandProbability('AK', omaha)).toThrow(OddsInputError);
  });
});
