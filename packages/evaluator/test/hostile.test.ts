// Hostile input on the validating entry points of @pokerchart/evaluator: EvaluationError (or the
// cards package's CardParseError for unreadable cards) with a clear message, never a TypeError
// from inside, never a hang (R5, R135, R155, R160, R175). The hot-path functions evaluate5 and
// evaluate7 do not validate by design.
import { describe, expect, it } from 'vitest';
import { CardParseError } from '@pokerchart/cards';
import { categoryOf, describeHand, evaluateHand, evaluateLow, EvaluationError, type HandValue } from '../src/index.js';
import { thrown } from '../../../scripts/thrown.mjs';

const typed = [EvaluationError, CardParseError];

describe('evaluator: evaluateHand', () => {
  it('refuses a missing or non-object input with EvaluationError', () => {
    for (const bad of [null, undefined, 5, 'AsKs', true]) thrown(() => evaluateHand(bad as never), [EvaluationError], /evaluateHand needs/);
  });

  it('R5 R135 junk cards: NaN, 1.5, -1, 52, strings where cards go, null, duplicates, too few', () => {
    const bads: unknown[] = [
      { hole: null, board: 'AsKsQs' }, { hole: [Number.NaN, 1], board: 'KsQsJs' }, { hole: [1.5, 1], board: 'KsQsJs' },
      { hole: [-1, 1], board: 'KsQsJs' }, { hole: [52, 1], board: 'KsQsJs' }, 
      { hole: 'AsAs', board: 'KsQsJs' }, { hole: 'As', board: 'Ks' }, { hole: {}, board: [] }, { hole: 'AsKs', board: 5 },
      { hole: 'zz', board: 'KsQsJs' },
    ];
    for (const bad of bads) thrown(() => evaluateHand(bad as never), typed);
  });

  it('R135 R160 R175 bad rules, rankings, options and short-deck cards', () => {
    const base = { hole: 'AsKs', board: 'QsJsTs' };
    for (const rule of [{ hole: Number.NaN, board: 3 }, { hole: -1, board: 6 }, { hole: 1.5, board: 3.5 }, 'omaha', 7, { hole: '2', board: '3' }]) {
      thrown(() => evaluateHand({ ...base, rule: rule as never }), [EvaluationError], /R135/);
    }
    for (const ranking of ['x', '__proto__', 'constructor', 'toString', 5, null]) {
      thrown(() => evaluateHand({ ...base, ranking: ranking as never }), [EvaluationError]);
    }
    thrown(() => evaluateHand({ ...base, options: { tripsBeatStraight: 'yes' as never } }), [EvaluationError], /R176/);
    thrown(() => evaluateHand({ hole: 'As2c', board: 'QsJsTs', ranking: 'shortdeck' }), [EvaluationError], /R175/);
    thrown(() => evaluateHand({ hole: 'AsKs', board: 'QsJs', rule: { hole: 2, board: 3 } }), [EvaluationError], /R160/);
  });

  it('R5 a 10 MB card string and a million-card array are refused in bounded time (duplicates)', { timeout: 60_000 }, () => {
    thrown(() => evaluateHand({ hole: 'As'.repeat(5_000_000), board: '' }), typed, /R5/);
    thrown(() => evaluateHand({ hole: new Array(1_000_000).fill(0), board: [] }), typed, /R5/);
  });

  it('never pollutes Object.prototype through its input', () => {
    const input = JSON.parse('{"hole":"AsKs","board":"QsJsTs","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as never;
    expect(evaluateHand(input).category).toBe('straight-flush');
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('evaluator: evaluateLow', () => {
  it('R5 R165 refuses non-objects, duplicates, junk cards and bad rules with typed errors', () => {
    for (const bad of [null, undefined, 'As2s']) thrown(() => evaluateLow(bad as never), [EvaluationError], /evaluateLow needs/);
    thrown(() => evaluateLow({ hole: 'AsAs', board: '2c3d4h' }), typed, /R5/);
    thrown(() => evaluateLow({ hole: [Number.NaN, 1], board: '2c3d4h' }), typed);
    thrown(() => evaluateLow({ hole: 'As2s', board: '3c4d5h', rule: { hole: -1, board: 3 } as never }), [EvaluationError]);
  });
});

describe('evaluator: categoryOf and describeHand', () => {
  it('categoryOf refuses numbers that are no strength and unknown rankings', () => {
    for (const bad of [Number.NaN, -1, 1.5, 1e12, Number.POSITIVE_INFINITY, null, '5']) {
      thrown(() => categoryOf(bad as number), [EvaluationError], /not a hand strength/);
    }
    thrown(() => categoryOf(1, 'x' as never), [EvaluationError], /unknown ranking/);
  });

  it('R141 describeHand refuses null, non-values, junk cards and unknown locales with EvaluationError', () => {
    const v = evaluateHand({ hole: 'AsKs', board: 'QsJsTs' });
    for (const bad of [null, undefined, 5, {}, { ...v, cards: [99] }, { ...v, cards: 'AsKsQsJsTs' }]) {
      thrown(() => describeHand(bad as HandValue), [EvaluationError], /describeHand needs/);
    }
    for (const locale of ['de', '__proto__', 'constructor', null, 5]) {
      thrown(() => describeHand(v, locale as never), [EvaluationError], /locale/);
    }
    expect(describeHand(v)).toMatch(/Royal/i);
  });
});
