import { createRng, parseCards } from '@pokerchart/cards';
import { describe, expect, it } from 'vitest';
import { pairsAndAces, pitCustomBot } from '../src/main.js';

describe('example: custom-bot', () => {
  it('the custom bot raises pairs and folds junk', () => {
    const view = (hole: string) => ({
      viewer: 0, street: 'preflop', toAct: 0, button: 2, board: [], boards: [[]],
      seats: [
        { stack: 2000, committed: 0, folded: false, allIn: false, upCards: [], holeCards: parseCards(hole), hiddenCards: 0 },
        { stack: 1990, committed: 10, folded: false, allIn: false, upCards: [], holeCards: null, hiddenCards: 2 },
        { stack: 1980, committed: 20, folded: false, allIn: false, upCards: [], holeCards: null, hiddenCards: 2 },
      ],
      pots: [{ amount: 30, eligible: [0, 1, 2] }],
      legalActions: { seat: 0, fold: true, check: false, call: 20, raiseTo: { min: 40, max: 2000 }, bringIn: null, discard: null, runIt: null },
      log: [], isComplete: false,
    });
    expect(pairsAndAces(view('7c 7d'), createRng(1))).toEqual({ type: 'raise', to: 60 });
    expect(pairsAndAces(view('7c 2d'), createRng(1))).toEqual({ type: 'fold' });
  });

  it('plays against the built-in bots; every chip is accounted for', () => {
    const lines: string[] = [];
    const result = pitCustomBot({ print: (l) => lines.push(l), hands: 100 });
    expect(result.handsPlayed).toBe(100);
    expect(result.rows.reduce((t, r) => t + r.net, 0)).toBe(0);
    expect(lines[0]).toContain('100 hands');
  });
});
