import { describe, expect, it } from 'vitest';
import {
  applyAction, fixedLimit, IllegalActionError, legalActions, noLimit, potLimit,
  type BettingState, type BettingStructure, type PlayerAction,
} from '../src/index.js';
import { deal, play } from './helpers.js';

const nl = noLimit();

function rejected(s: BettingState, action: unknown, seat?: number): IllegalActionError {
  const before = structuredClone(s);
  let err: unknown = null;
  try {
    applyAction(s, nl, action as PlayerAction, seat);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(IllegalActionError);
  expect(s).toEqual(before); // R0.3: nothing changed
  return err as IllegalActionError;
}

describe('illegal actions are rejected and change nothing (R0.3)', () => {
  const s = deal(nl, [10_000, 10_000, 10_000, 10_000]);

  it('R0.1 R0.2 amounts must be non-negative integers: non-integer, negative, NaN, Infinity, strings, missing', () => {
    for (const to of [450.5, -100, Number.NaN, Number.POSITIVE_INFINITY, '300', null, undefined, {}]) {
      const e = rejected(s, { type: 'raise', to });
      expect(e.code).toBe('BAD_AMOUNT');
      expect(e.seat).toBe(3);
      expect(e.message).toMatch(/R0\.1/);
    }
  });

  it('R57 unknown action types and non-objects are rejected', () => {
    for (const a of [{ type: 'allin' }, { type: 'RAISE', to: 300 }, {}, null, 'fold', 42]) {
      expect(rejected(s, a).code).toBe('UNKNOWN_ACTION');
    }
  });

  it('R48 only the seat to act may act', () => {
    const e = rejected(s, { type: 'call' }, 1);
    expect(e.code).toBe('NOT_YOUR_TURN');
    expect(e.seat).toBe(1);
    expect(e.message).toMatch(/seat 3's turn/);
    expect(applyAction(s, nl, { type: 'call' }, 3).committed[3]).toBe(100);
  });

  it('R101 no action once the round is over', () => {
    const done = play(s, nl, 'c c c x');
    expect(rejected(done, { type: 'check' }).code).toBe('NO_ACTION');
  });

  it('R73 messages say what was wrong and what is allowed', () => {
    const r = play(s, nl, 'r300');
    const e = rejected(r, { type: 'raise', to: 450 });
    expect(e.code).toBe('BELOW_MINIMUM');
    expect(e.message).toContain('raise to 450 is below the minimum 500');
    expect(e.message).toMatch(/R73/);
    expect(rejected(r, { type: 'raise', to: 20_000 }).message).toContain('above the maximum 10000');
    expect(rejected(r, { type: 'check' }).message).toMatch(/call 300/);
    expect(rejected(r, { type: 'bet', to: 600 }).code).toBe('WRONG_WORD');
  });

  it('R63 R82 R94 bound errors cite the structure\'s rule', () => {
    const pl = potLimit();
    const fl = fixedLimit({ smallBet: 100 });
    const msg = (st: BettingStructure, state: BettingState, a: PlayerAction) => {
      try {
        applyAction(state, st, a);
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    };
    expect(msg(pl, deal(pl, [10_000, 10_000, 10_000]), { type: 'raise', to: 400 })).toBe('raise to 400 is above the maximum 350; allowed: 200 to 350 (R82)');
    expect(msg(fl, deal(fl, [10_000, 10_000, 10_000]), { type: 'raise', to: 150 })).toBe('raise to 150 is below the minimum 200; allowed: exactly 200 (R94)');
    expect(msg(nl, deal(nl, [150, 10_000, 10_000]), { type: 'raise', to: 200 })).toBe('raise to 200 is above the maximum 150; allowed: exactly 150 (R63)');
  });

  it('R0.3 the input state is never modified by a legal action either', () => {
    const before = structuredClone(s);
    const after = applyAction(s, nl, { type: 'raise', to: 300 });
    expect(s).toEqual(before);
    expect(after).not.toBe(s);
    expect(after.folded).toBe(s.folded); // unchanged arrays are shared
    expect(legalActions(s, nl)!.seat).toBe(3);
  });
});
