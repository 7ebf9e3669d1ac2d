import { describe, expect, it } from 'vitest';
import { playLimitHoldem } from '../src/main.js';

describe('example: limit-holdem', () => {
  it('R91 R94 bets go in fixed steps and R93 rounds get capped', () => {
    const lines: string[] = [];
    const result = playLimitHoldem({ print: (l) => lines.push(l), hands: 30 });
    expect(result.handsPlayed).toBe(30);
    expect(result.cappedRounds).toBeGreaterThan(0);
    let street = 'preflop';
    for (const line of lines) {
      const board = /^(Flop|Turn|River):/.exec(line);
      if (board) street = board[1]!.toLowerCase();
      if (line.startsWith('Hand #')) street = 'preflop';
      const wager = /(?:bets|raises to) ([\d,]+)$/.exec(line);
      if (wager) {
        const step = street === 'preflop' || street === 'flop' ? 20 : 40;
        expect(Number(wager[1]!.replace(/,/g, '')) % step).toBe(0);
      }
    }
  });
});
