import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryOf, compareHands, evaluateHand, strengthOf } from '../src/index.js';
import { compare5, type Ranking, subsets } from './reference.js';

const ranks = (cards: number[]) => cards.map((c) => '23456789TJQKA'[c >> 2]).join('');
const paigow = (hole: string, board: string) => evaluateHand({ hole, board, ranking: 'paigow-wheel' });
const short = (hole: string, board: string, tripsBeatStraight = false) =>
  evaluateHand({ hole, board, ranking: 'shortdeck', options: { tripsBeatStraight } });

describe("Pai Gow wheel ranking (R170, R171)", () => {
  it('R170 A-2-3-4-5 is the second-highest straight: below A-K-Q-J-T, above K-Q-J-T-9', () => {
    const wheel = paigow('As2d', '3c4h5s9dJc');
    const broadway = paigow('AsKd', 'QcJhTs4d2c');
    const kingHigh = paigow('KsQd', 'JcTh9s4d2c');
    expect(wheel.category).toBe('straight');
    expect(ranks(wheel.cards)).toBe('5432A');
    expect(compareHands(wheel, broadway)).toBe(-1);
    expect(compareHands(wheel, kingHigh)).toBe(1);
    // standard ranking: the wheel is the lowest
    expect(compareHands(evaluateHand({ hole: 'As2d', board: '3c4h5s9dJc' }), evaluateHand({ hole: 'Ks6d', board: '2c3h4s5dJc' }))).toBe(-1);
  });

  it('R170 the same inside straight flushes: royal, then the suited wheel, then king-high', () => {
    const wheel = paigow('AhKd', '2h3h4h5hJc');
    expect(wheel.category).toBe('straight-flush');
    expect(compareHands(wheel, paigow('KhQh', 'JhTh9h2c3d'))).toBe(1);
    expect(compareHands(wheel, paigow('AhKh', 'QhJhTh2c3d'))).toBe(-1);
  });

  it('R171 with A-2-3-4-5-6 (and -7) the wheel is chosen over the six- and seven-high straights', () => {
    expect(ranks(paigow('As2d', '3c4h5s6dKc').cards)).toBe('5432A');
    expect(ranks(paigow('As2d', '3c4h5s6d7c').cards)).toBe('5432A');
    expect(ranks(evaluateHand({ hole: 'As2d', board: '3c4h5s6d7c' }).cards)).toBe('76543');
  });

  it('R143 R170 the ten straights and ten straight flushes: only the wheel moves, to second place', () => {
    // tops 5..A as rank codes 3..12; the wheel is A-2-3-4-5
    const straight = (top: number, suited: boolean) => {
      const ranks = top === 3 ? [12, 0, 1, 2, 3] : [top, top - 1, top - 2, top - 3, top - 4];
      return ranks.map((r, i) => r * 4 + (suited ? 3 : i === 0 ? 0 : 1));
    };
    for (const suited of [false, true]) {
      const order = (ranking: 'standard' | 'paigow-wheel') =>
        [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
          .map((top) => ({ top, s: strengthOf([], straight(top, suited), 'any', ranking) }))
          .sort((a, b) => a.s - b.s)
          .map((x) => x.top);
      expect(order('standard')).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(order('paigow-wheel')).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 3, 12]);
    }
    // everything else keeps its standard value
    expect(strengthOf([], [48, 44, 40, 36, 30], 'any', 'paigow-wheel')).toBe(strengthOf([], [48, 44, 40, 36, 30]));
  });

  it('R143 R170 only the wheel moves: random hands compare like the reference', () => {
    const seven = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(seven, seven, (x, y) => {
        const a = evaluateHand({ hole: x.slice(0, 2), board: x.slice(2), ranking: 'paigow-wheel' });
        const b = evaluateHand({ hole: y.slice(0, 2), board: y.slice(2), ranking: 'paigow-wheel' });
        expect(Math.sign(a.strength - b.strength)).toBe(compare5(a.cards, b.cards, 'paigow-wheel'));
        expect(strengthOf(x.slice(0, 2), x.slice(2), 'any', 'paigow-wheel')).toBe(a.strength);
      }),
      { numRuns: 500 },
    );
  });
});

describe('short-deck ranking (R175, R176, R182)', () => {
  it('R175 A-6-7-8-9 is the lowest straight, shown 9-8-7-6-A; T-high beats it', () => {
    const low = short('As6d', '7c8h9sKdKc');
    expect(low.category).toBe('straight');
    expect(ranks(low.cards)).toBe('9876A');
    expect(compareHands(low, short('Ts6d', '7c8h9sKdQc'))).toBe(-1);
    expect(short('Ah6h', '7h8h9hKdKc').category).toBe('straight-flush');
  });

  it('R176 a flush beats a full house', () => {
    const flush = short('AhTh', '7h8h9dJhKc');
    const full = short('KsKd', 'KhJdJcAs6c');
    expect(flush.category).toBe('flush');
    expect(full.category).toBe('full-house');
    expect(compareHands(flush, full)).toBe(1);
    expect(compareHands(evaluateHand({ hole: 'AhTh', board: '7h8h9dJhKc' }), evaluateHand({ hole: 'KsKd', board: 'KhJdJcAs6c' }))).toBe(-1);
  });

  it('R176 straight beats trips by default; tripsBeatStraight reverses it', () => {
    const straight = ['Ts6d', '7c8h9sKdQc'] as const;
    const trips = ['KsKd', 'Kh7c8dAs6c'] as const;
    expect(compareHands(short(...straight), short(...trips))).toBe(1);
    expect(compareHands(short(...straight, true), short(...trips, true))).toBe(-1);
  });

  it('R176 with tripsBeatStraight the best five prefers trips to a straight in the same seven cards', () => {
    const cards = ['9s9d', '9h8c7dTsJc'] as const;
    expect(short(...cards).category).toBe('straight');
    expect(short(...cards, true).category).toBe('three-of-a-kind');
    expect(categoryOf(short(...cards, true).strength, 'shortdeck')).toBe('three-of-a-kind');
  });

  it('R182 all 376,992 five-card short-deck hands: counts per category', () => {
    const counts = new Map<string, number>();
    const tbs = new Map<string, number>();
    const five = [0, 0, 0, 0, 0];
    let total = 0;
    for (let a = 16; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              five[0] = a; five[1] = b; five[2] = c; five[3] = d; five[4] = e;
              const cat = categoryOf(strengthOf([], five, 'any', 'shortdeck'));
              counts.set(cat, (counts.get(cat) ?? 0) + 1);
              const cat2 = categoryOf(strengthOf([], five, 'any', 'shortdeck', { tripsBeatStraight: true }));
              tbs.set(cat2, (tbs.get(cat2) ?? 0) + 1);
              total++;
            }
    expect(total).toBe(376992);
    expect(Object.fromEntries(counts)).toEqual({
      'straight-flush': 24,
      'four-of-a-kind': 288,
      flush: 480,
      'full-house': 1728,
      straight: 6120,
      'three-of-a-kind': 16128,
      'two-pair': 36288,
      'one-pair': 193536,
      'high-card': 122400,
    });
    // in five cards a hand is never both, so the option changes the order, not the counts
    expect(Object.fromEntries(tbs)).toEqual(Object.fromEntries(counts));
  });

  it('R176 random short-deck hands compare like the reference, both trips/straight orders', () => {
    const seven = fc.uniqueArray(fc.integer({ min: 16, max: 51 }), { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(seven, seven, fc.boolean(), (x, y, tripsBeatStraight) => {
        const ranking: Ranking = tripsBeatStraight ? 'shortdeck-tbs' : 'shortdeck';
        const a = evaluateHand({ hole: x.slice(0, 2), board: x.slice(2), ranking: 'shortdeck', options: { tripsBeatStraight } });
        const b = evaluateHand({ hole: y.slice(0, 2), board: y.slice(2), ranking: 'shortdeck', options: { tripsBeatStraight } });
        expect(Math.sign(a.strength - b.strength)).toBe(compare5(a.cards, b.cards, ranking));
        // the reported five are the best of the 21 subsets
        for (const f of subsets(x, 5)) expect(compare5(a.cards, f, ranking)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
