import { describe, expect, it } from 'vitest';
import { OddsInputError, potOdds, ruleOfTwoAndFour } from '../src/index.js';

describe('potOdds', () => {
  it('a 200 call into a final pot of 800 needs 25% (the pot includes the call)', () => {
    expect(potOdds(200, 800)).toBe(0.25);
    expect(potOdds(0, 100)).toBe(0);
    expect(potOdds(50, 50)).toBe(1);
  });
  it('rejects negative amounts and a pot smaller than the call', () => {
    expect(() => potOdds(-1, 100)).toThrow(OddsInputError);
    expect(() => potOdds(10, 0)).toThrow(OddsInputError);
    expect(() => potOdds(300, 200)).toThrow(/final pot/);
    expect(() => potOdds(Number.NaN, 200)).toThrow(OddsInputError);
  });
});

describe('ruleOfTwoAndFour', () => {
  it('is 2% per out with one street to come and 4% with two, close to the exact figure', () => {
    expect(ruleOfTwoAndFour(9, 1)).toBeCloseTo(0.18, 12);
    expect(ruleOfTwoAndFour(9, 2)).toBeCloseTo(0.36, 12);
    // exact for a flush draw on the flop: 1 - C(38,2)/C(47,2)
    const exact = 1 - (38 * 37) / (47 * 46);
    expect(Math.abs(ruleOfTwoAndFour(9, 2) - exact)).toBeLessThan(0.02);
    expect(ruleOfTwoAndFour(30, 2)).toBe(1);
  });
  it('rejects fractional outs and other street counts', () => {
    expect(() => ruleOfTwoAndFour(2.5, 1)).toThrow(OddsInputError);
    expect(() => ruleOfTwoAndFour(4, 3 as 1)).toThrow(OddsInputError);
  });
});
