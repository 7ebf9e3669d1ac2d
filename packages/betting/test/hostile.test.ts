// Hostile input on @pokerchart/betting's entry points: structure options, forced bets, starting a
// round and applying actions. Always BettingConfigError / IllegalActionError with a clear message,
// never a TypeError from inside, never a changed state, never a polluted prototype (R0.1, R0.3).
import { describe, expect, it } from 'vitest';
import {
  applyAction, BettingConfigError, compileForcedBets, fixedLimit, IllegalActionError, legalActions, noLimit, potLimit,
  startBetting, type BettingState, type ForcedBetOptions, type PlayerAction, type StartBettingInput,
} from '../src/index.js';
import { thrown } from '../../../scripts/thrown.mjs';

const junk: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, -1, 1.5, '10', null, {}, []];
const nl = noLimit();
const start = (stacks: number[] = [100, 100, 100]): BettingState => startBetting({
  stacks, button: 0, structure: nl, forcedBets: compileForcedBets({ stacks, button: 0, structure: nl, blinds: { small: 1, big: 2 } }),
});

describe('betting: structure options', () => {
  it('R90 R93 fixedLimit refuses missing options and junk amounts with BettingConfigError', () => {
    for (const bad of [null, undefined, 5, 'x']) thrown(() => fixedLimit(bad as never), BettingConfigError, /fixedLimit needs options/);
    for (const bad of junk) {
      thrown(() => fixedLimit({ smallBet: bad as number }), BettingConfigError, /R90/);
      if (bad !== null) thrown(() => fixedLimit({ smallBet: 10, maxRaises: bad as number }), BettingConfigError);
      if (bad !== null) thrown(() => fixedLimit({ smallBet: 10, bigBet: bad as number }), BettingConfigError);
    }
    for (const cap of ['__proto__', 'constructor', 'toString', 5]) thrown(() => fixedLimit({ smallBet: 10, headsUpCap: cap as string }), BettingConfigError, /R93/);
  });

  it('noLimit and potLimit ignore arguments and stay usable', () => {
    expect((noLimit as (x?: unknown) => ReturnType<typeof noLimit>)({ junk: 1 }).id).toBe('no-limit');
    expect((potLimit as (x?: unknown) => ReturnType<typeof potLimit>)(null).id).toBe('pot-limit');
  });
});

describe('betting: compileForcedBets and startBetting', () => {
  const opts = (patch: Partial<Record<keyof ForcedBetOptions, unknown>>): ForcedBetOptions =>
    ({ stacks: [100, 100, 100], button: 0, structure: nl, blinds: { small: 1, big: 2 }, ...patch }) as ForcedBetOptions;

  it('R0.1 R11 R12 R21 refuse null options, junk stacks, buttons and blinds with BettingConfigError', () => {
    for (const bad of [null, undefined, 'x']) thrown(() => compileForcedBets(bad as never), BettingConfigError);
    for (const stacks of ['100,100', null, {}, [100]]) thrown(() => compileForcedBets(opts({ stacks })), BettingConfigError);
    for (const bad of [...junk, 3]) thrown(() => compileForcedBets(opts({ button: bad })), BettingConfigError, /R12/);
    for (const bad of junk) thrown(() => compileForcedBets(opts({ blinds: { small: 1, big: bad } })), BettingConfigError, /R21/);
    for (const structure of [null, {}, 'noLimit']) thrown(() => compileForcedBets(opts({ structure })), BettingConfigError, /betting structure/);
    thrown(() => compileForcedBets(opts({ ante: { amount: Number.NaN, mode: 'each' } })), BettingConfigError);
    thrown(() => compileForcedBets(opts({ straddle: 3 })), BettingConfigError, /R27/);
  });

  it('R0.1 startBetting refuses null input, non-array stacks, junk forced bets and unsafe totals', () => {
    const good = { stacks: [100, 100], button: 0, structure: nl, forcedBets: { antes: [0, 0], blinds: [1, 2] } };
    const bads: unknown[] = [
      null, undefined, { ...good, stacks: 'abc' }, { ...good, stacks: [100, Number.NaN] }, { ...good, forcedBets: null },
      { ...good, forcedBets: { antes: [0], blinds: [1, 2] } }, { ...good, forcedBets: { antes: [0, 0], blinds: [1.5, 2] } },
      { ...good, streetCount: 0 }, { ...good, rules: { allowOpenFold: 'yes' } }, { ...good, stacks: [2 ** 53, 2 ** 53] },
    ];
    for (const bad of bads) thrown(() => startBetting(bad as StartBettingInput), BettingConfigError);
  });

  it('a million stacks are handled in bounded time', { timeout: 60_000 }, () => {
    const stacks = new Array<number>(1_000_000).fill(100);
    const fb = compileForcedBets({ stacks, button: 0, structure: nl, blinds: { small: 1, big: 2 } });
    expect(fb.blinds).toHaveLength(1_000_000);
  });

  it('R0.4 prototype keys in rule options never pollute Object.prototype', () => {
    const rules = JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as object;
    const fb = compileForcedBets({ stacks: [100, 100, 100], button: 0, structure: nl, blinds: { small: 1, big: 2 }, rules });
    const s = startBetting({ stacks: [100, 100, 100], button: 0, structure: nl, forcedBets: fb, rules });
    expect(s.rules).toEqual({ allowOpenFold: false, bbAnteOrder: 'blind-first', straddleMinRaise: 'double-straddle' });
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('betting: applyAction with hostile actions (R0.3)', () => {
  it('R57 R0.1 R48 junk actions, amounts and seats are IllegalActionError and the state is unchanged', () => {
    const state = start();
    const before = JSON.stringify(state);
    const actions: unknown[] = [
      null, undefined, 'call', 7, [], {}, { type: '__proto__' }, { type: 'constructor' }, { type: 'hasOwnProperty' },
      { type: 'raise', to: Number.NaN }, { type: 'raise', to: Number.POSITIVE_INFINITY }, { type: 'raise', to: 2 ** 60 },
      { type: 'raise', to: '10' }, { type: 'raise', to: -1 }, { type: 'raise', to: 4.5 }, { type: 'raise', to: null },
      { type: 'raise', to: { valueOf: () => 10 } }, { type: 'bet', to: 10 },
      JSON.parse('{"type":"raise","to":3,"__proto__":{"polluted":1}}'),
    ];
    for (const a of actions) thrown(() => applyAction(state, nl, a as PlayerAction), IllegalActionError);
    for (const seat of [1, 2, -1, Number.NaN, 1.5]) thrown(() => applyAction(state, nl, { type: 'call' }, seat), IllegalActionError, /R48/);
    expect(JSON.stringify(state)).toBe(before);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('R101 no action is accepted once the hand is over, whatever the action', () => {
    let s = start([100, 100]);
    s = applyAction(s, nl, { type: 'fold' });
    expect(legalActions(s, nl)).toBeNull();
    for (const a of [{ type: 'fold' }, { type: 'call' }, { type: 'all-in' }, null]) thrown(() => applyAction(s, nl, a as PlayerAction), IllegalActionError, /hand is over|no betting action/);
  });
});
