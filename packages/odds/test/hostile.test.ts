// Hostile input to equity(): every bad option is an OddsInputError with a stable code and a
// clear message, rejected before any work starts (never a hang, never a TypeError from inside).
import { describe, expect, it } from 'vitest';
import { omaha, shortDeckHoldem, texasHoldem } from '@pokerchart/variants';
import { equity, OddsInputError, type EquityOptions } from '../src/index.js';

async function rejects(options: unknown, pattern?: RegExp): Promise<OddsInputError> {
  try {
    await equity(options as EquityOptions);
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(OddsInputError);
    expect(typeof (e as OddsInputError).code).toBe('string');
    if (pattern) expect((e as Error).message).toMatch(pattern);
    return e as OddsInputError;
  }
  throw new Error('expected equity to reject');
}
const base = { variant: texasHoldem, hands: ['AsAd', 'KsKd'] };

describe('odds: equity with hostile input', () => {
  it('refuses missing options, bad variants and prototype keys', async () => {
    for (const bad of [null, undefined, 5, 'x', {}]) await rejects(bad);
    for (const variant of [null, {}, 'holdem']) await rejects({ ...base, variant });
    await rejects(JSON.parse('{"__proto__":{"polluted":1},"hands":["AsAd","KsKd"]}'));
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('R5 R35 refuses junk hands, duplicates, wrong hole counts, too few hands and 10 MB hands', async () => {
    for (const hands of [null, 'AsAd', ['AsAd'], ['AsAd', 5], ['AsAd', 'AsKd'], ['AsAdKc', 'KsKd'], ['AsAd', null], new Array(30).fill('AsAd'), ['As'.repeat(5_000_000), 'KsKd']]) {
      await rejects({ ...base, hands });
    }
    await rejects({ variant: omaha, hands: ['AsAd', 'KsKd'] }, /R35/);
    await rejects({ variant: shortDeckHoldem, hands: ['2s2d', 'KsKd'] }, /short/);
  });

  it('R5 refuses junk boards and dead cards', async () => {
    for (const board of ['zz', 'QsJsTs9s8s7s', 'AsJsTs', 5, [99]]) await rejects({ ...base, board });
    for (const dead of [5, 'zz', 'As', [1.5]]) await rejects({ ...base, dead });
  });

  it('refuses NaN, negative, fractional, huge and string counts for samples, seed and threads', async () => {
    for (const samples of [Number.NaN, -1, 0, 1.5, 1e12, '100', Number.POSITIVE_INFINITY]) await rejects({ ...base, exact: false, samples }, /samples/);
    for (const seed of [Number.NaN, 1.5, '1', Number.POSITIVE_INFINITY]) await rejects({ ...base, exact: false, samples: 100, seed }, /seed/);
    for (const threads of [Number.NaN, -1, 0, 1.5, 1e6]) await rejects({ ...base, threads }, /threads/);
    for (const exact of ['yes', 1, null]) await rejects({ ...base, exact }, /exact/);
  });
});
