import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import {
  CardParseError, RngError, createRng, formatCard, formatCards, makeCard, parseCard, parseCards, popcount, rankOf, restoreRng,
  shortDeck, shuffle, standardDeck, suitOf,
} from '../src/index.js';

describe('cards', () => {
  it('R1 the standard deck has 52 distinct cards, the short deck 36 without 2-5', () => {
    expect(new Set(standardDeck()).size).toBe(52);
    const sd = shortDeck();
    expect(new Set(sd).size).toBe(36);
    expect(sd.every((c) => rankOf(c) >= 4)).toBe(true);
  });

  it('R2 parses every accepted notation and formats in rank-suit form', () => {
    expect(formatCard(parseCard('As'))).toBe('As');
    expect(parseCard('10d')).toBe(parseCard('Td'));
    expect(parseCard('A♠')).toBe(parseCard('As'));
    expect(parseCard('10♥')).toBe(parseCard('Th'));
    expect(parseCard(' kc ')).toBe(parseCard('Kc'));
    expect(formatCards(parseCards('AsKd'))).toEqual(['As', 'Kd']);
    expect(formatCards(parseCards('As Kd, 10♣'))).toEqual(['As', 'Kd', 'Tc']);
    expect(formatCards(parseCards(['As', 'Kd']))).toEqual(['As', 'Kd']);
    expect(parseCards([51, 'Kd'])).toEqual([51, parseCard('Kd')]);
    expect(parseCard('2c')).toBe(0);
    expect(parseCard('As')).toBe(51);
    expect(rankOf(parseCard('Qh'))).toBe(10);
    expect(suitOf(parseCard('Qh'))).toBe(2);
    expect(makeCard(12, 3)).toBe(51);
  });

  it('R2 every card round-trips through format and parse', () => {
    for (const c of standardDeck()) expect(parseCard(formatCard(c))).toBe(c);
  });

  it('R2 either letter case, any separators, strings or arrays: the same cards (fast and general paths agree)', () => {
    const casing = fc.array(fc.tuple(fc.integer({ min: 0, max: 51 }), fc.boolean(), fc.boolean(), fc.constantFrom('', ' ', ',', ', ')), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(casing, (items) => {
        const texts = items.map(([c, upRank, upSuit]) => {
          const t = formatCard(c);
          return (upRank ? t[0]!.toUpperCase() : t[0]!.toLowerCase()) + (upSuit ? t[1]!.toUpperCase() : t[1]!.toLowerCase());
        });
        const expected = items.map(([c]) => c);
        expect(parseCards(texts)).toEqual(expected);
        expect(parseCards(texts.map((t, i) => t + items[i]![3]).join(''))).toEqual(expected);
        expect(texts.map((t) => parseCard(t))).toEqual(expected);
        // the general path (10 for T, symbols) reads the same cards
        const general = items.map(([c]) => formatCard(c).replace('T', '10').replace('s', '♠')).join(' ');
        expect(parseCards(general)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('R2 bad input throws CardParseError with the input and position', () => {
    const cases: [string, number][] = [['Xs', 0], ['Ax', 1], ['A', 1], ['', 0], ['AsK', 3], ['AsKdQ', 5], ['As Zd', 3]];
    for (const [text, pos] of cases) {
      const parse = text.length > 2 ? () => parseCards(text) : () => parseCard(text);
      try {
        parse();
        expect.unreachable(`${text} should not parse`);
      } catch (e) {
        expect(e).toBeInstanceOf(CardParseError);
        expect((e as CardParseError).input).toBe(text);
        expect((e as CardParseError).position).toBe(pos);
      }
    }
    expect(() => parseCard('AsKd')).toThrow(CardParseError);
    expect(() => formatCard(52)).toThrow(CardParseError);
    expect(() => formatCard(1.5)).toThrow(CardParseError);
    expect(() => parseCards([52])).toThrow(CardParseError);
  });

  it('R6 the seeded RNG is deterministic and restores from its state', () => {
    const a = createRng(7);
    const b = createRng(7);
    const xs = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(xs);
    const saved = JSON.parse(JSON.stringify(a.state())) as number[];
    const c = restoreRng(saved);
    expect(Array.from({ length: 10 }, () => c.int(52))).toEqual(Array.from({ length: 10 }, () => a.int(52)));
    expect(() => createRng(Number.NaN)).toThrow(RngError);
    expect(() => restoreRng([1, 2])).toThrow(RngError);
  });

  it('R6 the RNG draws exactly what pure-rand\'s uniformInt draws from the same state (saved hands deal the same cards)', () => {
    const bounds = [1, 2, 3, 7, 52, 53, 1000, 2 ** 26, 2 ** 27, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 3 * 2 ** 30, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 1, 2 ** 40];
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.oneof(fc.constantFrom(...bounds), fc.integer({ min: 1, max: 2 ** 32 })), { minLength: 1, maxLength: 40 }), (seed, ns) => {
        const state = createRng(seed).state();
        const ours = restoreRng(state);
        const theirs = xoroshiro128plusFromState(state);
        for (const n of ns) expect(ours.int(n)).toBe(uniformInt(theirs, 0, n - 1));
        // float: 26 then 27 random bits
        const hi = uniformInt(theirs, 0, 2 ** 26 - 1);
        const lo = uniformInt(theirs, 0, 2 ** 27 - 1);
        expect(ours.float()).toBe((hi * 2 ** 27 + lo) / 2 ** 53);
        expect(ours.state()).toEqual(Array.from(theirs.getState()));
      }),
      { numRuns: 300 },
    );
  });

  it('R6 shuffle is a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const deck = standardDeck();
        const out = shuffle(deck, createRng(seed));
        expect(deck).toEqual(standardDeck());
        expect([...out].sort((x, y) => x - y)).toEqual(deck);
      }),
      { numRuns: 200 },
    );
  });

  it('R6 shuffle is unbiased: each card lands in each position about equally often', () => {
    const rng = createRng(1);
    const n = 4;
    const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const trials = 40000;
    for (let t = 0; t < trials; t++) {
      const out = shuffle([0, 1, 2, 3], rng);
      out.forEach((card, pos) => counts[card]![pos]!++);
    }
    // chi-square with 9 degrees of freedom; 27.9 is the 0.001 critical value
    const expected = trials / n;
    let chi = 0;
    for (const row of counts) for (const v of row) chi += (v - expected) ** 2 / expected;
    expect(chi).toBeLessThan(27.9);
  });
});

describe('popcount', () => {
  it('counts the cards of a card mask and the ranks of a rank mask (R1, R2)', () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0b1011)).toBe(3);
    expect(popcount(0x1fff)).toBe(13); // every rank
    expect(popcount((1 << 12) | 1)).toBe(2); // an ace and a deuce
    expect(popcount(0x7fffffff)).toBe(31);
    expect(popcount(-1)).toBe(32); // read as 32 bits
    expect(popcount(0x80000000)).toBe(1);
  });

  it('equals counting the bits one by one, for every 32-bit value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 }), (x) => {
        let n = 0;
        for (let b = 0; b < 32; b++) if ((x >>> b) & 1) n++;
        expect(popcount(x)).toBe(n);
      }),
    );
  });
});
