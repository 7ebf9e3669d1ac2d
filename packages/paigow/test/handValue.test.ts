import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluate5 } from '@pokerchart/evaluator';
import { paiGowCategory, paiGowHandValue, PaiGowError } from '../src/index.js';
import { c } from './helpers.js';

const v = (t: string) => paiGowHandValue(c(t));
const cat = (t: string) => paiGowCategory(v(t));

describe('five-card values (R170, R281, R282)', () => {
  it('R170 A-2-3-4-5 is the second-highest straight: above K-high, below A-high', () => {
    expect(cat('As 2d 3c 4h 5s')).toBe('straight');
    expect(v('As 2d 3c 4h 5s')).toBeGreaterThan(v('Ks Qd Jc Th 9s'));
    expect(v('As 2d 3c 4h 5s')).toBeLessThan(v('As Kd Qc Jh Ts'));
    expect(v('Ah 2h 3h 4h 5h')).toBeGreaterThan(v('Kh Qh Jh Th 9h'));
    expect(v('Ah 2h 3h 4h 5h')).toBeLessThan(v('Ah Kh Qh Jh Th'));
  });
  it('R282 apart from the wheel, the order is the standard ranking', () => {
    const wheel = (cards: number[]) => {
      const ranks = new Set(cards.map((x) => x >> 2));
      return [12, 0, 1, 2, 3].every((r) => ranks.has(r));
    };
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 10, maxLength: 10 }), (ten) => {
        const a = ten.slice(0, 5);
        const b = ten.slice(5);
        if (wheel(a) || wheel(b)) return;
        const std = Math.sign(evaluate5(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!) - evaluate5(b[0]!, b[1]!, b[2]!, b[3]!, b[4]!));
        expect(Math.sign(paiGowHandValue(a) - paiGowHandValue(b))).toBe(std);
      }),
      { numRuns: 3000 },
    );
  });
  it('R281 the joker is an ace: with a pair of aces it makes three aces, alone an ace high', () => {
    expect(cat('Jk As Ad 7c 4h')).toBe('three-of-a-kind');
    expect(v('Jk As Ad 7c 4h')).toBe(v('Ac As Ad 7c 4h'));
    expect(v('Jk Kd 9c 7h 4s')).toBe(v('Ac Kd 9c 7h 4s'));
    expect(cat('Jk Kd Kc 7h 4s')).toBe('pair');
  });
  it('R281 the joker is not wild for pairs: K K Q Q Jk is two pair with an ace, not a full house', () => {
    expect(cat('Kd Kc Qh Qs Jk')).toBe('two-pair');
    expect(v('Kd Kc Qh Qs Jk')).toBe(v('Kd Kc Qh Qs Ac'));
  });
  it('R281 the joker completes a straight (the best it can)', () => {
    expect(cat('9d Tc Jh Qs Jk')).toBe('straight');
    expect(v('9d Tc Jh Qs Jk')).toBe(v('9d Tc Jh Qs Kc'));
    expect(v('5d 6c 8h 9s Jk')).toBe(v('5d 6c 7h 8s 9c'));
    expect(v('2d 3c 4h 5s Jk')).toBe(v('Ad 2c 3h 4s 5c')); // the wheel beats 6-high
    expect(v('Kd Qc Jh Ts Jk')).toBe(v('Ad Kc Qh Js Tc'));
  });
  it('R281 the joker completes a flush as the highest rank the flush lacks', () => {
    expect(cat('2h 7h 9h Jh Jk')).toBe('flush');
    expect(v('2h 7h 9h Jh Jk')).toBe(v('2h 7h 9h Jh Ah'));
    expect(v('Ah 7h 9h Jh Jk')).toBe(v('Ah 7h 9h Jh Kh'));
  });
  it('R281 the joker completes a straight flush, a wheel straight flush included', () => {
    expect(cat('9h Th Jh Qh Jk')).toBe('straight-flush');
    expect(cat('Ah 2h 3h 5h Jk')).toBe('straight-flush');
    expect(v('Ah 2h 3h 5h Jk')).toBeGreaterThan(v('Kh Qh Jh Th 9h'));
  });
  it('R281 five aces (four aces and the joker) is the highest hand', () => {
    expect(cat('Ac Ad Ah As Jk')).toBe('five-aces');
    expect(v('Ac Ad Ah As Jk')).toBeGreaterThan(v('Ah Kh Qh Jh Th'));
    expect(v('Ac Ad Ah As Jk')).toBeGreaterThan(v('Ah Kh Qh Jh Jk'));
  });
  it('R281 four aces with the joker is five aces; three aces with the joker four aces', () => {
    expect(cat('Ac Ad Ah Jk 2c')).toBe('four-of-a-kind');
    expect(v('Ac Ad Ah Jk 2c')).toBe(v('Ac Ad Ah As 2c'));
  });
});

describe('two-card values (R281, R282)', () => {
  it('R282 a pair beats any two high cards; high cards by the higher then the lower', () => {
    expect(v('2c 2d')).toBeGreaterThan(v('Ac Kd'));
    expect(v('Ac Kd')).toBeGreaterThan(v('Ac Qd'));
    expect(v('Kc Qd')).toBeLessThan(v('Ac 2d'));
    expect(v('Ac 2d')).toBe(v('2h As'));
  });
  it('R281 in the two-card hand the joker is an ace', () => {
    expect(v('Jk Ah')).toBe(v('Ac Ah'));
    expect(v('Jk Kh')).toBe(v('Ac Kh'));
  });
  it('R282 a hand of another size is refused with a code', () => {
    expect(() => v('As Kd Qc')).toThrowError(expect.objectContaining({ code: 'PAIGOW_BAD_HAND' }));
    expect(() => paiGowHandValue([1, 1])).toThrowError(PaiGowError);
  });
});
