import { describe, expect, it } from 'vitest';
import { compareHands, evaluateHand } from '../src/index.js';

const holdem = (hole: string, board: string) => evaluateHand({ hole, board });
const ranks = (cards: number[]) => cards.map((c) => '23456789TJQKA'[c >> 2]).join('');

describe('RULES.md Appendix B seed examples', () => {
  it('R137 R155 SEED-000 kicker: A♠K♦ plays A-A-K-9-7 and beats A♥Q♣ (A-A-Q-9-7)', () => {
    const board = 'A♣ 9♦ 7♠ 4♥ 2♣';
    const ak = holdem('A♠K♦', board);
    const aq = holdem('A♥Q♣', board);
    expect(ranks(ak.cards)).toBe('AAK97');
    expect(ranks(aq.cards)).toBe('AAQ97');
    expect(compareHands(ak, aq)).toBe(1);
    expect(compareHands(aq, ak)).toBe(-1);
  });

  it('R140 R155 SEED-000 board plays, corrected: T♥9♥ makes a king-high straight and beats 8♦3♣', () => {
    const board = 'K♠ K♥ Q♦ Q♣ J♠';
    const t9 = holdem('T♥9♥', board);
    const x = holdem('8♦3♣', board);
    expect(t9.category).toBe('straight');
    expect(ranks(t9.cards)).toBe('KQJT9');
    expect(ranks(x.cards)).toBe('KKQQJ');
    expect(x.holeUsed).toEqual([]);
    expect(compareHands(t9, x)).toBe(1);
  });

  it('R138 R139 SEED-000 the board K-K-Q-Q-J plays for 6♥5♥ and 8♦3♣: split; an ace wins with K-K-Q-Q-A', () => {
    const board = 'K♠ K♥ Q♦ Q♣ J♠';
    const a = holdem('6♥5♥', board);
    const b = holdem('8♦3♣', board);
    expect(compareHands(a, b)).toBe(0);
    const ace = holdem('A♦2♣', board);
    expect(ranks(ace.cards)).toBe('KKQQA');
    expect(compareHands(ace, a)).toBe(1);
  });

  it('R139 a third, lower pair never plays: the kicker is the best remaining card', () => {
    const v = holdem('3c3d', 'KsKhQdQc9s');
    expect(ranks(v.cards)).toBe('KKQQ9');
    expect(compareHands(v, holdem('2c2d', 'KsKhQdQc9s'))).toBe(0);
  });

  it('R140 R155 SEED-002: A♠K♠ with Q♠J♠T♠4♦2♣ is a royal flush', () => {
    const v = holdem('A♠K♠', 'Q♠ J♠ T♠ 4♦ 2♣');
    expect(v.category).toBe('straight-flush');
    expect(ranks(v.cards)).toBe('AKQJT');
  });

  it("R140 R155 SEED-002: 8♣8♦ on A♠K♥Q♦J♣T♣ plays the board's ace-high straight", () => {
    const v = holdem('8♣8♦', 'A♠ K♥ Q♦ J♣ T♣');
    expect(v.category).toBe('straight');
    expect(ranks(v.cards)).toBe('AKQJT');
    expect(v.holeUsed).toEqual([]);
  });

  it('R140 the wheel is the lowest straight, shown 5-4-3-2-A; no wrap-around straights', () => {
    const wheel = holdem('As2d', '3c4h5sKdQc');
    expect(wheel.category).toBe('straight');
    expect(ranks(wheel.cards)).toBe('5432A');
    expect(compareHands(wheel, holdem('6s2d', '3c4h5sKdQc'))).toBe(-1);
    expect(holdem('QsKd', 'Ac2h3s8d9c').category).toBe('high-card');
    expect(holdem('KsAd', '2c3h4s8d9c').category).toBe('high-card');
  });

  it('R137 SEED-000: kings full of 2s beat queens full of aces', () => {
    expect(compareHands(holdem('Kc2d', 'KsKh2s9d7c'), holdem('QcAd', 'QsQhAs9d7c'))).toBe(1);
  });

  it('R141 display order: largest group first, higher rank first among equal groups, then kickers', () => {
    expect(ranks(holdem('7c7d', '2s2h7s9dAc').cards)).toBe('77722');
    expect(ranks(holdem('9c2d', '2s9h5sKdAc').cards)).toBe('9922A');
    expect(ranks(holdem('Tc5d', '5s8hTsKdAc').cards)).toBe('TT55A');
  });

  it('SEED-000 complete hand: A♠K♠ makes the nut flush A-K-Q-T-7 and beats A♦J♣', () => {
    const board = 'Q♠ T♠ 7♠ J♦ 2♥';
    const flush = holdem('A♠K♠', board);
    const straight = holdem('A♦9♣', board);
    expect(flush.category).toBe('flush');
    expect(ranks(flush.cards)).toBe('AKQT7');
    expect(compareHands(flush, holdem('A♦J♣', board))).toBe(1);
    expect(compareHands(flush, straight)).toBe(1);
  });
});
