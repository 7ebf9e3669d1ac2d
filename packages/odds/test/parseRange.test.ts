import { formatCards, parseCards } from '@pokerchart/cards';
import { describe, expect, it } from 'vitest';
import { HAND_CLASSES, handClassOf, OddsInputError, parseRange, rangeCombos, rangeHands, RangeParseError } from '../src/index.js';

/** The hands of a range as sorted text, e.g. ['AcAd', 'AhAc', …] (each hand highest card first). */
const list = (text: string): string[] => parseRange(text).hands.map((h) => formatCards(h.cards).join('')).sort();
/** Hand-written combos, normalized the same way (highest card code first). */
const combos = (...hands: string[]): string[] =>
  hands.map((h) => formatCards(parseCards(h).sort((a, b) => b - a)).join('')).sort();

function parseError(text: string): RangeParseError {
  try {
    parseRange(text);
  } catch (error) {
    expect(error).toBeInstanceOf(RangeParseError);
    expect(error).toBeInstanceOf(OddsInputError);
    expect((error as RangeParseError).code).toBe('BAD_RANGE');
    return error as RangeParseError;
  }
  throw new Error(`expected "${text}" to be refused`);
}

describe('parseRange: PokerStove notation against hand-written combo lists', () => {
  it('a pair is its six combos', () => {
    expect(list('QQ')).toEqual(combos('QsQh', 'QsQd', 'QsQc', 'QhQd', 'QhQc', 'QdQc'));
  });

  it('suited, offsuit and both', () => {
    expect(list('AKs')).toEqual(combos('AsKs', 'AhKh', 'AdKd', 'AcKc'));
    expect(list('T9o')).toEqual(
      combos('Ts9h', 'Ts9d', 'Ts9c', 'Th9s', 'Th9d', 'Th9c', 'Td9s', 'Td9h', 'Td9c', 'Tc9s', 'Tc9h', 'Tc9d'),
    );
    expect(list('AK')).toEqual([...list('AKs'), ...list('AKo')].sort());
    expect(list('KA')).toEqual(list('AK'));
    expect(list('aks')).toEqual(list('AKs'));
  });

  it('+ climbs pairs up to aces and a second card up to one below the first', () => {
    expect(list('JJ+')).toEqual([...list('JJ'), ...list('QQ'), ...list('KK'), ...list('AA')].sort());
    expect(list('ATs+')).toEqual([...list('ATs'), ...list('AJs'), ...list('AQs'), ...list('AKs')].sort());
    expect(list('K9o+')).toEqual([...list('K9o'), ...list('KTo'), ...list('KJo'), ...list('KQo')].sort());
    expect(list('22+')).toHaveLength(78);
  });

  it('dash spans: pairs, a moving second card, and connectors with a fixed gap', () => {
    expect(list('TT-77')).toEqual([...list('TT'), ...list('99'), ...list('88'), ...list('77')].sort());
    expect(list('77-TT')).toEqual(list('TT-77'));
    expect(list('A5s-A2s')).toEqual(combos('As5s', 'Ah5h', 'Ad5d', 'Ac5c', 'As4s', 'Ah4h', 'Ad4d', 'Ac4c', 'As3s', 'Ah3h', 'Ad3d', 'Ac3c', 'As2s', 'Ah2h', 'Ad2d', 'Ac2c'));
    expect(list('76s-54s')).toEqual([...list('76s'), ...list('65s'), ...list('54s')].sort());
    expect(list('J9o-T8o')).toEqual([...list('J9o'), ...list('T8o')].sort());
  });

  it('explicit hands, of two cards or more (Omaha)', () => {
    expect(list('AhKh')).toEqual(['AhKh']);
    expect(list('AhKh, 7c7d')).toEqual(combos('AhKh', '7d7c'));
    expect(list('AsKsQdJd, 9h8h7c6c')).toEqual(combos('AsKsQdJd', '9h8h7c6c'));
  });

  it('random and 100% are every two-card hand', () => {
    expect(parseRange('random').hands).toHaveLength(1326);
    expect(list('100%')).toEqual(list('random'));
  });

  it('weights: AKs:0.5 and AKs:50%; a hand listed again takes its last weight; weight 0 leaves it out', () => {
    const r = parseRange('QQ+, AKs:0.5, AhAs:0.25, KK:0');
    expect(r.hands).toHaveLength(6 + 6 + 4);
    const w = new Map(r.hands.map((h) => [formatCards(h.cards).join(''), h.weight]));
    expect(w.get('AsKs')).toBe(0.5);
    expect(w.get('AsAh')).toBe(0.25);
    expect(w.get('AsAd')).toBe(1);
    expect(w.has('KsKh')).toBe(false);
    expect(parseRange('AKs:50%').hands.every((h) => h.weight === 0.5)).toBe(true);
  });

  it('the example of the contract: AA, KK, AKs, TT+, A5s-A2s, KQo, 76s-54s', () => {
    const r = parseRange('AA, KK, AKs, TT+, A5s-A2s, KQo, 76s-54s');
    // TT+ holds AA and KK again: 5 pairs (30) + AKs (4) + A5s-A2s (16) + KQo (12) + 3 connectors (12)
    expect(r.hands).toHaveLength(30 + 4 + 16 + 12 + 12);
    expect(new Set(r.hands.map((h) => h.cards.join())).size).toBe(r.hands.length);
  });
});

describe('parseRange: errors name the offending token and its position', () => {
  it.each([
    ['QQ+, AKx', 5, 'AKx'],
    ['QQ+,,AKs', 4, ''],
    ['TT+-77', 0, 'TT+-77'],
    ['AKs:2', 0, 'AKs:2'],
    ['AKs, A5s-K2s', 5, 'A5s-K2s'],
    ['AKs, TT-A5s', 5, 'TT-A5s'],
    ['AAs', 0, 'AAs'],
    ['AhAh', 0, 'AhAh'],
    ['0%', 0, '0%'],
    ['15%, 120%', 5, '120%'],
    ['AhKh, AsKsQdJd', 6, 'AsKsQdJd'],
    ['  ', 0, ''],
  ])('%j: at %i', (text, position, token) => {
    const e = parseError(text);
    expect(e.position).toBe(position);
    expect(e.token).toBe(token);
    expect(e.input).toBe(text);
    expect(e.message).toContain(`position ${position}`);
  });
});

describe('rangeCombos and rangeHands: card removal', () => {
  it('removes the combos that use a dead card, a board card or a known card', () => {
    const aa = parseRange('AA');
    expect(rangeCombos(aa).map((c) => formatCards(c).join('')).sort()).toEqual(list('AA'));
    expect(rangeCombos(aa, parseCards('As'))).toHaveLength(3);
    expect(rangeCombos(aa, parseCards('AsAh'))).toHaveLength(1);
    expect(rangeCombos(parseRange('AKs, QQ'), parseCards('Kh2c3d'))).toHaveLength(3 + 6);
    expect(rangeHands(parseRange('AKs:0.5'), parseCards('Kh')).map((h) => h.weight)).toEqual([0.5, 0.5, 0.5]);
  });

  it('rangeCombos refuses hands of other sizes', () => {
    expect(() => rangeCombos(parseRange('AsKsQdJd'))).toThrow(OddsInputError);
  });
});

describe('HAND_CLASSES and handClassOf', () => {
  it('the 13x13 grid: pairs on the diagonal, suited above, offsuit below', () => {
    expect(HAND_CLASSES[0]![0]).toBe('AA');
    expect(HAND_CLASSES[0]![1]).toBe('AKs');
    expect(HAND_CLASSES[1]![0]).toBe('AKo');
    expect(HAND_CLASSES[12]![12]).toBe('22');
    expect(HAND_CLASSES[5]![7]).toBe('97s');
    const all = HAND_CLASSES.flat();
    expect(new Set(all).size).toBe(169);
    // every class reads back as its own combos, and every combo finds its class
    let total = 0;
    for (const label of all) {
      const r = parseRange(label);
      total += r.hands.length;
      for (const h of r.hands) expect(handClassOf(h.cards)).toBe(label);
    }
    expect(total).toBe(1326);
  });
});
