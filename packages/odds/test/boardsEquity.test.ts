import { describe, expect, it } from 'vitest';
import { standardDeck, parseCards, type Card } from '@pokerchart/cards';
import { defineVariant } from '@pokerchart/engine';
import { evaluateHand } from '@pokerchart/evaluator';
import { texasHoldem } from '@pokerchart/variants';
import { boardsEquity, equity, OddsInputError } from '../src/index.js';

const doubleBoard = defineVariant({ ...texasHoldem, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 });

/**
 * An independent count: deals every pair of remaining cards to the two boards jointly (the same
 * deck, R230), values each hand on each board with the evaluator, and splits each board's half of
 * the pot between its best hands (R231).
 */
function bruteForce(hands: Card[][], boards: [Card[], Card[]]): { perBoard: number[][]; overall: number[] } {
  const used = new Set([...hands.flat(), ...boards.flat()]);
  const rest = standardDeck().filter((c) => !used.has(c));
  const need = boards.map((b) => 5 - b.length);
  const sums = boards.map(() => hands.map(() => 0));
  let deals = 0;
  // only boards missing one card each (turn and river to come would also work, just slower)
  expect(need).toEqual([1, 1]);
  for (const a of rest) {
    for (const b of rest) {
      if (a === b) continue;
      deals++;
      [[...boards[0], a], [...boards[1], b]].forEach((board, k) => {
        const strength = hands.map((hole) => evaluateHand({ hole, board }).strength);
        const best = Math.max(...strength);
        const winners = strength.filter((s) => s === best).length;
        strength.forEach((s, h) => { if (s === best) sums[k]![h]! += 1 / winners; });
      });
    }
  }
  const perBoard = sums.map((row) => row.map((s) => s / deals));
  return { perBoard, overall: hands.map((_, h) => (perBoard[0]![h]! + perBoard[1]![h]!) / 2) };
}

describe('boardsEquity: several boards (R230, R231)', () => {
  it('R230 R231 equity per board and overall match an independent count over joint deals of both boards', async () => {
    const hands = [parseCards('AhAs'), parseCards('9c8c'), parseCards('JdJs')];
    const boards: [Card[], Card[]] = [parseCards('Kd7c2c4s'), parseCards('Tc6h3h2d')];
    const r = await boardsEquity({ variant: doubleBoard, hands, boards });
    const expected = bruteForce(hands, boards);
    expect(r.boards).toHaveLength(2);
    r.boards.forEach((board, k) => {
      expect(board.exact).toBe(true);
      board.hands.forEach((h, i) => expect(h.equity).toBeCloseTo(expected.perBoard[k]![i]!, 12));
    });
    r.hands.forEach((h, i) => {
      expect(h.equity).toBeCloseTo(expected.overall[i]!, 12);
      expect(h.stdError).toBeUndefined();
    });
    expect(r.hands.reduce((t, h) => t + h.equity, 0)).toBeCloseTo(1, 12);
    // the boards differ: the flush draw is better on board 1 than on board 2
    expect(r.boards[0]!.hands[1]!.equity).toBeGreaterThan(r.boards[1]!.hands[1]!.equity);
  });

  it('R230 boards with no cards yet: both boards alike (Monte Carlo within its error), overall their mean', async () => {
    const r = await boardsEquity({ variant: doubleBoard, hands: ['AhAs', 'KdKc'], exact: false, samples: 20_000, seed: 7 });
    const single = await equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'] });
    for (const board of r.boards) expect(Math.abs(board.hands[0]!.equity - single.hands[0]!.equity)).toBeLessThan(5 * board.stdError!);
    expect(r.hands[0]!.equity).toBeCloseTo((r.boards[0]!.hands[0]!.equity + r.boards[1]!.hands[0]!.equity) / 2, 12);
    expect(r.hands[0]!.stdError).toBeGreaterThan(0);
  });

  it('with one board it is equity itself', async () => {
    const r = await boardsEquity({ variant: texasHoldem, hands: ['AhKh', 'QcQd'], boards: ['Jh Th 2c'] });
    const e = await equity({ variant: texasHoldem, hands: ['AhKh', 'QcQd'], board: 'Jh Th 2c' });
    expect(r.boards).toEqual([e]);
    expect(r.hands.map((h) => h.equity)).toEqual(e.hands.map((h) => h.equity));
  });

  it('R230 refuses more boards than the variant deals, and a card on two boards (R5)', async () => {
    await expect(boardsEquity({ variant: doubleBoard, hands: ['AhAs', 'KdKc'], boards: ['2c3c4c', '5d6d7d', '8s9sTs'] })).rejects.toMatchObject({ code: 'TOO_MANY_BOARD_CARDS' });
    await expect(boardsEquity({ variant: doubleBoard, hands: ['AhAs', 'KdKc'], boards: ['2c3c4c', '2c6d7d'] })).rejects.toBeInstanceOf(OddsInputError);
    await expect(boardsEquity({ variant: doubleBoard, hands: ['AhAs', 'KdKc'], boards: ['2c3c4c', '2c6d7d'] })).rejects.toMatchObject({ code: 'DUPLICATE_CARD' });
  });
});
