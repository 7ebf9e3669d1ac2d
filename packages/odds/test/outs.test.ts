import { formatCards, parseCards, standardDeck } from '@pokerchart/cards';
import { omaha, texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { OddsInputError, outs, ruleOfTwoAndFour } from '../src/index.js';
import { naive5, naiveBest } from './naive.js';

const best = (hole: number[], board: number[]) => naiveBest(hole, board, 'any', (c) => naive5(c));

/** n choose k, written out for the tests. */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

describe('outs', () => {
  it("a flush draw with two overcards against a pair of queens on the flop (R155): checked card by card", () => {
    const hole = parseCards('AhKh');
    const villain = parseCards('QsQc');
    const board = parseCards('2h7h9c');
    const r = outs({ variant: texasHoldem, hole, board, against: [villain] });
    const used = new Set([...hole, ...villain, ...board]);
    const expected = standardDeck().filter((c) => !used.has(c) && best(hole, [...board, c]) > best(villain, [...board, c]));
    expect(formatCards(r.outs)).toEqual(formatCards(expected));
    expect(r.outs.length).toBe(15); // nine hearts, three aces, three kings
    expect(r.leading).toBe(false);
    expect(r.unseen).toBe(45);
    expect(r.streetsToCome).toBe(2);
    expect(r.nextCard).toBeCloseTo(15 / 45, 12);
    expect(r.byEnd).toBeCloseTo(1 - choose(30, 2) / choose(45, 2), 12);
    expect(r.ruleOfTwoAndFour).toBeCloseTo(0.6, 12);
  });

  it('split outs: cards that tie the lead are listed apart', () => {
    const hole = parseCards('AhQd');
    const villain = parseCards('AcKs');
    const board = parseCards('Ad7s2cTh');
    const r = outs({ variant: texasHoldem, hole, board, against: [villain] });
    const used = new Set([...hole, ...villain, ...board]);
    const rest = standardDeck().filter((c) => !used.has(c));
    const win = rest.filter((c) => best(hole, [...board, c]) > best(villain, [...board, c]));
    const tie = rest.filter((c) => best(hole, [...board, c]) === best(villain, [...board, c]));
    expect(formatCards(r.outs)).toEqual(formatCards(win));
    expect(formatCards(r.splitOuts)).toEqual(formatCards(tie));
    expect(r.streetsToCome).toBe(1);
    expect(r.nextCard).toBeCloseTo(win.length / 44, 12);
    expect(r.byEnd).toBeCloseTo(win.length / 44, 12);
    expect(r.ruleOfTwoAndFour).toBeCloseTo(ruleOfTwoAndFour(win.length, 1), 12);
  });

  it('a hand already ahead has no outs and says it leads', () => {
    const r = outs({ variant: texasHoldem, hole: 'QsQc', board: '2h7h9c', against: ['AhKh'] });
    expect(r.leading).toBe(true);
    expect(r.outs).toEqual([]);
  });

  it('without opposing hands: the cards that raise the category (a gutshot and a pair)', () => {
    const hole = parseCards('9c8d');
    const board = parseCards('6h5s8c');
    const r = outs({ variant: texasHoldem, hole, board });
    const cat = (v: number) => Math.floor(v / 32 ** 5);
    const used = new Set([...hole, ...board]);
    const expected = standardDeck().filter((c) => !used.has(c) && cat(best(hole, [...board, c])) > cat(best(hole, board)));
    expect(formatCards(r.outs)).toEqual(formatCards(expected));
  });

  it('Omaha outs use exactly two hole cards (R160, R161)', () => {
    const hole = parseCards('AsKs7d2c');
    const villain = parseCards('QdQc8h8c');
    const board = parseCards('Qs9s3h');
    const r = outs({ variant: omaha, hole, board, against: [villain] });
    const value = (h: number[], b: number[]) => naiveBest(h, b, { hole: 2, board: 3 }, (c) => naive5(c));
    const used = new Set([...hole, ...villain, ...board]);
    const expected = standardDeck().filter((c) => !used.has(c) && value(hole, [...board, c]) > value(villain, [...board, c]));
    expect(formatCards(r.outs)).toEqual(formatCards(expected));
    // the 3s makes the flush but also queens full for the opponent
    expect(formatCards(r.outs)).not.toContain('3s');
  });

  it('refuses a board that is not followed by a one-card street', () => {
    expect(() => outs({ variant: texasHoldem, hole: 'AhKh', board: '', against: ['QsQc'] })).toThrow(OddsInputError);
    expect(() => outs({ variant: texasHoldem, hole: 'AhKh', board: '2h7h9cTd5s', against: ['QsQc'] })).toThrow(/one card/);
    expect(() => outs({ variant: texasHoldem, hole: 'AhKh', board: '2h7h', against: ['QsQc'] })).toThrow(OddsInputError);
    expect(() => outs({ variant: texasHoldem, hole: 'AhKh', board: '2h7h9c', against: ['AhQc'] })).toThrow(/twice/);
  });
});
