// Issue 17, "state that cannot be forged": the probes of a careless or hostile caller, each a test
// that failed before the fix. Actions are copied by their known fields (R57, robustness guide
// "Actions"), options are checked at creation (R0.1, R11), every error is a PokerchartError with a
// stable code (robustness guide "Error codes").
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PokerchartError, RngError, createRng } from '@pokerchart/cards';
import { noLimit, normalizeAction } from '@pokerchart/betting';
import { compareHands, EvaluationError, evaluateHand } from '@pokerchart/evaluator';
import {
  buildPots, awardPots, createHand, DealingError, HandOptionsError, IllegalActionError, PotError, restoreHand, RestoreError,
  type Hand, type HandOptions, type PersistedHand, type PlayerAction,
} from '../src/index.js';
import { holdem } from './fixtures.js';

const base = (): HandOptions => ({
  variant: holdem, betting: noLimit(), stacks: [300, 300, 300], button: 0, blinds: { small: 1, big: 2 }, dealing: { seed: 7 },
});
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
function caught(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error, none was thrown');
}
/** Every action entry of the log has exactly the known fields of its type. */
function expectCleanLog(hand: Hand): void {
  for (const e of hand.log) {
    if (e.type !== 'acted') continue;
    const keys = Object.keys(e.action).sort();
    expect(keys).toEqual(e.action.type === 'bet' || e.action.type === 'raise' ? ['to', 'type'] : ['type']);
  }
}

describe('R57 actions are copied by their known fields only (robustness guide: actions)', () => {
  const circular: Record<string, unknown> = { type: 'call' };
  circular.self = circular;
  const foreign: [string, unknown][] = [
    ['a BigInt field', { type: 'call', extra: 10n }],
    ['a circular field', circular],
    ['a toJSON that throws', { type: 'call', toJSON: () => { throw new Error('no'); } }],
    ['a toJSON that lies', { type: 'call', toJSON: () => ({ type: 'raise', to: 1_000_000 }) }],
    ['a getter', Object.defineProperty({ type: 'call' }, 'x', { enumerable: true, get: () => 1n })],
    ['a prototype key', JSON.parse('{ "type": "call", "__proto__": { "polluted": true } }') as unknown],
  ];
  for (const [what, action] of foreign) {
    it(`R57 an action with ${what} is played, and persist(), view() and the log stay plain JSON`, () => {
      const hand = createHand(base());
      hand.act(action as PlayerAction);
      expectCleanLog(hand);
      expect(() => JSON.stringify(hand.persist())).not.toThrow();
      expect(() => JSON.stringify(hand.view(0))).not.toThrow();
      expect(() => JSON.stringify(hand.view('spectator'))).not.toThrow();
      expect(JSON.parse(JSON.stringify(hand.log)).at(-1).action).toEqual({ type: 'call' });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('R57 a raise keeps only its type and amount', () => {
    const hand = createHand(base());
    hand.act({ type: 'raise', to: 10, note: 'hi', seat: 99 } as PlayerAction);
    expect(hand.log.at(-1)).toMatchObject({ type: 'acted', action: { type: 'raise', to: 10 } });
    expectCleanLog(hand);
  });

  it('R0.1 R57 a BigInt, string or missing amount is an IllegalActionError BAD_AMOUNT, nothing changes', () => {
    const hand = createHand(base());
    const before = JSON.stringify(hand.persist());
    for (const to of [10n, '10', undefined, null, { valueOf: () => 10 }]) {
      const e = caught(() => hand.act({ type: 'raise', to } as unknown as PlayerAction));
      expect(e).toBeInstanceOf(IllegalActionError);
      expect((e as IllegalActionError).code).toBe('BAD_AMOUNT');
    }
    expect(JSON.stringify(hand.persist())).toBe(before);
  });

  it('R57 junk that is no action (null, a string, an array, a throwing getter, a BigInt) is UNKNOWN_ACTION', () => {
    const hand = createHand(base());
    const hostile = Object.defineProperty({}, 'type', { get: () => { throw new Error('boom'); } });
    const proxy = new Proxy({}, { get: () => { throw new Error('trap'); } });
    for (const junk of [null, undefined, 'call', ['call'], 5n, hostile, proxy, { type: 'call ' }, { type: new String('call') }]) {
      const e = caught(() => hand.act(junk as PlayerAction));
      expect(e).toBeInstanceOf(IllegalActionError);
      expect((e as IllegalActionError).code).toBe('UNKNOWN_ACTION');
    }
  });

  it('R57 an action sent straight to the actor is logged by its known fields too', () => {
    const hand = createHand(base());
    hand.actor.send({ type: 'ACT', action: { type: 'call', extra: 1n } as unknown as PlayerAction });
    expect(hand.log.at(-1)).toMatchObject({ type: 'acted', action: { type: 'call' } });
    expectCleanLog(hand);
    expect(() => JSON.stringify(hand.persist())).not.toThrow();
  });

  it('normalizeAction copies and never returns its input', () => {
    const a = { type: 'bet', to: 5, x: 1 };
    const n = normalizeAction(a);
    expect(n).toEqual({ type: 'bet', to: 5 });
    expect(n).not.toBe(a);
  });
});

describe('R0.1 R11 options are checked at creation (robustness guide: options)', () => {
  it('R0.1 R11 a sparse stacks array is a HandOptionsError BAD_STACKS, not a hand whose save is refused', () => {
    // eslint-disable-next-line no-sparse-arrays
    const e = caught(() => createHand({ ...base(), stacks: [100, , 100] as number[] }));
    expect(e).toBeInstanceOf(HandOptionsError);
    expect((e as HandOptionsError).code).toBe('BAD_STACKS');
    expect((e as Error).message).toMatch(/stacks\[1\]/);
  });

  it('R0.1 a sparse forcedBets array is refused', () => {
    const e = caught(() => createHand({
      ...base(), blinds: undefined,
      // eslint-disable-next-line no-sparse-arrays
      forcedBets: { antes: [0, , 0] as number[], blinds: [0, 1, 2] },
    }));
    expect(e).toBeInstanceOf(HandOptionsError);
    expect((e as HandOptionsError).code).toBe('BAD_FORCED_BETS');
  });

  it('R0.1 R12 non-integer and BigInt seats are typed errors: button, dealHole, view', () => {
    for (const button of [1.5, Number.NaN, 1n, '1']) {
      const e = caught(() => createHand({ ...base(), button: button as number }));
      expect(e).toBeInstanceOf(HandOptionsError);
      expect((e as HandOptionsError).code).toBe('BAD_BUTTON');
    }
    const manual = createHand({ ...base(), dealing: 'manual' });
    for (const seat of [0.5, 1n, Number.NaN]) expect(caught(() => manual.dealHole(seat as number, 'As Ks'))).toBeInstanceOf(DealingError);
    for (const seat of [0.5, 1n, -1, 3]) expect(caught(() => manual.view(seat as number))).toBeInstanceOf(HandOptionsError);
  });

  it('R11 more players than the variant deals is PLAYER_COUNT', () => {
    const e = caught(() => createHand({ ...base(), stacks: new Array(11).fill(100) }));
    expect((e as HandOptionsError).code).toBe('PLAYER_COUNT');
  });

  it('R0.1 BigInt or circular option values give a typed error, not a TypeError from JSON.stringify', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const patches: Partial<Record<keyof HandOptions, unknown>>[] = [
      { blinds: { small: 1n, big: 2n } }, { blinds: circular }, { ante: { amount: 1n, mode: 'each' } }, { ante: circular },
      { dealing: { seed: 1n } }, { dealing: circular }, { rules: { autoMuck: 1n } }, { stacks: [100n, 100n] },
    ];
    for (const patch of patches) {
      const e = caught(() => createHand({ ...base(), ...patch } as HandOptions));
      expect(e, String(e)).toBeInstanceOf(HandOptionsError);
    }
  });
});

describe('every error is a PokerchartError with a stable code (robustness guide: error codes)', () => {
  const value = evaluateHand({ hole: 'As Ks', board: 'Qs Js Ts 2c 3d' });
  const cases: [string, () => unknown, new (...args: never[]) => Error, string][] = [
    ['compareHands(null, v)', () => compareHands(null as never, value), EvaluationError, 'BAD_VALUE'],
    ['compareHands(v, {})', () => compareHands(value, {} as never), EvaluationError, 'BAD_VALUE'],
    ['compareHands(v, { strength: NaN })', () => compareHands(value, { strength: Number.NaN } as never), EvaluationError, 'BAD_VALUE'],
    ['buildPots(1.5)', () => buildPots([1.5, 2], [false, false]), PotError, 'BAD_CONTRIBUTIONS'],
    ['buildPots(null)', () => buildPots(null as never, [false]), PotError, 'BAD_CONTRIBUTIONS'],
    ['awardPots(seatCount NaN)', () => awardPots([], [], 0, Number.NaN), PotError, 'BAD_SEATS'],
    ['awardPots(pot without seats)', () => awardPots([{ amount: 5, eligible: [] }], [[0]], 0, 2), PotError, 'BAD_POTS'],
    ['createRng(1.5)', () => createRng(1.5), RngError, 'BAD_SEED'],
    ['rng.int(0)', () => createRng(1).int(0), RngError, 'BAD_BOUND'],
  ];
  for (const [what, f, type, code] of cases) {
    it(`${what} throws ${type.name} ${code}, a PokerchartError`, () => {
      const e = caught(f);
      expect(e).toBeInstanceOf(type);
      expect(e).toBeInstanceOf(PokerchartError);
      expect((e as PokerchartError).code).toBe(code);
    });
  }

  it('the engine\'s refusals are PokerchartErrors: options, actions, deals', () => {
    const errors = [
      caught(() => createHand({ ...base(), stacks: [1] })),
      caught(() => createHand(base()).act({ type: 'check' })),
      caught(() => createHand(base()).dealBoard('As Ks Qs')),
    ];
    for (const e of errors) {
      expect(e).toBeInstanceOf(PokerchartError);
      expect(typeof (e as PokerchartError).code).toBe('string');
    }
  });
});

describe('R0.5 chips are conserved under the probes', () => {
  it('R0.5 a hand played with foreign-field actions ends with the chips it started with', () => {
    const hand = createHand(base());
    let guard = 0;
    while (!hand.isComplete && guard++ < 100) {
      const la = hand.legalActions()!;
      hand.act((la.check ? { type: 'check', junk: 1n } : { type: 'call', junk: [1n] }) as unknown as PlayerAction);
    }
    expect(hand.isComplete).toBe(true);
    expect(sum(hand.result!.stacks)).toBe(900);
    expectCleanLog(hand);
  });
});

describe('saves are verified by replay (robustness guide: saves)', () => {
  const opts = { variant: holdem, betting: noLimit() };
  const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
  function restoreCode(saved: unknown): string {
    const e = caught(() => restoreHand(saved as PersistedHand, opts));
    expect(e, String(e)).toBeInstanceOf(RestoreError);
    return (e as RestoreError).code;
  }
  const finished = () => {
    const h = createHand(base());
    while (!h.isComplete) h.act(h.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    return h;
  };

  it('R0.5 a finished save with result.stacks edited (+5,000 chips) is refused, naming the result', () => {
    const saved = json(finished().persist());
    (saved.snapshot.context.result as { stacks: number[] }).stacks[0]! += 5000;
    const e = caught(() => restoreHand(saved, opts)) as RestoreError;
    expect(e).toBeInstanceOf(RestoreError);
    expect(e.code).toBe('STATE_MISMATCH');
    expect(e.path).toMatch(/result\.stacks\[0\]/);
  });

  it('R0.5 a finished save restores to the same result', () => {
    const h = finished();
    const again = restoreHand(json(h.persist()), opts);
    expect(again.isComplete).toBe(true);
    expect(again.result).toEqual(h.result);
    expect(json(again.persist())).toEqual(json(h.persist()));
  });

  it('R0.5 a mid-hand save with a stack raised by 1,000 is refused (it used to play on to 1,300 chips)', () => {
    const h = createHand(base());
    h.act({ type: 'call' });
    const saved = json(h.persist()) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    saved.snapshot.context.betting.stacks[1]! += 1000;
    saved.snapshot.context.betting.startStacks[1]! += 1000;
    expect(restoreCode(saved)).toBe('STATE_MISMATCH');
  });

  it('R0.5 consistent edits of round fields are refused: currentBet, allIn, contributed, returned, potAdjustment', () => {
    const h = createHand(base());
    h.act({ type: 'raise', to: 10 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const edits: ((s: any) => void)[] = [
      (s) => { s.snapshot.context.betting.currentBet += 5; s.snapshot.context.betting.nominalBet += 5; },
      (s) => { s.snapshot.context.betting.allIn[2] = true; },
      (s) => { s.snapshot.context.betting.contributed[0]! += 3; s.snapshot.context.betting.dead -= 0; s.snapshot.context.betting.collected += 3; s.snapshot.context.betting.stacks[0]! -= 3; },
      (s) => { s.snapshot.context.betting.returned[1]! += 2; s.snapshot.context.betting.stacks[1]! += 2; s.snapshot.context.betting.startStacks[1]! += 2; },
      (s) => { s.snapshot.context.betting.potAdjustment += 50; },
    ];
    for (const edit of edits) {
      const saved = json(h.persist());
      edit(saved);
      expect(restoreCode(saved)).toBe('STATE_MISMATCH');
    }
  });

  it('R101 R105 inconsistent status and phase combinations are refused, never restored into a stuck hand', () => {
    const h = createHand(base());
    h.act({ type: 'call' });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const edits: ((s: any) => void)[] = [
      (s) => { s.snapshot.context.betting.status = 'showdown'; },
      (s) => { s.snapshot.context.betting.status = 'folded'; s.snapshot.context.betting.toAct = null; },
      (s) => { s.snapshot.context.phase = 'complete'; },
      (s) => { s.snapshot.value = 'settled'; s.snapshot.status = 'done'; },
      (s) => { s.snapshot.context.phase = 'runout'; s.snapshot.value = 'runout'; },
      (s) => { s.snapshot.value = { flop: 'bet' }; },
    ];
    for (const edit of edits) {
      const saved = json(h.persist());
      edit(saved);
      expect(restoreCode(saved)).toBe('STATE_MISMATCH');
    }
  });

  it('R0.3 a saved event the rules refuse is BAD_EVENT; saved options createHand refuses are BAD_OPTIONS', () => {
    const h = createHand(base());
    h.act({ type: 'raise', to: 10 });
    const illegal = json(h.persist());
    illegal.events[0] = { type: 'ACT', seat: 0, action: { type: 'raise', to: 3 } };
    expect(restoreCode(illegal)).toBe('BAD_EVENT');
    const wrongSeat = json(h.persist());
    (wrongSeat.events[0] as { seat: number }).seat = 1;
    expect(restoreCode(wrongSeat)).toBe('BAD_EVENT');
    const badOptions = json(h.persist());
    badOptions.options.stacks = [300];
    expect(restoreCode(badOptions)).toBe('BAD_OPTIONS');
    const extraEvent = json(h.persist());
    extraEvent.events.push({ type: 'ACT', seat: 1, action: { type: 'fold' } });
    expect(restoreCode(extraEvent)).toBe('STATE_MISMATCH');
  });

  it('R0.5 R5 any single edited value of a save is refused (fuzzed over the whole save, mid-hand and finished)', () => {
    const leaves = (x: unknown, path: (string | number)[], out: (string | number)[][]) => {
      if (x !== null && typeof x === 'object') {
        for (const [k, v] of Object.entries(x)) leaves(v, [...path, Array.isArray(x) ? Number(k) : k], out);
      } else out.push(path);
      return out;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(40), fc.nat(100_000), (seed, steps, pickAt) => {
        const h = createHand({ ...base(), dealing: { seed } });
        const rng = createRng(seed);
        for (let i = 0; i < steps && !h.isComplete; i++) {
          const la = h.legalActions()!;
          const r = rng.int(4);
          if (r === 0 && la.raiseTo) h.act({ type: h.legalActions()!.check && h.street !== 'preflop' ? 'bet' : 'raise', to: la.raiseTo.min });
          else if (r === 1 && la.fold) h.act({ type: 'fold' });
          else h.act(la.check ? { type: 'check' } : { type: 'call' });
        }
        const saved = json(h.persist());
        expect(json(restoreHand(json(saved), opts).persist())).toEqual(saved);
        const all = leaves(saved, [], []);
        const path = all[pickAt % all.length]!;
        const edited = json(saved) as unknown as Record<string | number, unknown>;
        let at = edited;
        for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
        const last = path[path.length - 1]!;
        const v = at[last];
        at[last] = typeof v === 'number' ? v + 1 : typeof v === 'boolean' ? !v : typeof v === 'string' ? `${v}x` : 0;
        const e = caught(() => restoreHand(edited as unknown as PersistedHand, opts));
        expect(e, `edit of ${path.join('.')}`).toBeInstanceOf(RestoreError);
      }),
      { numRuns: 150 },
    );
  });
});
