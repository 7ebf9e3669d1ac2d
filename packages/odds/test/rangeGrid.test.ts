import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { equity, HAND_CLASSES, OddsInputError, rangeGrid } from '../src/index.js';

describe('rangeGrid: the 13x13 grid of starting-hand classes against a range', () => {
  it('each cell equals equity() of the class as a range against the opponent (exact, on the flop)', async () => {
    const g = await rangeGrid({ against: 'JJ-88, AQs+', board: 'Kd7c2h' });
    expect(g.exact).toBe(true);
    expect(g.runouts).toBe((49 * 48) / 2);
    expect(g.cells).toHaveLength(13);
    g.cells.forEach((row, r) => row.forEach((cell, c) => expect(cell.label).toBe(HAND_CLASSES[r]![c])));
    for (const [r, c] of [[0, 0], [0, 1], [1, 0], [5, 5], [3, 9], [11, 2]] as const) {
      const cell = g.cells[r]![c]!;
      const e = await equity({ variant: texasHoldem, hands: [cell.label, 'JJ-88, AQs+'], board: 'Kd7c2h' });
      expect(cell.equity, cell.label).toBeCloseTo(e.hands[0]!.equity, 12);
      expect(cell.win!).toBeCloseTo(e.hands[0]!.win, 12);
      expect(cell.tie!).toBeCloseTo(e.hands[0]!.tie, 12);
    }
    // card removal: K♦ 7♣ 2♥ on the board leave 3 combos of KK, 7 of K7o (3 x 3 less K♠7♠ and K♥7♥)
    expect(g.cells[1]![1]!.combos).toBe(3);
    expect(g.cells[7]![1]!.label).toBe('K7o');
    expect(g.cells[7]![1]!.combos).toBe(7);
  }, 60000);

  it('a class with no combination left is null; random boards give a standard error and land within 3 of it', async () => {
    const exact = await rangeGrid({ against: 'QQ+', board: 'Ks7c2h', dead: 'KhKdKc' });
    expect(exact.cells[1]![1]!).toEqual({ label: 'KK', combos: 0, equity: null, win: null, tie: null });
    const mc = await rangeGrid({ against: 'QQ+', board: 'Ks7c2h', dead: 'KhKdKc', exact: false, samples: 600, seed: 4 });
    expect(mc.exact).toBe(false);
    expect(mc.seed).toBe(4);
    let checked = 0;
    mc.cells.flat().forEach((cell, i) => {
      const want = exact.cells.flat()[i]!;
      if (cell.equity === null) return expect(want.equity).toBeNull();
      expect(cell.stdError).toBeGreaterThan(0);
      expect(Math.abs(cell.equity - want.equity!), cell.label).toBeLessThan(4 * cell.stdError! + 1e-9);
      checked++;
    });
    expect(checked).toBe(169 - 25); // no king left: KK and the 24 classes with one king are empty
  }, 60000);

  it('takes a known hand as card codes, or several opponents', async () => {
    const { parseCards } = await import('@pokerchart/cards');
    const a = await rangeGrid({ against: parseCards('QsQh'), board: 'Kd7c2h5s' });
    const b = await rangeGrid({ against: 'QsQh', board: 'Kd7c2h5s' });
    expect(a.cells[0]![0]!.equity).toBeCloseTo(b.cells[0]![0]!.equity!, 12);
    const two = await rangeGrid({ against: ['QsQh', 'JJ'], board: 'Kd7c2h5s' });
    const e = await equity({ variant: texasHoldem, hands: ['AKo', 'QsQh', 'JJ'], board: 'Kd7c2h5s' });
    expect(two.cells[1]![0]!.equity).toBeCloseTo(e.hands[0]!.equity, 12);
  }, 60000);

  it('refuses a game without two hole cards and an empty opponent list', async () => {
    const { omaha } = await import('@pokerchart/variants');
    await expect(rangeGrid({ variant: omaha, against: 'AsKsQdJd' })).rejects.toBeInstanceOf(OddsInputError);
    await expect(rangeGrid({ against: [] })).rejects.toThrow(/at least one opponent/);
  });
});
