import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCard, parseCards, type Card } from '@pokerchart/cards';
import {
  bringInSeat, exposedStrength, firstToActSeat, hasOpenPair, planSeventhStreet, studBetSizes, VariantRuleError,
} from '../src/index.js';

const up = (text: string): Card[] => parseCards(text);
const door = (...cards: (string | null)[]) => cards.map((c) => (c === null ? null : parseCard(c)));

describe('R201 bring-in on third street', () => {
  it('R201 stud: the lowest up card brings in, the ace counting high', () => {
    expect(bringInSeat({ upCards: door('5d', 'Ac', '3s', 'Kh'), opening: 'high' })).toBe(2);
    // an ace is the highest card in stud, never the bring-in
    expect(bringInSeat({ upCards: door('Ac', 'Kd'), opening: 'high' })).toBe(1);
  });

  it('R201 stud: equal ranks go by suit, clubs lowest, then diamonds, hearts, spades', () => {
    expect(bringInSeat({ upCards: door('2h', '2s', '2c', '2d'), opening: 'high' })).toBe(2);
    expect(bringInSeat({ upCards: door('2h', '2s', null, '2d'), opening: 'high' })).toBe(3);
    expect(bringInSeat({ upCards: door('2h', '2s'), opening: 'high' })).toBe(0);
  });

  it('R201 razz: the highest up card brings in, king highest, ace lowest', () => {
    expect(bringInSeat({ upCards: door('5d', 'Kc', '3s', 'Qh'), opening: 'ace-to-five-low' })).toBe(1);
    // the ace is the lowest razz card: a deuce brings in before an ace
    expect(bringInSeat({ upCards: door('As', '2c'), opening: 'ace-to-five-low' })).toBe(1);
  });

  it('R201 razz: equal ranks go by suit, the highest suit (spades) bringing in', () => {
    expect(bringInSeat({ upCards: door('Kc', 'Ks', 'Kd', 'Kh'), opening: 'ace-to-five-low' })).toBe(1);
    expect(bringInSeat({ upCards: door('Kc', null, 'Kd', 'Kh'), opening: 'ace-to-five-low' })).toBe(3);
  });

  it('R201 deuce-to-seven stud: the highest card brings in, the ace highest, highest suit', () => {
    expect(bringInSeat({ upCards: door('Kc', 'Ad', '3s'), opening: 'deuce-to-seven-low' })).toBe(1);
    expect(bringInSeat({ upCards: door('Ac', 'Ad'), opening: 'deuce-to-seven-low' })).toBe(1);
  });

  it('R201 a bring-in seat that cannot act (all-in from the ante) passes the duty clockwise', () => {
    const upCards = door('2c', '9d', null, 'Kh');
    expect(bringInSeat({ upCards, opening: 'high', canAct: [false, true, true, true] })).toBe(1);
    // seat 2 is not dealt in: it is skipped even if canAct says true
    expect(bringInSeat({ upCards: door('9d', '2c', null, 'Kh'), opening: 'high', canAct: [true, false, true, true] })).toBe(3);
    expect(bringInSeat({ upCards, opening: 'high', canAct: [false, false, false, false] })).toBeNull();
  });

  it('R201 no up card at all gives no bring-in seat', () => {
    expect(bringInSeat({ upCards: [null, null], opening: 'high' })).toBeNull();
  });

  it('R201 the bring-in card is the minimum (stud) or maximum (razz) in the card order, for any deal', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 2, maxLength: 8 }), (cards) => {
      const stud = bringInSeat({ upCards: cards, opening: 'high' })!;
      // card code = rank * 4 + suit with the ace as rank 12: the lowest stud card is the smallest code
      expect(cards[stud]).toBe(Math.min(...cards));
      const razzKey = (c: number) => ((c >> 2) === 12 ? 0 : (c >> 2) + 1) * 4 + (c & 3);
      const razz = bringInSeat({ upCards: cards, opening: 'ace-to-five-low' })!;
      expect(razzKey(cards[razz]!)).toBe(Math.max(...cards.map(razzKey)));
    }));
  });

  it('R201 malformed input is refused with BAD_INPUT', () => {
    expect(() => bringInSeat({ upCards: door('2c'), opening: 'low' as never })).toThrow(VariantRuleError);
    expect(() => bringInSeat({ upCards: [52], opening: 'high' })).toThrow(/card code/);
    expect(() => bringInSeat({ upCards: 'Kc' as never, opening: 'high' })).toThrow(/array/);
    try {
      bringInSeat({ upCards: [-1], opening: 'high' });
    } catch (e) {
      expect((e as VariantRuleError).code).toBe('BAD_INPUT');
    }
  });
});

describe('R203 first to act from fourth street', () => {
  const high = (t: string) => exposedStrength(up(t), 'high');
  const razz = (t: string) => exposedStrength(up(t), 'ace-to-five-low');
  const dts = (t: string) => exposedStrength(up(t), 'deuce-to-seven-low');

  it('R203 stud: quads > trips > two pair > pair > high cards, ace high', () => {
    const ordered = ['3c2d', '7c2d', 'Ac2d', 'AcKd', '2c2d', '2c2dAs', 'AcAd', 'AcAd2s', '3c3d2s2h', 'AcAdKsKh', '2c2d2h', '2c2d2hAs', 'AcAdAh', '2c2d2h2s', 'AcAdAhAs'];
    for (let i = 1; i < ordered.length; i++) expect(high(ordered[i]!)).toBeGreaterThan(high(ordered[i - 1]!));
  });

  it('R203 stud: kickers from the highest down decide within a category; suits never count', () => {
    expect(high('KcKdAs')).toBeGreaterThan(high('KhKsQs'));
    expect(high('AcKd9s')).toBeGreaterThan(high('AdKc8s'));
    expect(high('AcKd9s5c')).toBe(high('AsKh9c5d'));
    // a four-card flush or straight is still just high cards
    expect(high('9s8s7s6s')).toBeLessThan(high('2c2d'));
  });

  it('R203 razz: no pair beats a pair; the lower hand from the highest card down is better; aces low', () => {
    const ordered = ['KcQd', 'Kc2d', '8c7d', '8c2d', '3cAd', '2cAd'];
    for (let i = 1; i < ordered.length; i++) expect(razz(ordered[i]!)).toBeGreaterThan(razz(ordered[i - 1]!));
    expect(razz('AcAd')).toBeLessThan(razz('KcQd'));
    expect(razz('2c2d')).toBeGreaterThan(razz('3c3d'));
    expect(razz('AcAd')).toBeGreaterThan(razz('2c2d'));
    expect(razz('AcAd2c2d')).toBeLessThan(razz('KcQdJh9s'));
    expect(razz('2c2d2h')).toBeLessThan(razz('AcAdKsKh'));
    expect(razz('5c4d3h2s')).toBeGreaterThan(razz('6c4d3h2s'));
  });

  it('R203 deuce-to-seven stud: the ace is the highest, so the worst, card', () => {
    expect(dts('7c2d')).toBeGreaterThan(dts('Ac2d'));
    expect(dts('Kc2d')).toBeGreaterThan(dts('Ac2d'));
    expect(dts('Ac2d')).toBeGreaterThan(dts('2c2d'));
  });

  it('R203 the best exposed hand acts first, whatever its position', () => {
    const upCards = [up('7c2d'), up('AcKd'), null, up('3c3h'), up('QsJs')];
    expect(firstToActSeat({ upCards, opening: 'high', button: 4 })).toBe(3);
    expect(firstToActSeat({ upCards, opening: 'high', button: 3 })).toBe(3);
    expect(firstToActSeat({ upCards, opening: 'ace-to-five-low', button: 0 })).toBe(0);
  });

  it('R203 ties: the tied player first clockwise from the button acts first (suits ignored)', () => {
    const upCards = [up('9c9d4c'), up('AhKh2c'), up('9h9s4d'), null, up('2s3s4s')];
    // seats 0 and 2 tie with 9-9-4
    expect(firstToActSeat({ upCards, opening: 'high', button: 4 })).toBe(0);
    expect(firstToActSeat({ upCards, opening: 'high', button: 0 })).toBe(2);
    expect(firstToActSeat({ upCards, opening: 'high', button: 1 })).toBe(2);
    expect(firstToActSeat({ upCards, opening: 'high', button: 2 })).toBe(0);
    // razz: the 4-3-2 of seat 4 is the best low
    expect(firstToActSeat({ upCards, opening: 'ace-to-five-low', button: 4 })).toBe(4);
    const lows = [up('5c3d'), up('5h3s'), up('5d3c')];
    expect(firstToActSeat({ upCards: lows, opening: 'ace-to-five-low', button: 0 })).toBe(1);
    expect(firstToActSeat({ upCards: lows, opening: 'ace-to-five-low', button: 1 })).toBe(2);
    expect(firstToActSeat({ upCards: lows, opening: 'ace-to-five-low', button: 2 })).toBe(0);
  });

  it('R203 an all-in player never acts: the best hand all-in passes the first action clockwise', () => {
    const upCards = [up('AcAd'), up('7c2d'), null, up('KcQd')];
    expect(firstToActSeat({ upCards, opening: 'high', button: 3 })).toBe(0);
    expect(firstToActSeat({ upCards, opening: 'high', button: 3, canAct: [false, true, true, true] })).toBe(1);
    // seat 2 folded: skipped although canAct says true
    expect(firstToActSeat({ upCards, opening: 'high', button: 3, canAct: [false, false, true, true] })).toBe(3);
    expect(firstToActSeat({ upCards, opening: 'high', button: 3, canAct: [false, false, false, false] })).toBeNull();
  });

  it('R203 the chosen seat holds a best hand, and no tied seat precedes it clockwise from the button', () => {
    const seatCards = fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 2, maxLength: 2 }), { nil: null });
    fc.assert(fc.property(fc.array(seatCards, { minLength: 2, maxLength: 8 }), fc.nat(), fc.constantFrom('high', 'ace-to-five-low', 'deuce-to-seven-low'), (seats, b, opening) => {
      const button = b % seats.length;
      const seat = firstToActSeat({ upCards: seats, opening, button });
      const values = seats.map((c) => (c === null ? -Infinity : exposedStrength(c, opening)));
      if (seats.every((c) => c === null)) {
        expect(seat).toBeNull();
        return;
      }
      const best = Math.max(...values);
      expect(values[seat!]).toBe(best);
      for (let s = (button + 1) % seats.length; s !== seat; s = (s + 1) % seats.length) expect(values[s]).toBeLessThan(best);
    }));
  });

  it('R203 malformed input is refused', () => {
    expect(() => exposedStrength(up('2c3c4c5c6c'), 'high')).toThrow(/at most four/);
    expect(() => firstToActSeat({ upCards: [up('2c')], opening: 'high', button: 3 })).toThrow(/button/);
  });
});

describe('R204 bet sizes per street and the open pair', () => {
  const limits = { smallBet: 200, bigBet: 400 };

  it('R204 third and fourth streets use the small bet, fifth to seventh the big bet', () => {
    expect([3, 4, 5, 6, 7].map((street) => studBetSizes({ street: street as 3, ...limits }))).toEqual([[200], [200], [400], [400], [400]]);
    expect((['third', 'fourth', 'fifth', 'sixth', 'seventh'] as const).map((street) => studBetSizes({ street, ...limits })[0])).toEqual([200, 200, 400, 400, 400]);
  });

  it('R204 an open pair on fourth street allows the big bet in stud high, until a big bet is made', () => {
    const openPair = hasOpenPair([up('9c9d'), up('AsKs'), null]);
    expect(openPair).toBe(true);
    expect(studBetSizes({ street: 4, ...limits, openPair, openPairBigBet: true })).toEqual([200, 400]);
    expect(studBetSizes({ street: 4, ...limits, openPair, openPairBigBet: true, bigBetMade: true })).toEqual([400]);
    // stud hi-lo and razz: openPairBigBet false; only fourth street is affected
    expect(studBetSizes({ street: 4, ...limits, openPair, openPairBigBet: false })).toEqual([200]);
    expect(studBetSizes({ street: 3, ...limits, openPair, openPairBigBet: true })).toEqual([200]);
    expect(studBetSizes({ street: 5, ...limits, openPair, openPairBigBet: true })).toEqual([400]);
    expect(studBetSizes({ street: 4, ...limits, openPair: false, openPairBigBet: true })).toEqual([200]);
  });

  it('R204 an open pair counts only among one player\'s up cards of players in the hand', () => {
    expect(hasOpenPair([up('9c8d'), up('9s8s')])).toBe(false);
    expect(hasOpenPair([null, up('Kc4d'), up('4s4h')])).toBe(true);
    expect(hasOpenPair([null, up('Kc4d')])).toBe(false);
  });

  it('R204 bad streets and amounts are refused', () => {
    expect(() => studBetSizes({ street: 8 as 7, ...limits })).toThrow(VariantRuleError);
    expect(() => studBetSizes({ street: 'river' as 'third', ...limits })).toThrow(/third, fourth/);
    expect(() => studBetSizes({ street: 4, smallBet: 0, bigBet: 2 })).toThrow(/smallBet/);
  });
});

describe('R205 the community card', () => {
  it('R205 an 8-player stud hand needs the community card when seven players reach seventh street', () => {
    // 8 players get 3 cards (24) and one folds; 7 get 3 more (21); burns before 3rd..6th (4): 52 - 49 = 3 left
    const stub = 52 - 8 * 3 - 7 * 3 - 4;
    expect(stub).toBe(3);
    expect(planSeventhStreet({ stub, players: 7 })).toEqual({ community: true, burn: true, refillFromBurns: false });
  });

  it('R205 every player gets a card when the stub, after the burn, suffices', () => {
    expect(planSeventhStreet({ stub: 8, players: 7 })).toEqual({ community: false, burn: true, refillFromBurns: false });
    expect(planSeventhStreet({ stub: 7, players: 7 })).toEqual({ community: true, burn: true, refillFromBurns: false });
    expect(planSeventhStreet({ stub: 7, players: 7, burn: false })).toEqual({ community: false, burn: false, refillFromBurns: false });
    expect(planSeventhStreet({ stub: 30, players: 2 }).community).toBe(false);
  });

  it('R205 a single card left is the community card, unburned; none left reuses the burn cards', () => {
    expect(planSeventhStreet({ stub: 1, players: 7 })).toEqual({ community: true, burn: false, refillFromBurns: false });
    // all eight players on seventh street: 8 × 6 + 4 burns = 52
    expect(planSeventhStreet({ stub: 52 - 8 * 6 - 4, players: 8 })).toEqual({ community: true, burn: true, refillFromBurns: true });
  });

  it('R205 bad counts are refused', () => {
    expect(() => planSeventhStreet({ stub: -1, players: 2 })).toThrow(/stub/);
    expect(() => planSeventhStreet({ stub: 3, players: 1.5 })).toThrow(/players/);
  });
});
