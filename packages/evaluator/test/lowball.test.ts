import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aceToFiveLowRanking, badugiRanking, describeHand, deuceToSevenLowRanking, evaluateAceToFive5, evaluateAceToFive7, evaluateBadugi,
  evaluateDeuceToSeven5, evaluateDeuceToSeven7, evaluateHand, evaluateLow, strengthOf,
} from '../src/index.js';
import { bestOfSubsets, refAceToFive, refBadugi, refDeuceToSeven, refDeuceToSevenCategory } from './lowballReference.js';

const P5 = Array.from({ length: 13 }, (_, r) => 5 ** r); // rank-multiset key: sum of 5^rank

/**
 * Checks that `strength` orders hands exactly as `reference` does: equal references have equal
 * strengths, and sorted by reference the strengths strictly increase. Returns the number of
 * distinct values.
 */
function sameOrder(pairs: Map<number, number>): number {
  const byRef = [...pairs.entries()].sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < byRef.length; i++) {
    if (!(byRef[i]![1] > byRef[i - 1]![1])) throw new Error(`reference ${byRef[i]![0]} > ${byRef[i - 1]![0]} but strength ${byRef[i]![1]} <= ${byRef[i - 1]![1]}`);
  }
  return byRef.length;
}

/** Walks all C(52,5) hands; `visit(a..e, rankKey, flush)`. */
function allFives(visit: (a: number, b: number, c: number, d: number, e: number, rankKey: number, flush: boolean) => void): number {
  let n = 0;
  for (let a = 0; a < 48; a++)
    for (let b = a + 1; b < 49; b++)
      for (let c = b + 1; c < 50; c++)
        for (let d = c + 1; d < 51; d++) {
          const k4 = P5[a >> 2]! + P5[b >> 2]! + P5[c >> 2]! + P5[d >> 2]!;
          const s = a & 3;
          const suited4 = (b & 3) === s && (c & 3) === s && (d & 3) === s;
          for (let e = d + 1; e < 52; e++) {
            visit(a, b, c, d, e, k4 + P5[e >> 2]!, suited4 && (e & 3) === s);
            n++;
          }
        }
  return n;
}

/**
 * Calls visit with seven distinct cards for every multiset of seven ranks (49,205 of them): copies
 * of a rank get distinct suits, and cards are suited in turn, so no suit holds more than two.
 * Returns the count.
 */
function allSevenRankMultisets(visit: (cards: number[], ranks: readonly number[]) => void): number {
  let count = 0;
  const ranks: number[] = [];
  const rec = (r: number, left: number): void => {
    if (left === 0) {
      visit(ranks.map((x, i) => x * 4 + (i % 4)), ranks);
      count++;
      return;
    }
    if (r === 13) return;
    rec(r + 1, left);
    for (let k = 1; k <= Math.min(4, left); k++) {
      for (let i = 0; i < k; i++) ranks.push(r);
      rec(r + 1, left - k);
      ranks.length -= k;
    }
  };
  rec(0, 7);
  return count;
}

describe('ace-to-five low (R190)', () => {
  it('R190 all 2,598,960 five-card hands against the reference: 6,175 distinct values, best 5-4-3-2-A', { timeout: 60_000 }, () => {
    const refOf = new Map<number, number>(); // rank key -> reference value (suits never matter, R190)
    const strengthOfRef = new Map<number, number>();
    let wheel = 0;
    const n = allFives((a, b, c, d, e, key) => {
      let ref = refOf.get(key);
      if (ref === undefined) refOf.set(key, (ref = refAceToFive([a, b, c, d, e])));
      const s = evaluateAceToFive5(a, b, c, d, e);
      const known = strengthOfRef.get(ref);
      if (known === undefined) strengthOfRef.set(ref, s);
      else if (known !== s) throw new Error(`equal hands with strengths ${known} and ${s}`);
      if (s === 6175) wheel++;
    });
    expect(n).toBe(2_598_960);
    expect(sameOrder(strengthOfRef)).toBe(6175);
    expect(wheel).toBe(4 ** 5); // every 5-4-3-2-A, whatever the suits
  });

  it('R190 R141 evaluateHand: 7-5-4-3-A beats 7-6-3-2-A, a pair beats two pair, cards from the highest down with the ace last', () => {
    const a = evaluateHand({ hole: '7c5d4h3sAd', board: '', ranking: 'ace-to-five-low' });
    const b = evaluateHand({ hole: '7d6c3h2sAc', board: '', ranking: 'ace-to-five-low' });
    expect(a.strength).toBeGreaterThan(b.strength);
    expect(describeHand(a)).toBe('7-5 low (7-5-4-3-A)');
    expect(describeHand(a, 'fr')).toBe('Basse 7-5 (7-5-4-3-A)');
    const pair = evaluateHand({ hole: 'KcKdQhJsTd', board: '', ranking: 'ace-to-five-low' });
    const twoPair = evaluateHand({ hole: '2c2d3h3sAd', board: '', ranking: 'ace-to-five-low' });
    expect(pair.category).toBe('one-pair');
    expect(twoPair.category).toBe('two-pair');
    expect(pair.strength).toBeGreaterThan(twoPair.strength);
    // straights and flushes do not count: the suited wheel is still number one
    const wheel = evaluateHand({ hole: 'Ah2h3h4h5h', board: '', ranking: 'ace-to-five-low' });
    expect(wheel.strength).toBe(6175);
    expect(describeHand(wheel)).toBe('Wheel, number one (5-4-3-2-A)');
    expect(describeHand(twoPair)).toBe('Two pair, Threes and Twos (3-3-2-2-A)');
    expect(describeHand(evaluateHand({ hole: '4c4d7hAs5d', board: '', ranking: 'ace-to-five-low' }), 'fr')).toBe('Paire de 4 (4-4-7-5-A)');
  });

  it('R190 best of seven: every multiset of seven ranks is the best of its 21 fives', { timeout: 60_000 }, () => {
    const checked = allSevenRankMultisets((cards, ranks) => {
      const best = bestOfSubsets(cards, 5, (f) => evaluateAceToFive5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!));
      const [a, b, c, d, e, f, g] = cards as [number, number, number, number, number, number, number];
      if (evaluateAceToFive7(a, b, c, d, e, f, g) !== best) throw new Error(`ranks ${ranks.join(',')}`);
      if (strengthOf(cards, [], 'any', 'ace-to-five-low') !== best) throw new Error(`strengthOf ${ranks.join(',')}`);
    });
    expect(checked).toBe(49_205);
  });
});

describe('deuce-to-seven low (R191)', () => {
  it('R191 all 2,598,960 five-card hands against the reference: 7,462 distinct values and the category counts', { timeout: 60_000 }, () => {
    const refOf = new Map<number, number>(); // rank key * 2 + flush -> reference value
    const strengthOfRef = new Map<number, number>();
    const counts = new Map<string, number>();
    const refCounts = new Map<string, number>();
    allFives((a, b, c, d, e, key, flush) => {
      const memo = key * 2 + (flush ? 1 : 0);
      let ref = refOf.get(memo);
      if (ref === undefined) {
        refOf.set(memo, (ref = refDeuceToSeven([a, b, c, d, e])));
        const cat = refDeuceToSevenCategory([a, b, c, d, e]);
        refOf.set(-memo - 1, ['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush'].indexOf(cat));
      }
      const s = evaluateDeuceToSeven5(a, b, c, d, e);
      const known = strengthOfRef.get(ref);
      if (known === undefined) strengthOfRef.set(ref, s);
      else if (known !== s) throw new Error(`equal hands with strengths ${known} and ${s}`);
      const cat = deuceToSevenLowRanking.category(s);
      counts.set(cat, (counts.get(cat) ?? 0) + 1);
      const refCat = String(refOf.get(-memo - 1));
      refCounts.set(refCat, (refCounts.get(refCat) ?? 0) + 1);
    });
    expect(sameOrder(strengthOfRef)).toBe(7462);
    expect(Object.fromEntries(counts)).toEqual({
      'straight-flush': 36, 'four-of-a-kind': 624, 'full-house': 3744, flush: 5112, straight: 9180,
      'three-of-a-kind': 54_912, 'two-pair': 123_552, 'one-pair': 1_098_240, 'high-card': 1_303_560,
    });
    // the reference's own categories agree, category by category
    expect([...refCounts.values()].sort((x, y) => x - y)).toEqual([...counts.values()].sort((x, y) => x - y));
  });

  it('R191 7-5-4-3-2 of two suits is number one; suited it is a flush; A-2-3-4-5 is ace high, not a straight', () => {
    const one = evaluateHand({ hole: '7s5d4c3h2s', board: '', ranking: 'deuce-to-seven-low' });
    expect(one.strength).toBe(7462);
    expect(describeHand(one)).toBe('Number one, 7-5 low (7-5-4-3-2)');
    expect(describeHand(one, 'fr')).toBe('Numéro un, basse 7-5 (7-5-4-3-2)');
    expect(evaluateHand({ hole: '7s5s4s3s2s', board: '', ranking: 'deuce-to-seven-low' }).category).toBe('flush');
    const wheel = evaluateHand({ hole: 'As2d3c4h5s', board: '', ranking: 'deuce-to-seven-low' });
    expect(wheel.category).toBe('high-card');
    expect(wheel.strength).toBeLessThan(evaluateHand({ hole: 'Ks2d3c4h5s', board: '', ranking: 'deuce-to-seven-low' }).strength);
    expect(evaluateHand({ hole: '6s5d4c3h2s', board: '', ranking: 'deuce-to-seven-low' }).category).toBe('straight');
    expect(describeHand(evaluateHand({ hole: '8s6d4c3h2s', board: '', ranking: 'deuce-to-seven-low' }), 'fr')).toBe('Basse 8-6 (8-6-4-3-2)');
  });

  it('R191 best of seven equals the best of the 21 fives: all rank multisets without a flush, random hands with one', { timeout: 60_000 }, () => {
    const checked = allSevenRankMultisets((cards, ranks) => {
      const best = bestOfSubsets(cards, 5, (f) => evaluateDeuceToSeven5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!));
      const [a, b, c, d, e, f, g] = cards as [number, number, number, number, number, number, number];
      if (evaluateDeuceToSeven7(a, b, c, d, e, f, g) !== best) throw new Error(`ranks ${ranks.join(',')}`);
    });
    expect(checked).toBe(49_205);
    // five or more of one suit
    const suited = fc.record({
      suit: fc.integer({ min: 0, max: 3 }),
      ranks: fc.uniqueArray(fc.integer({ min: 0, max: 12 }), { minLength: 5, maxLength: 7 }),
      others: fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 2, maxLength: 2 }),
    });
    fc.assert(
      fc.property(suited, ({ suit, ranks: rs, others }) => {
        const cards = rs.map((r) => r * 4 + suit);
        for (const o of others) if (cards.length < 7 && !cards.includes(o)) cards.push(o);
        fc.pre(cards.length === 7);
        const best = bestOfSubsets(cards, 5, refDeuceToSeven);
        const [a, b, c, d, e, f, g] = cards as [number, number, number, number, number, number, number];
        const s = evaluateDeuceToSeven7(a, b, c, d, e, f, g);
        const bestFive = bestOfSubsets(cards, 5, (x) => evaluateDeuceToSeven5(x[0]!, x[1]!, x[2]!, x[3]!, x[4]!));
        expect(s).toBe(bestFive);
        expect(strengthOf(cards, [], 'any', 'deuce-to-seven-low')).toBe(s);
        // the five the reference prefers have that strength
        return bestOfSubsets(cards, 5, (x) => (refDeuceToSeven(x) === best ? evaluateDeuceToSeven5(x[0]!, x[1]!, x[2]!, x[3]!, x[4]!) : -1)) === s;
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('badugi (R192)', () => {
  it('R192 all 270,725 four-card hands against the reference: counts by size and 1,092 distinct values', { timeout: 60_000 }, () => {
    const strengthOfRef = new Map<number, number>();
    const sizes = [0, 0, 0, 0, 0];
    const distinct = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()];
    let n = 0;
    for (let a = 0; a < 49; a++)
      for (let b = a + 1; b < 50; b++)
        for (let c = b + 1; c < 51; c++)
          for (let d = c + 1; d < 52; d++) {
            const ref = refBadugi([a, b, c, d]);
            const s = evaluateBadugi(a, b, c, d);
            const known = strengthOfRef.get(ref.value);
            if (known === undefined) strengthOfRef.set(ref.value, s);
            else if (known !== s) throw new Error(`equal hands with strengths ${known} and ${s}`);
            sizes[ref.size]!++;
            distinct[ref.size]!.add(s);
            n++;
          }
    expect(n).toBe(270_725);
    expect(sizes.slice(1).reverse()).toEqual([17_160, 154_440, 96_252, 2873]);
    expect(distinct.slice(1).reverse().map((x) => x.size)).toEqual([715, 286, 78, 13]);
    expect(sameOrder(strengthOfRef)).toBe(1092);
  });

  it('R192 a four-card badugi beats any three-card hand; descriptions in both languages', () => {
    const four = evaluateHand({ hole: 'KcQdJhTs', board: '', ranking: 'badugi' });
    const three = evaluateHand({ hole: 'Ac2d3h3s', board: '', ranking: 'badugi' });
    expect(four.strength).toBeGreaterThan(three.strength);
    expect(three.cards).toHaveLength(3);
    expect(describeHand(evaluateHand({ hole: 'As2d3h4c', board: '', ranking: 'badugi' }))).toBe('Badugi 4-3-2-A');
    expect(describeHand(evaluateHand({ hole: 'As2d3h4c', board: '', ranking: 'badugi' }), 'fr')).toBe('Badugi au 4 (4-3-2-A)');
    expect(describeHand(evaluateHand({ hole: 'Ac3c6d2h', board: '', ranking: 'badugi' }))).toBe('Three-card 6 (6-2-A)');
    expect(describeHand(evaluateHand({ hole: 'Ac3c6d2h', board: '', ranking: 'badugi' }), 'fr')).toBe('Trois cartes au 6 (6-2-A)');
  });

  it('R192 fast-check: badugi never counts two cards of one rank or suit, and the best of more cards is the best four', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 4, maxLength: 7 }), (cards) => {
        const v = evaluateHand({ hole: cards, board: [], ranking: 'badugi' });
        expect(new Set(v.cards.map((c) => c >> 2)).size).toBe(v.cards.length);
        expect(new Set(v.cards.map((c) => c & 3)).size).toBe(v.cards.length);
        expect(v.cards.length).toBe(v.strength >> 13);
        expect(v.cards.every((c) => cards.includes(c))).toBe(true);
        expect(v.strength).toBe(bestOfSubsets(cards, 4, (f) => evaluateBadugi(f[0]!, f[1]!, f[2]!, f[3]!)));
        expect(strengthOf(cards, [], 'any', badugiRanking)).toBe(v.strength);
        if (cards.length === 4) expect(refBadugi(cards).size).toBe(v.cards.length);
      }),
      { numRuns: 400, seed: 11 },
    );
  });
});

describe('lowball properties (R190, R191, R194)', () => {
  const five = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 5 });
  const perm = fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 });

  it('R190 R191 a permutation of the suits changes no value', () => {
    fc.assert(
      fc.property(five, perm, (cards, p) => {
        const moved = cards.map((c) => (c & ~3) | p[c & 3]!);
        const [a, b, c, d, e] = cards as [number, number, number, number, number];
        const [a2, b2, c2, d2, e2] = moved as [number, number, number, number, number];
        expect(evaluateAceToFive5(a2, b2, c2, d2, e2)).toBe(evaluateAceToFive5(a, b, c, d, e));
        expect(evaluateDeuceToSeven5(a2, b2, c2, d2, e2)).toBe(evaluateDeuceToSeven5(a, b, c, d, e));
      }),
      { numRuns: 500, seed: 5 },
    );
  });

  it('R190 R191 other suits change nothing in ace-to-five, and in deuce-to-seven only when a flush comes or goes', () => {
    const suits = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(five, suits, (cards, s) => {
        const moved = cards.map((c, i) => (c & ~3) | s[i]!);
        fc.pre(new Set(moved).size === 5);
        const [a, b, c, d, e] = cards as [number, number, number, number, number];
        const [a2, b2, c2, d2, e2] = moved as [number, number, number, number, number];
        expect(evaluateAceToFive5(a2, b2, c2, d2, e2)).toBe(evaluateAceToFive5(a, b, c, d, e));
        const flush = (x: number[]) => x.every((y) => (y & 3) === (x[0]! & 3));
        if (flush(cards) === flush(moved)) expect(evaluateDeuceToSeven5(a2, b2, c2, d2, e2)).toBe(evaluateDeuceToSeven5(a, b, c, d, e));
        else expect(evaluateDeuceToSeven5(a2, b2, c2, d2, e2)).not.toBe(evaluateDeuceToSeven5(a, b, c, d, e));
      }),
      { numRuns: 500, seed: 6 },
    );
  });

  it('R155 R190 R191 best of seven equals the best of the 21 fives, through evaluateHand too', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 7, maxLength: 7 }), (cards) => {
        const [a, b, c, d, e, f, g] = cards as [number, number, number, number, number, number, number];
        const a5 = bestOfSubsets(cards, 5, refAceToFive);
        const d27 = bestOfSubsets(cards, 5, refDeuceToSeven);
        const va5 = evaluateHand({ hole: cards.slice(0, 2), board: cards.slice(2), ranking: aceToFiveLowRanking });
        const vd27 = evaluateHand({ hole: cards.slice(0, 3), board: cards.slice(3), ranking: 'deuce-to-seven-low' });
        expect(refAceToFive(va5.cards)).toBe(a5);
        expect(refDeuceToSeven(vd27.cards)).toBe(d27);
        expect(va5.strength).toBe(evaluateAceToFive7(a, b, c, d, e, f, g));
        expect(vd27.strength).toBe(evaluateDeuceToSeven7(a, b, c, d, e, f, g));
        expect(vd27.holeUsed.every((x) => cards.slice(0, 3).includes(x))).toBe(true);
      }),
      { numRuns: 300, seed: 8 },
    );
  });

  it('R160 lowball under an exact selection rule: two hole and three board cards', () => {
    const rule = { hole: 2, board: 3 } as const;
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 9, maxLength: 9 }), (cards) => {
        const hole = cards.slice(0, 4);
        const board = cards.slice(4);
        const v = evaluateHand({ hole, board, rule, ranking: 'ace-to-five-low' });
        expect(v.holeUsed).toHaveLength(2);
        let best = -1;
        for (const h of [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]])
          best = Math.max(best, bestOfSubsets(board, 3, (b) => refAceToFive([hole[h[0]!]!, hole[h[1]!]!, ...b])));
        expect(refAceToFive(v.cards)).toBe(best);
        expect(strengthOf(hole, board, rule, 'ace-to-five-low')).toBe(v.strength);
      }),
      { numRuns: 100, seed: 9 },
    );
  });

  it('R193 a stud hi-lo hand whose low uses cards its high does not', () => {
    const seven = 'AhKhQh7h6h2c3d';
    const high = evaluateHand({ hole: seven, board: '' });
    const low = evaluateLow({ hole: seven, board: '' })!;
    expect(high.category).toBe('flush');
    expect(describeHand(low)).toBe('7-6-3-2-A low');
    const onlyLow = low.cards.filter((c) => !high.cards.includes(c));
    expect(onlyLow.length).toBe(2); // the 3 and the 2 play for low only
    // the same low as ace-to-five restricted to qualifying hands (R193)
    expect(describeHand(evaluateHand({ hole: seven, board: '', ranking: 'ace-to-five-low' }))).toBe('7-6 low (7-6-3-2-A)');
    expect(evaluateLow({ hole: 'AhKhQh9h6h2c3d', board: '' })).toBeNull();
    expect(() => evaluateHand({ hole: 'AhKhQh9h6h2c3d', board: '', ranking: 'eight-or-better' })).toThrow(/no allowed hand qualifies/);
  });
});
