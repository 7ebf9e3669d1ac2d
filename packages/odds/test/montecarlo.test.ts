import { parseCards, standardDeck } from '@pokerchart/cards';
import { omahaHiLo8, texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLES, equity, EXACT_RUNOUT_LIMIT } from '../src/index.js';
import { naiveEquity } from './naive.js';

describe('equity: Monte Carlo', () => {
  it("lands within four standard errors of the brute-force value (Hold'em, 3-way flop)", async () => {
    const hands = [parseCards('AhKh'), parseCards('QsQc'), parseCards('8d9d')];
    const board = parseCards('2h7h9c');
    const naive = naiveEquity({ deck: standardDeck(), hands, board, boardSize: 5, rule: 'any' });
    const r = await equity({ variant: texasHoldem, hands, board, exact: false, samples: 20000, seed: 7 });
    expect(r.exact).toBe(false);
    expect(r.runouts).toBe(20000);
    expect(r.seed).toBe(7);
    r.hands.forEach((h, i) => {
      expect(h.stdError).toBeGreaterThan(0);
      // the standard error of a share in [0, 1] over n samples is at most 0.5 / sqrt(n)
      expect(h.stdError!).toBeLessThanOrEqual(0.5 / Math.sqrt(20000) + 1e-12);
      expect(Math.abs(h.equity - naive.equity[i]!)).toBeLessThan(4 * h.stdError!);
      expect(Math.abs(h.win - naive.win[i]!)).toBeLessThan(0.03);
    });
    expect(r.stdError).toBe(Math.max(...r.hands.map((h) => h.stdError!)));
  });

  it('pre-flop A♥A♠ against K♦K♣ by sampling lands near the exact 81.255% equity', async () => {
    const r = await equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'], exact: false, samples: 40000, seed: 3 });
    const exactEquity = 0.81065 + 0.00382 / 2;
    expect(Math.abs(r.hands[0]!.equity - exactEquity)).toBeLessThan(4 * r.hands[0]!.stdError! + 1e-4);
  });

  it('hi-lo split shares by sampling stay within four standard errors (R168)', async () => {
    const hands = [parseCards('As2s3d4d'), parseCards('KdKcQhJh')];
    const board = parseCards('7s8d9h');
    const naive = naiveEquity({ deck: standardDeck(), hands, board, boardSize: 5, rule: { hole: 2, board: 3 }, low: true });
    const r = await equity({ variant: omahaHiLo8, hands, board, exact: false, samples: 8000, seed: 11 });
    r.hands.forEach((h, i) => expect(Math.abs(h.equity - naive.equity[i]!)).toBeLessThan(4 * h.stdError!));
  });

  it('is deterministic for a seed, and another seed deals other boards', async () => {
    const input = { variant: texasHoldem, hands: ['AhKh', 'QsQc'], exact: false, samples: 5000 } as const;
    const a = await equity({ ...input, seed: 42 });
    const b = await equity({ ...input, seed: 42 });
    const c = await equity({ ...input, seed: 43 });
    expect(b).toEqual(a);
    expect(c.hands[0]!.equity).not.toBe(a.hands[0]!.equity);
  });

  it('is the default above the exact limit, with the default sample count', async () => {
    // a composed variant with a seven-card board: C(48, 7) = 73,629,072 runouts heads-up
    const { defineVariant } = await import('@pokerchart/engine');
    const seven = defineVariant({
      ...texasHoldem,
      id: 'seven-board',
      name: 'Seven-card board',
      streets: [...texasHoldem.streets, { name: 'sixth', board: 1, burn: true }, { name: 'seventh', board: 1, burn: true }],
    });
    const r = await equity({ variant: seven, hands: ['AhAs', 'KdKc'], samples: 3000 });
    expect(EXACT_RUNOUT_LIMIT).toBeLessThan(73629072);
    expect(r.exact).toBe(false);
    expect(r.runouts).toBe(3000);
    const d = await equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'], exact: false });
    expect(d.runouts).toBe(DEFAULT_SAMPLES);
  });
});
