import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPaiGowCards, houseWay, isFoul, paiGowDeck, paiGowHandValue } from '../src/index.js';
import { c } from './helpers.js';

// [clause of R284, seven cards, the front (two-card hand) the house way must set]. A front is
// checked by value (the front and the back must rank as the expected ones), so when two aces
// or two cards of a pair could swap, either is accepted.
const CASES: [string, string, string][] = [
  // no pair: the highest card in back, the next two in front
  ['no pair: highest in back, next two in front', 'As Kd 9c 7h 5s 3d 2c', 'Kd 9c'],
  ['no pair: highest in back, next two in front', 'Qs Jd 9c 7h 5s 4d 2c', 'Jd 9c'],
  ['no pair: the joker is the highest card (an ace)', 'Jk Kd 9c 7h 5s 3d 2c', 'Kd 9c'],
  ['no pair: highest in back, next two in front (no straight with a gap)', 'Ks Td 8c 6h 4s 3d 2c', 'Td 8c'],
  // one pair: the pair in back, the next two highest in front
  ['one pair: pair in back, next two highest in front', '9s 9d Ac Qh 7s 4d 2c', 'Ac Qh'],
  ['one pair: pair in back, next two highest in front', '2s 2d Kc Jh 8s 6d 4c', 'Kc Jh'],
  ['one pair: pair of aces in back', 'As Ad Kc Jh 8s 6d 4c', 'Kc Jh'],
  ['one pair: the joker pairs an ace', 'Jk Ad Kc Jh 8s 6d 4c', 'Kc Jh'],
  ['one pair: the joker as an ace goes in front', '7s 7d Jk Qh 9s 4d 2c', 'Jk Qh'],
  // two pair
  ['two pair low+low: split', '5s 5d 3c 3h Qs 9d 7c', '3c 3h'],
  ['two pair low+low: a king can go in front, both pairs in back', '5s 5d 3c 3h Ks 9d 7c', 'Ks 9d'],
  ['two pair low+low: an ace can go in front, both pairs in back', '6s 6d 2c 2h As Td 7c', 'As Td'],
  ['two pair low+low: the joker is an ace that can go in front', '6s 6d 2c 2h Jk Td 7c', 'Jk Td'],
  ['two pair low+medium: split', 'Ts Td 4c 4h Qs 8d 7c', '4c 4h'],
  ['two pair low+medium: a king can go in front, both pairs in back', 'Ts Td 4c 4h Ks 8d 2c', 'Ks 8d'],
  ['two pair low+medium: a queen is not enough, split', '7s 7d 6c 6h Qs Jd 9c', '6c 6h'],
  ['two pair low+high: split unless an ace (a king is not enough)', 'Js Jd 5c 5h Ks 8d 2c', '5c 5h'],
  ['two pair low+high: an ace can go in front, both pairs in back', 'Js Jd 5c 5h As 8d 2c', 'As 8d'],
  ['two pair low+high: the joker is the ace that can go in front', 'Ks Kd 2c 2h Jk 8d 3c', 'Jk 8d'],
  ['two pair medium+medium: split unless an ace', 'Ts Td 8c 8h Ks 6d 2c', '8c 8h'],
  ['two pair medium+medium: an ace can go in front, both pairs in back', '9s 9d 7c 7h As 6d 2c', 'As 6d'],
  ['two pair medium+high: always split, even with an ace', 'Qs Qd 9c 9h As 6d 2c', '9c 9h'],
  ['two pair medium+high: always split', 'Js Jd 7c 7h Ks 6d 2c', '7c 7h'],
  ['two pair high+high: always split, even with an ace', 'Ks Kd Jc Jh As 6d 2c', 'Jc Jh'],
  ['two pair high+high: always split', 'Qs Qd Jc Jh 9s 6d 2c', 'Jc Jh'],
  ['two pair aces and any pair: always split, even with a king', 'As Ad 2c 2h Ks 9d 7c', '2c 2h'],
  ['two pair aces and any pair: always split, the higher pair in back', 'As Ad Kc Kh Qs 9d 7c', 'Kc Kh'],
  ['two pair aces (the joker one of them) and any pair: always split', 'Jk Ad 3c 3h Ks 9d 7c', '3c 3h'],
  ['straights with two pair: the two pair rules (low+low split, no king)', '5s 5d 6c 6h 7s 8d 9c', '5s 5d'],
  ['flushes with two pair: the two pair rules (medium+high split)', 'Ks Kd 9s 9h 2s 5s 7s', '9s 9h'],
  // three pair: the highest pair in front
  ['three pair: the highest pair in front', 'Ks Kd 8c 8h 4s 4d 2c', 'Ks Kd'],
  ['three pair: the highest pair (aces) in front', 'As Ad 8c 8h 4s 4d Qc', 'As Ad'],
  ['three pair: the joker pairs an ace, aces in front', 'Jk Ad 3c 3h 2s 2d 7c', 'Jk Ad'],
  // three of a kind
  ['three of a kind: in back', '8s 8d 8c Kh Js 6d 2c', 'Kh Js'],
  ['three of a kind: deuces in back', '2s 2d 2c Ah Qs 9d 5c', 'Ah Qs'],
  ['three aces: a pair of aces in back, one ace in front', 'As Ad Ac Kh 9s 6d 2c', 'As Kh'],
  ['three aces (the joker one of them): a pair of aces in back, one ace in front', 'Jk Ad Ac Kh 9s 6d 2c', 'Ad Kh'],
  ['two threes of a kind: a pair from the higher in front', '9s 9d 9c 5h 5s 5d Kc', '9s 9d'],
  ['two threes of a kind: a pair of aces from three aces in front', 'As Ad Ac 3h 3s 3d Kc', 'As Ad'],
  ['straights with three of a kind (open case, read as one pair): straight in back, pair in front', '7s 7d 7c 8h 9s Td Jc', '7s 7d'],
  ['flushes with three of a kind (open case, read as one pair): flush in back, pair in front', '4s 4d 4c 9c Jc Qc Kc', '4s 4d'],
  ['straights with three aces (open case): the joker makes the wheel, an ace and the king in front', 'As Ad Jk 2c 3h 4s Kd', 'Ad Kd'],
  // full house
  ['full house: split, the pair in front', 'Ks Kd Kc 7h 7s 9d 3c', '7h 7s'],
  ['full house: split, the pair in front', '5s 5d 5c Qh Qs 9d 3c', 'Qh Qs'],
  ['full house with deuces: an ace and a king can go in front, keep the full house', '9s 9d 9c 2h 2s Ad Kc', 'Ad Kc'],
  ['full house with deuces: no king, split', '9s 9d 9c 2h 2s Ad Qc', '2h 2s'],
  ['full house: threes are not deuces, split even with an ace and a king', '9s 9d 9c 3h 3s Ad Kc', '3h 3s'],
  ['full house with deuces: the joker is the ace that can go in front', '9s 9d 9c 2h 2s Jk Kc', 'Jk Kc'],
  ['full house with a second pair: the highest pair in front', '8s 8d 8c Jh Js 4d 4c', 'Jh Js'],
  ['full house with a second pair: the highest pair in front (three aces stay)', 'As Ad Ac 6h 6s 4d 4c', '6h 6s'],
  ['full house with three aces: split, the pair in front', 'As Ad Ac 6h 6s Kd 4c', '6h 6s'],
  // four of a kind
  ['four of a kind 2-6: keep together', '5s 5d 5c 5h As Kd 2c', 'As Kd'],
  ['four of a kind 2-6: deuces keep together', '2s 2d 2c 2h 9s 7d 3c', '9s 7d'],
  ['four of a kind 7-10: a king can go in front, keep together', '9s 9d 9c 9h Ks 7d 3c', 'Ks 7d'],
  ['four of a kind 7-10: split unless a king or better', '9s 9d 9c 9h Qs 7d 3c', '9s 9d'],
  ['four of a kind 7-10: an ace can go in front, keep together', 'Ts Td Tc Th As 7d 3c', 'As 7d'],
  ['four of a kind J-K: split unless an ace (a king is not enough)', 'Js Jd Jc Jh Ks 7d 3c', 'Js Jd'],
  ['four of a kind J-K: an ace can go in front, keep together', 'Ks Kd Kc Kh As 7d 3c', 'As 7d'],
  ['four of a kind J-K: the joker is the ace that can go in front', 'Ks Kd Kc Kh Jk 7d 3c', 'Jk 7d'],
  ['four of a kind aces: always split', 'As Ad Ac Ah Ks Qd 3c', 'As Ad'],
  ['four of a kind aces (the joker one of them): always split', 'As Ad Ac Jk Ks Qd 3c', 'As Ad'],
  ['four of a kind with a pair: the pair in front', '6s 6d 6c 6h Qs Qd 3c', 'Qs Qd'],
  ['four of a kind with a pair: the pair in front (four kings kept)', 'Ks Kd Kc Kh 3s 3d 9c', '3s 3d'],
  ['four of a kind with three of a kind: a pair from it in front', '4s 4d 4c 4h Js Jd Jc', 'Js Jd'],
  // five aces
  ['five aces: a pair of kings can go in front, five aces in back', 'As Ad Ac Ah Jk Ks Kd', 'Ks Kd'],
  ['five aces: three in back and two in front (queens are not kings)', 'As Ad Ac Ah Jk Qs Qd', 'As Ad'],
  ['five aces: three in back and two in front', 'As Ad Ac Ah Jk 7s 2d', 'As Ad'],
  // straights, flushes and straight flushes with no pair
  ['straights with no pair: the straight in back, the two highest cards in front', 'As Kd 9c 8h 7s 6d 5c', 'As Kd'],
  ['straights with a sixth card: the lower straight in back frees the highest', '4s 5d 6c 7h 8s 9d Kc', 'Kc 9d'],
  ['straights with a seventh card: the lowest straight in back', '3s 4d 5c 6h 7s 8d 9c', '9c 8d'],
  ['flushes with a sixth card: the flush that leaves the two highest in front', 'Ah Kh 9h 7h 4h 2h Qc', 'Ah Qc'],
  ['flushes with a seventh card: the lowest five in back, the two highest in front', 'Ah Kh 9h 7h 4h 3h 2h', 'Ah Kh'],
  ['straights and flushes with no pair: the one that leaves the two highest in front', 'Ks Qs 9s 5s 2s Jd Tc', 'Jd Tc'],
  ['straights with no pair: the joker completes the straight', 'Jk Kd Qc Jh 9s 4d 2c', '4d 2c'],
  ['straights with no pair: the wheel in back', 'As 2d 3c 4h 5s Kd Jc', 'Kd Jc'],
  ['straight flushes with no pair: in back', '9h Th Jh Qh Kh 2c 4d', '4d 2c'],
  ['straight flushes with a sixth card: the lower one in back frees the highest', '8h 9h Th Jh Qh Kh 2c', 'Kh 2c'],
  // straights, flushes and straight flushes with one pair
  ['straights with one pair: the pair in front when a straight can still be played in back', '4s 4d 5c 6h 7s 8d 9c', '4s 4d'],
  ['straights with one pair: no straight without the pair, the straight in back', '4s 4d 5c 6h 7s 8d Kc', 'Kc 4d'],
  ['flushes with one pair: no flush without the pair, the flush in back', 'Ks Kd 9s 7s 5s 3s Jh', 'Kd Jh'],
  ['flushes with one pair: the pair in front, a flush still in back', 'Qs Qd 9s 7s 5s 3s 2s', 'Qs Qd'],
  ['straights with one pair: the joker completes the straight, the pair broken', '8s 8d 9c Th Js Jk 2c', '8d 2c'],
  ['straights with one pair of aces (the joker one): the straight needs an ace, the other in front', 'Jk As Kd Qc Jh Ts 3d', 'As 3d'],
];

function frontValues(text: string, front: string): [number, number] {
  const seven = c(text);
  const low = c(front);
  const high = seven.filter((x) => !low.includes(x));
  return [paiGowHandValue(high), paiGowHandValue(low)];
}

describe('houseWay (R284, Trump Plaza)', () => {
  it('R284 the table holds at least 60 hands', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });
  for (const [clause, seven, front] of CASES) {
    it(`R284 ${clause}: ${seven} -> front ${front}`, () => {
      const got = houseWay(c(seven));
      const want = frontValues(seven, front);
      const gotValues = [paiGowHandValue(got.high), paiGowHandValue(got.low)];
      expect(gotValues, `set ${formatPaiGowCards(got.high)} | ${formatPaiGowCards(got.low)}`).toEqual(want);
    });
  }
  it('R282 R284 the house way never fouls and sets exactly the seven cards', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(paiGowDeck(), { minLength: 7, maxLength: 7 }), (seven) => {
        const s = houseWay(seven);
        expect(s.high).toHaveLength(5);
        expect(s.low).toHaveLength(2);
        expect([...s.high, ...s.low].sort((a, b) => a - b)).toEqual([...seven].sort((a, b) => a - b));
        expect(isFoul(s)).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });
  it('R284 the house way does not depend on the order of the cards', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(paiGowDeck(), { minLength: 7, maxLength: 7 }), fc.integer({ min: 1, max: 6 }), (seven, k) => {
        const a = houseWay(seven);
        const b = houseWay([...seven.slice(k), ...seven.slice(0, k)]);
        expect([paiGowHandValue(b.high), paiGowHandValue(b.low)]).toEqual([paiGowHandValue(a.high), paiGowHandValue(a.low)]);
      }),
      { numRuns: 2000 },
    );
  });
  it('R284 four aces with the joker split keep the ace that makes a flush in back, whatever the order (found by the property above)', () => {
    const seven = [48, 52, 43, 3, 15, 50, 51]; // Ac, the joker, Qs, 2s, 5s, Ah, As
    for (let k = 0; k < 7; k++) {
      const s = houseWay([...seven.slice(k), ...seven.slice(0, k)]);
      expect(s.high).toContain(51); // As, with Qs 2s 5s and the joker: a flush
      expect(s.low.sort((a, b) => a - b)).toEqual([48, 50]); // Ac Ah
    }
  });
  it('R284 refuses anything but seven distinct cards', () => {
    expect(() => houseWay(c('As Kd 9c 7h 5s 3d'))).toThrowError(expect.objectContaining({ code: 'PAIGOW_BAD_HAND' }));
    expect(() => houseWay([1, 2, 3, 4, 5, 6, 53])).toThrowError(expect.objectContaining({ code: 'PAIGOW_BAD_CARD' }));
  });
});
