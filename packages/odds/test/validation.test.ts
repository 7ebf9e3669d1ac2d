import { texasHoldem, omaha, shortDeckHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { equity, OddsInputError } from '../src/index.js';

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (error) {
    expect(error).toBeInstanceOf(OddsInputError);
    return (error as OddsInputError).code;
  }
  throw new Error('expected an OddsInputError');
}

describe('equity: input checks (never silently fixed)', () => {
  it('R5 rejects a card used twice, naming both places', async () => {
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs', 'AhKd'] }))).toBe('DUPLICATE_CARD');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'], board: '2c3cAs' }))).toBe('DUPLICATE_CARD');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'], dead: 'Kc' }))).toBe('DUPLICATE_CARD');
    await expect(equity({ variant: texasHoldem, hands: ['AhAs', 'AhKd'] })).rejects.toThrow(/Ah appears twice \(hand 1 and hand 2\)/);
  });

  it('R35 rejects a hand with the wrong number of hole cards', async () => {
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAsKd', 'QcQd'] }))).toBe('HOLE_CARD_COUNT');
    expect(await codeOf(equity({ variant: omaha, hands: ['AhAs', 'KdKc'] }))).toBe('HOLE_CARD_COUNT');
  });

  it('R1 rejects a card outside the variant deck (a deuce in short deck, R175)', async () => {
    expect(await codeOf(equity({ variant: shortDeckHoldem, hands: ['AhAs', 'Kd2c'] }))).toBe('CARD_NOT_IN_DECK');
  });

  it('rejects too many board cards, fewer than two hands, unreadable cards and bad options', async () => {
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'], board: '2c3c4c5c6c7c' }))).toBe('TOO_MANY_BOARD_CARDS');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs'] }))).toBe('TOO_FEW_HANDS');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhXs', 'KdKc'] }))).toBe('BAD_CARDS');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'], samples: 0, exact: false }))).toBe('BAD_OPTION');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'], threads: 1.5 }))).toBe('BAD_OPTION');
    expect(await codeOf(equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'], seed: 0.5, exact: false }))).toBe('BAD_OPTION');
    expect(await codeOf(equity({ variant: { ...texasHoldem, holeCards: 0 }, hands: ['AhAs', 'KdKc'] }))).toBe('BAD_VARIANT');
  });

  it('rejects a deck too small to complete the board', async () => {
    const hands = Array.from({ length: 24 }, (_, i) => [i * 2, i * 2 + 1]);
    expect(await codeOf(equity({ variant: texasHoldem, hands }))).toBe('NOT_ENOUGH_CARDS');
  });
});

describe('equity: progress', () => {
  it('reports progress and ends with done = total', async () => {
    const seen: { done: number; total: number }[] = [];
    const r = await equity({ variant: texasHoldem, hands: ['AhKh', 'QsQc'], exact: false, samples: 50000, onProgress: (p) => seen.push(p) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toEqual({ done: r.runouts, total: r.runouts });
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.done).toBeGreaterThanOrEqual(seen[i - 1]!.done);
    const exactSeen: number[] = [];
    const e = await equity({ variant: texasHoldem, hands: ['AhKh', 'QsQc'], onProgress: (p) => exactSeen.push(p.done) });
    expect(exactSeen.at(-1)).toBe(e.runouts);
  });
});
