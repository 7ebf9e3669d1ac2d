// Hostile input on every public entry point of @pokerchart/cards: a typed error with a clear
// message (CardParseError for cards, RngError for RNG misuse, both PokerchartError with a code), never a
// TypeError from inside, never a hang on bounded input (R2, R5, R6).
import { describe, expect, it } from 'vitest';
import {
  CardParseError, PokerchartError, RngError, createRng, formatCard, formatCards, parseCard, parseCards, restoreRng, shuffle, standardDeck,
  type Rng,
} from '../src/index.js';
import { thrown } from '../../../scripts/thrown.mjs';

const junk: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5, 52, 2 ** 40, null, undefined, {}, [], () => 1, Symbol('x')];

describe('cards: parseCard and parseCards (R2)', () => {
  it('R2 non-strings and junk text are CardParseError with the input and position', () => {
    for (const bad of junk) thrown(() => parseCard(bad as string), CardParseError);
    for (const bad of ['', ' ', 'A', 'Ax', '1s', '11s', 'AsK', '♠A', '__proto__', 'constructor', 'As\u0000']) {
      const e = thrown(() => parseCard(bad), CardParseError) as CardParseError;
      expect(typeof e.position).toBe('number');
      expect(typeof e.input).toBe('string');
    }
  });

  it('R2 parseCards refuses non-string, non-array input and arrays with junk items', () => {
    for (const bad of junk.filter((x) => !Array.isArray(x))) thrown(() => parseCards(bad as string), CardParseError);
    for (const bad of [['As', null], ['As', 'Kd', 7.5], ['As', {}], [-1], [52], [Number.NaN]]) {
      thrown(() => parseCards(bad as string[]), CardParseError);
    }
  });

  it('R2 a 10 MB string or a million-item array is read (or refused) in bounded time, without a crash', { timeout: 60_000 }, () => {
    expect(parseCards('As'.repeat(5_000_000))).toHaveLength(5_000_000);
    const e = thrown(() => parseCards('x'.repeat(10_000_000)), CardParseError) as CardParseError;
    expect(e.position).toBe(0);
    thrown(() => parseCards(`${'As'.repeat(1_000_000)}Zz`), CardParseError, /position 2000000/);
    expect(parseCards(new Array(1_000_000).fill('Kd'))).toHaveLength(1_000_000);
  });
});

describe('cards: formatCard and formatCards', () => {
  it('R1 anything but a card code 0..51 is CardParseError', () => {
    for (const bad of [...junk, '12', '0']) thrown(() => formatCard(bad as number), CardParseError, /not a card code/);
  });

  it('R1 formatCards refuses non-arrays and arrays with non-cards with CardParseError, not a TypeError', () => {
    for (const bad of [null, undefined, 'AsKd', 5, {}]) thrown(() => formatCards(bad as number[]), CardParseError);
    thrown(() => formatCards([0, 99]), CardParseError, /99/);
    expect(formatCards([51, 0])).toEqual(['As', '2c']);
  });
});

describe('cards: createRng, restoreRng and shuffle (R6)', () => {
  it('R6 a seed that is not a safe integer is an RngError BAD_SEED naming the seed (robustness guide: error codes)', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1.5, '12', null, undefined, {}, 2 ** 60]) {
      expect((thrown(() => createRng(bad as number), RngError, /seed/) as RngError).code).toBe('BAD_SEED');
    }
    expect(createRng(-1).int(10)).toBeGreaterThanOrEqual(0);
  });

  it('R6 rng.int refuses bounds that are not positive integers', () => {
    const rng = createRng(1);
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '5']) expect((thrown(() => rng.int(bad as number), RngError) as RngError).code).toBe('BAD_BOUND');
  });

  it('R6 restoreRng refuses anything but a saved state', () => {
    for (const bad of [null, undefined, [], [1, 2, 3], [1, 2, 3, 1.5], ['a', 'b', 'c', 'd'], { __proto__: null }, 'x'.repeat(1_000_000)]) {
      expect((thrown(() => restoreRng(bad as never), PokerchartError) as RngError).code).toBe('BAD_STATE');
    }
  });

  it('R6 shuffle refuses a non-array deck or a non-Rng with an RngError (BAD_DECK, BAD_RNG) and never changes its input', () => {
    for (const bad of [null, undefined, 'AsKd', 5, {}]) expect((thrown(() => shuffle(bad as number[], createRng(1)), RngError, /shuffle needs an array/) as RngError).code).toBe('BAD_DECK');
    for (const bad of [null, undefined, {}, { int: 5 }, 7]) expect((thrown(() => shuffle(standardDeck(), bad as unknown as Rng), RngError, /createRng/) as RngError).code).toBe('BAD_RNG');
    const deck = standardDeck();
    const copy = deck.slice();
    expect(shuffle(deck, createRng(7))).not.toEqual(copy);
    expect(deck).toEqual(copy);
  });

  it('R6 shuffling a million items finishes and keeps every item once', { timeout: 60_000 }, () => {
    const big = Array.from({ length: 1_000_000 }, (_, i) => i);
    const out = shuffle(big, createRng(3));
    expect(out).toHaveLength(1_000_000);
    expect(new Set(out).size).toBe(1_000_000);
  });
});
