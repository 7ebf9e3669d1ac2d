import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { comparePaiGow, houseWay, isFoul, paiGowDeck, settlePaiGow } from '../src/index.js';
import { c, set } from './helpers.js';

describe('setting and fouls (R282)', () => {
  it('R282 the high hand must rank above the low hand', () => {
    expect(isFoul(set('As Kd 9c 7h 4s | Qd Jc'))).toBe(false);
    expect(isFoul(set('Qs Jd 9c 7h 4s | Ad Kc'))).toBe(true);
    expect(isFoul(set('As Kd 9c 7h 4s | 2d 2c'))).toBe(true); // a pair in front needs a higher pair behind
    expect(isFoul(set('3s 3d 9c 7h 4s | 2d 2c'))).toBe(false);
    expect(isFoul(set('2s 2h 9c 7h 4s | 3d 3c'))).toBe(true);
  });
  it('R282 equal leading cards: the five-card hand is higher by its further cards', () => {
    expect(isFoul(set('8s 8d 9c 7h 4s | 8h 8c'))).toBe(false); // four eights split
    expect(isFoul(set('As Kd 9c 7h 4s | Ah Kc'))).toBe(false);
  });
  it('R282 a setting that is not five and two distinct cards is refused', () => {
    expect(() => isFoul({ high: c('As Kd 9c 7h'), low: c('Qd Jc') })).toThrowError(expect.objectContaining({ code: 'PAIGOW_BAD_HAND' }));
    expect(() => isFoul({ high: c('As Kd 9c 7h 4s'), low: c('As Jc') })).toThrowError(expect.objectContaining({ code: 'PAIGOW_DUPLICATE_CARD' }));
  });
});

describe('settlement (R283)', () => {
  const banker = set('Ks Kd 9c 7h 4s | Qd Jc');
  it('R283 both hands higher: the player wins', () => {
    expect(comparePaiGow(set('As Ad 9d 7c 4h | Kh Jh'), banker)).toBe('win');
  });
  it('R283 one higher, one lower: push', () => {
    expect(comparePaiGow(set('As Ad 9d 7c 4h | Th 8h'), banker)).toBe('push');
  });
  it('R283 both lower: the player loses', () => {
    expect(comparePaiGow(set('Qs Qh 9d 7c 4h | Th 8h'), banker)).toBe('loss');
  });
  it('R283 a copy (a tie on a hand) goes to the banker', () => {
    // the same high hand by rank: a copy, the banker's; the low hand wins: a push, not a win
    expect(comparePaiGow(set('Kh Kc 9h 7c 4c | Qh Jd'.replace('Qh Jd', 'Ah 2d')), set('Ks Kd 9c 7h 4s | Qd Jc'))).toBe('push');
    expect(comparePaiGow(set('Kh Kc 9h 7c 4c | Qh Jd'), banker)).toBe('loss');
  });
  it('R282 a foul player is re-set by the house way by default, or loses with foulLoses', () => {
    const foul = set('Qs Jd 9d 7c 4h | Ah As');
    expect(isFoul(foul)).toBe(true);
    const reset = houseWay([...foul.high, ...foul.low]);
    expect(comparePaiGow(foul, banker)).toBe(comparePaiGow(reset, banker));
    expect(comparePaiGow(foul, banker)).toBe('push'); // AA Q J 9 behind, 7 4 in front
    expect(comparePaiGow(foul, banker, { foulLoses: true })).toBe('loss');
  });
  it('R283 a win pays the bet less 5% rounded down to the unit', () => {
    expect(settlePaiGow(100, 'win')).toEqual({ net: 95, commission: 5 });
    expect(settlePaiGow(30, 'win')).toEqual({ net: 29, commission: 1 });
    expect(settlePaiGow(19, 'win')).toEqual({ net: 19, commission: 0 });
    expect(settlePaiGow(100, 'win', 0.29)).toEqual({ net: 71, commission: 29 });
    expect(settlePaiGow(100, 'push')).toEqual({ net: 0, commission: 0 });
    expect(settlePaiGow(100, 'loss')).toEqual({ net: -100, commission: 0 });
    expect(() => settlePaiGow(0, 'win')).toThrowError(expect.objectContaining({ code: 'PAIGOW_BAD_OPTION' }));
  });
  it('R283 the result is antisymmetric up to copies: a player never wins against their own copy', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(paiGowDeck(), { minLength: 14, maxLength: 14 }), (cards) => {
        const p = houseWay(cards.slice(0, 7));
        const b = houseWay(cards.slice(7));
        const pb = comparePaiGow(p, b);
        const bp = comparePaiGow(b, p);
        // if p wins against b, b cannot win against p
        if (pb === 'win') expect(bp).toBe('loss');
        if (bp === 'win') expect(pb).toBe('loss');
      }),
      { numRuns: 500 },
    );
  });
});
