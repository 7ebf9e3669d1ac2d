import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate5, evaluateHand, strengthOf } from '../src/index.js';
import { subsets } from './reference.js';

const OMAHA = { hole: 2, board: 3 } as const;
const omaha = (hole: string, board: string) => evaluateHand({ hole, board, rule: OMAHA });
const ranks = (cards: number[]) => cards.map((c) => '23456789TJQKA'[c >> 2]).join('');

/** The strength of the best five of two hole cards and three board cards, by brute force over the subsets (R160). */
function bestTwoPlusThree(hole: number[], board: number[]): number {
  let best = 0;
  for (const h of subsets(hole, 2))
    for (const b of subsets(board, 3)) {
      const f = [...h, ...b];
      best = Math.max(best, evaluate5(f[0]!, f[1]!, f[2]!, f[3]!, f[4]!));
    }
  return best;
}

describe('Omaha selection: exactly two hole and three board cards (R160, R161)', () => {
  it('R161 SEED-001: one spade in hand with four spades on board is no flush; it plays K-K-Q-Q-9', () => {
    const v = omaha('A♠ K♥ Q♣ 2♦', 'K♠ Q♠ 9♠ 3♠ 8♦');
    expect(v.category).toBe('two-pair');
    expect(ranks(v.cards)).toBe('KKQQ9');
    expect(v.holeUsed.map((c) => c >> 2).sort()).toEqual([10, 11]);
    expect(evaluateHand({ hole: 'A♠ K♥ Q♣ 2♦', board: 'K♠ Q♠ 9♠ 3♠ 8♦' }).category).toBe('flush');
  });

  it('R161 two suited hole cards with three on board do make the flush', () => {
    expect(omaha('A♠ 2♠ Q♣ 2♦', 'K♠ Q♠ 9♠ 3♥ 8♦').category).toBe('flush');
  });

  it('R161 a royal flush on the board gives nobody a straight flush', () => {
    const v = omaha('2c3d4h7c', 'AsKsQsJsTs');
    expect(v.category).not.toBe('straight-flush');
    expect(v.category).toBe('high-card');
    expect(ranks(v.cards)).toBe('AKQ74');
  });

  it('R161 quads on the board: a pocket pair makes a full house, otherwise trips with two hole kickers', () => {
    const pair = omaha('5c5dKhJh', '9s9h9d9c2s');
    expect(pair.category).toBe('full-house');
    expect(ranks(pair.cards)).toBe('99955');
    const none = omaha('AcKdQh3h', '9s9h9d9c2s');
    expect(none.category).toBe('three-of-a-kind');
    expect(ranks(none.cards)).toBe('999AK');
  });

  it('R161 three or four hole cards never combine: 6-7-8-9 in hand with T-J on board is no straight', () => {
    const v = omaha('6c7d8h9s', 'TdJc2h2s4c');
    expect(v.category).not.toBe('straight');
    expect(v.category).toBe('one-pair');
  });

  it('R160 the best hand equals the best of the 60 two-plus-three subsets, and holeUsed has two cards', () => {
    const nine = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 9, maxLength: 9 });
    fc.assert(
      fc.property(nine, (c) => {
        const hole = c.slice(0, 4);
        const board = c.slice(4);
        const best = bestTwoPlusThree(hole, board);
        const v = evaluateHand({ hole, board, rule: OMAHA });
        expect(v.strength).toBe(best);
        expect(strengthOf(hole, board, OMAHA)).toBe(best);
        expect(v.holeUsed).toHaveLength(2);
        expect(v.cards.filter((x) => board.includes(x))).toHaveLength(3);
      }),
      { numRuns: 1500 },
    );
  });

  it('R160 flush-heavy deals: suited boards and hands still follow the two-plus-three rule', () => {
    const suited = fc.uniqueArray(fc.integer({ min: 0, max: 25 }), { minLength: 9, maxLength: 9 }).map((xs) => xs.map((x) => (x % 13) * 4 + (x < 13 ? 3 : 2)));
    fc.assert(
      fc.property(suited, (c) => {
        const hole = c.slice(0, 4);
        const board = c.slice(4);
        const best = bestTwoPlusThree(hole, board);
        expect(strengthOf(hole, board, OMAHA)).toBe(best);
        expect(evaluateHand({ hole, board, rule: OMAHA }).holeUsed).toHaveLength(2);
      }),
      { numRuns: 1000 },
    );
  });

  it('R141 Omaha hands are shown in display order: wheel as 5-4-3-2-A, groups first', () => {
    expect(ranks(omaha('As2dKhKc', '3c4h5s9dJc').cards)).toBe('5432A');
    expect(omaha('As6dKhKc', '7c8h9sQdJc').category).toBe('one-pair'); // no A-6-7-8-9 straight outside short deck
    expect(ranks(evaluateHand({ hole: 'As6dKhKc', board: '7c8h9sQdJc', rule: OMAHA, ranking: 'shortdeck' }).cards)).toBe('9876A');
    expect(ranks(omaha('7s7d2c3c', '7hKsKd9c4h').cards)).toBe('777KK');
  });

  it('R141 the Omaha five are ordered like the same five evaluated alone', () => {
    const nine = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 9, maxLength: 9 });
    fc.assert(
      fc.property(nine, (c) => {
        const v = evaluateHand({ hole: c.slice(0, 4), board: c.slice(4), rule: OMAHA });
        const alone = evaluateHand({ hole: [], board: v.cards });
        expect(ranks(v.cards)).toBe(ranks(alone.cards));
      }),
      { numRuns: 1000 },
    );
  });

  it('R135 other exact rules: { hole: 1, board: 4 } and { hole: 0, board: 5 } use exactly that many', () => {
    const v = evaluateHand({ hole: 'AhAd', board: 'Ks9s7s3s2c', rule: { hole: 1, board: 4 } });
    expect(v.holeUsed).toHaveLength(1);
    expect(v.category).toBe('high-card'); // one ace only, and no flush: the ace is not a spade
    expect(ranks(v.cards)).toBe('AK973');
    const board = evaluateHand({ hole: 'AsAd', board: 'Ks9s7s3s2c', rule: { hole: 0, board: 5 } });
    expect(board.holeUsed).toEqual([]);
    expect(ranks(board.cards)).toBe('K9732');
  });
});
