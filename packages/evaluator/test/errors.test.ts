import { CardParseError } from '@pokerchart/cards';
import { describe, expect, it } from 'vitest';
import { categoryOf, EvaluationError, evaluateHand, evaluateLow, type EvaluateHandInput } from '../src/index.js';

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof EvaluationError) return e.code;
    if (e instanceof CardParseError) return e.code;
    throw e;
  }
  return 'no error';
}

describe('input validation: clear typed errors, never a wrong answer', () => {
  it('R5 a duplicate card is rejected', () => {
    expect(codeOf(() => evaluateHand({ hole: 'AsKd', board: 'As9d7s4h2c' }))).toBe('DUPLICATE_CARD');
    expect(codeOf(() => evaluateLow({ hole: 'AsAs', board: '2c3d4h' }))).toBe('DUPLICATE_CARD');
    expect(() => evaluateHand({ hole: 'AsKd', board: 'As9d7s4h2c' })).toThrow(/As.*more than once.*R5/);
  });

  it('R135 R160 too few cards for the rule', () => {
    expect(codeOf(() => evaluateHand({ hole: 'AsKd', board: '9d7s' }))).toBe('CARD_COUNT');
    expect(codeOf(() => evaluateHand({ hole: 'AsKd', board: '9d7s4h2c3c', rule: { hole: 2, board: 3 } }))).toBe('no error');
    expect(codeOf(() => evaluateHand({ hole: 'As', board: '9d7s4h2c3c', rule: { hole: 2, board: 3 } }))).toBe('CARD_COUNT');
    expect(codeOf(() => evaluateHand({ hole: 'AsKdQdJd', board: '9d7s', rule: { hole: 2, board: 3 } }))).toBe('CARD_COUNT');
    expect(() => evaluateHand({ hole: 'As', board: '9d7s4h2c3c', rule: { hole: 2, board: 3 } })).toThrow(/exactly 2 hole and 3 board.*R160/);
  });

  it('R135 a malformed rule', () => {
    expect(codeOf(() => evaluateHand({ hole: 'AsKd', board: '9d7s4h2c3c', rule: { hole: 2, board: 2 } }))).toBe('BAD_RULE');
    expect(codeOf(() => evaluateHand({ hole: 'AsKd', board: '9d7s4h2c3c', rule: 'omaha' as 'any' }))).toBe('BAD_RULE');
  });

  it('R175 a card outside the short deck', () => {
    expect(codeOf(() => evaluateHand({ hole: 'As5d', board: '9d7s8h6cTc', ranking: 'shortdeck' }))).toBe('CARD_NOT_IN_DECK');
    expect(() => evaluateHand({ hole: 'As5d', board: '9d7s8h6cTc', ranking: 'shortdeck' })).toThrow(/5d.*short deck.*R175/);
  });

  it('a bad ranking name or a misplaced option', () => {
    const bad = { hole: 'AsKd', board: '9d7s4h2c3c', ranking: 'lowball' } as unknown as EvaluateHandInput;
    expect(codeOf(() => evaluateHand(bad))).toBe('BAD_RANKING');
    expect(codeOf(() => evaluateHand({ hole: 'AsKd', board: '9d7s4h2c3c', options: { tripsBeatStraight: true } }))).toBe('BAD_OPTION');
    expect(codeOf(() => categoryOf(0x10000, 'lowball' as 'standard'))).toBe('BAD_RANKING');
    expect(codeOf(() => categoryOf(-3))).toBe('BAD_STRENGTH');
  });

  it('R2 unreadable cards throw CardParseError', () => {
    expect(codeOf(() => evaluateHand({ hole: 'AsKx', board: '9d7s4h2c3c' }))).toBe('CARD_PARSE');
  });
});
