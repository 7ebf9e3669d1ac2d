import { parseCards, standardDeck } from '@pokerchart/cards';
import { defineVariant } from '@pokerchart/engine';
import { categoryOf, defineRanking, evaluate5 } from '@pokerchart/evaluator';
import { texasHoldem } from '@pokerchart/variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equity, type EquityResult, outs } from '../src/index.js';
import { naive5, naiveEquity } from './naive.js';

function expectSame(r: EquityResult, naive: ReturnType<typeof naiveEquity>): void {
  expect(r.exact).toBe(true);
  expect(r.runouts).toBe(naive.runouts);
  r.hands.forEach((h, i) => {
    expect(h.win).toBeCloseTo(naive.win[i]!, 12);
    expect(h.tie).toBeCloseTo(naive.tie[i]!, 12);
    expect(h.equity).toBeCloseTo(naive.equity[i]!, 12);
  });
}

/** Naive ace-to-five (R190): compare (pairing shape, then grouped ranks) with aces low; higher = better low. */
function naiveAceToFive(cards: readonly number[]): number {
  const v = cards.map((c) => (c >> 2 === 12 ? 1 : (c >> 2) + 2));
  const counts = new Map<number, number>();
  for (const x of v) counts.set(x, (counts.get(x) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const shape = ['11111', '2111', '221', '311', '32', '41'].indexOf(groups.map((g) => g[1]).join(''));
  let key = shape;
  for (const [r] of groups) key = key * 16 + r;
  for (let i = groups.length; i < 5; i++) key *= 16;
  return 2 ** 30 - key;
}

/** Naive deuce-to-seven (R191): the standard high order with the ace high only (no wheel), reversed. */
function naiveDeuceToSeven(cards: readonly number[]): number {
  const flush = cards.every((c) => (c & 3) === (cards[0]! & 3));
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(c >> 2, (counts.get(c >> 2) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const straight = groups.length === 5 && groups[0]![0] - groups[4]![0] === 4;
  const shape = groups.map((g) => g[1]).join('');
  const cat = straight && flush ? 8 : shape === '41' ? 7 : shape === '32' ? 6 : flush ? 5 : straight ? 4 : shape === '311' ? 3 : shape === '221' ? 2 : shape === '2111' ? 1 : 0;
  let key = cat;
  for (const [r] of groups) key = key * 16 + r;
  for (let i = groups.length; i < 5; i++) key *= 16;
  return 2 ** 30 - key;
}

const ORDER = ['high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight', 'full-house', 'flush', 'four-of-a-kind', 'straight-flush'];
const flushOverFull = defineRanking({
  name: 'odds-test-flush-over-full',
  value: (c) => {
    const s = evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!);
    return ORDER.indexOf(categoryOf(s)) * 2 ** 20 + s;
  },
  category: (s) => categoryOf(s % 2 ** 20),
});
const naiveFlushOverFull = (c: number[]): number => {
  const v = naive5(c);
  const cat = Math.floor(v / 32 ** 5);
  const swapped = cat === 5 ? 6 : cat === 6 ? 5 : cat;
  return swapped * 32 ** 5 + (v % 32 ** 5);
};

const a5Holdem = defineVariant({ ...texasHoldem, id: 'a5-holdem', name: "A-5 Hold'em", ranking: 'ace-to-five-low' });
const d27Holdem = defineVariant({ ...texasHoldem, id: 'd27-holdem', name: "2-7 Hold'em", ranking: 'deuce-to-seven-low' });
const hiLoA5 = defineVariant({ ...texasHoldem, id: 'hilo-a5', name: "Hold'em high, A-5 low", low: 'ace-to-five-low' });
const plugin = defineVariant({ ...texasHoldem, id: 'flush-over-full', name: 'Flush over full', ranking: flushOverFull });
const deck = standardDeck();
const spots = fc.shuffledSubarray(deck, { minLength: 8, maxLength: 8 });

describe('equity and outs under other rankings (R190, R191, R194) and a plugin', () => {
  it('R190 ace-to-five equity (rank tables) equals a brute force', async () => {
    await fc.assert(
      fc.asyncProperty(spots, async (c) => {
        const hands = [c.slice(0, 2), c.slice(2, 4)];
        const board = c.slice(4, 8);
        expectSame(await equity({ variant: a5Holdem, hands, board }), naiveEquity({ deck, hands, board, boardSize: 5, rule: 'any', high5: naiveAceToFive }));
      }),
      { numRuns: 5, seed: 3 },
    );
  });

  it('R191 deuce-to-seven equity (flushes and straights count against) equals a brute force', async () => {
    await fc.assert(
      fc.asyncProperty(spots, async (c) => {
        const hands = [c.slice(0, 2), c.slice(2, 4)];
        const board = c.slice(4, 8);
        expectSame(await equity({ variant: d27Holdem, hands, board }), naiveEquity({ deck, hands, board, boardSize: 5, rule: 'any', high5: naiveDeuceToSeven }));
      }),
      { numRuns: 5, seed: 4 },
    );
    const hands = [parseCards('7h2h'), parseCards('8c6d')];
    const board = parseCards('5h4h3hKd');
    expectSame(await equity({ variant: d27Holdem, hands, board }), naiveEquity({ deck, hands, board, boardSize: 5, rule: 'any', high5: naiveDeuceToSeven }));
  });

  it('R168 high plus an ace-to-five low without qualifier splits every pot', async () => {
    const hands = [parseCards('AsKs'), parseCards('2d3c')];
    const board = parseCards('Qs9s4h');
    expectSame(
      await equity({ variant: hiLoA5, hands, board }),
      naiveEquity({ deck, hands, board, boardSize: 5, rule: 'any', low5: naiveAceToFive }),
    );
  });

  it('a ranking plugin (a flush beats a full house) drives equity and outs', async () => {
    const hands = [parseCards('9s9d'), parseCards('Ah2h')];
    const board = parseCards('9h5h5c');
    const r = await equity({ variant: plugin, hands, board });
    expectSame(r, naiveEquity({ deck, hands, board, boardSize: 5, rule: 'any', high5: naiveFlushOverFull }));
    const standard = await equity({ variant: texasHoldem, hands, board });
    expect(r.hands[1]!.equity).toBeGreaterThan(standard.hands[1]!.equity);
    // outs of the flush draw against the full house: every heart left (the flush now wins)
    const o = outs({ variant: plugin, hole: 'Ah2h', board: '9h5h5cKd', against: ['9s9d'] });
    expect(o.outs).toHaveLength(9);
  });

  it('R190 outs under ace-to-five: a card that makes a better low category counts', () => {
    // A-2-3-3-4-4: a pair of threes is the best low now; any card of a new rank (5 to K) makes no pair
    const o = outs({ variant: a5Holdem, hole: 'As2d', board: '3c4h4s3d' });
    expect(o.outs).toHaveLength(36);
    expect(o.outs.every((c) => c >> 2 >= 3 && c >> 2 <= 11)).toBe(true);
  });
});

describe('equity threads and ranking objects', () => {
  it('a ranking object cannot go to a worker: the run stays in this thread, with the same result', async () => {
    const hands = [parseCards('9s9d'), parseCards('Ah2h')];
    const board = parseCards('9h5h5c');
    const one = await equity({ variant: plugin, hands, board, samples: 2000, exact: false, seed: 5 });
    const two = await equity({ variant: plugin, hands, board, samples: 2000, exact: false, seed: 5, threads: 2 });
    expect(two.threads).toBe(1);
    expect(two.hands[1]!.equity).toBeGreaterThan(0);
    expect(one.hands[0]!.equity + one.hands[1]!.equity).toBeCloseTo(1, 12);
  });
});
