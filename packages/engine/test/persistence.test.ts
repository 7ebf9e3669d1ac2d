import { describe, expect, it } from 'vitest';
import { fixedLimit, noLimit } from '@pokerchart/betting';
import { createHand, restoreHand, RestoreError, type PersistedHand } from '../src/index.js';
import { holdem, omaha } from './fixtures.js';

const start = () => createHand({ variant: holdem, betting: noLimit(), stacks: [200, 200, 200], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 5 } });

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RestoreError);
    return (e as RestoreError).code;
  }
  return 'accepted';
}

describe('persist and restore', () => {
  it('persist() is JSON data that restores mid-hand and in manual dealing', () => {
    const hand = start();
    hand.act({ type: 'call' });
    const saved = hand.persist();
    expect(JSON.parse(JSON.stringify(saved))).toEqual(saved);
    const again = restoreHand(JSON.parse(JSON.stringify(saved)) as PersistedHand, { variant: holdem, betting: noLimit() });
    expect(again.toAct).toBe(hand.toAct);
    expect(again.legalActions()).toEqual(hand.legalActions());
    const manual = createHand({ variant: holdem, betting: noLimit(), stacks: [200, 200], button: 0, blinds: { small: 5, big: 10 }, dealing: 'manual' });
    manual.dealHole(0, 'AsKs');
    const m2 = restoreHand(manual.persist(), { variant: holdem, betting: noLimit() });
    expect(m2.state).toBe('dealHole');
    m2.dealHole(1, 'QdQc');
    expect(m2.street).toBe('preflop');
  });

  it('a finished hand restores as finished with its result', () => {
    const hand = start();
    hand.act({ type: 'fold' });
    hand.act({ type: 'fold' });
    const again = restoreHand(hand.persist(), { variant: holdem, betting: noLimit() });
    expect(again.isComplete).toBe(true);
    expect(again.result).toEqual(hand.result);
  });

  it('refuses garbage, unsafe keys, other variants or structures, and corrupt chips or cards (R0.5, R5)', () => {
    const saved = start().persist();
    const opts = { variant: holdem, betting: noLimit() };
    const tweak = (f: (s: any) => void) => {
      const copy = JSON.parse(JSON.stringify(saved));
      f(copy);
      return copy as PersistedHand;
    };
    expect(codeOf(() => restoreHand(null as never, opts))).toBe('BAD_FORMAT');
    expect(codeOf(() => restoreHand('hand' as never, opts))).toBe('BAD_FORMAT');
    expect(codeOf(() => restoreHand(tweak((s) => (s.format = 'other')), opts))).toBe('BAD_FORMAT');
    expect(codeOf(() => restoreHand(JSON.parse(JSON.stringify(saved).replace('"format"', '"__proto__":{"polluted":true},"format"')), opts))).toBe('UNSAFE_KEY');
    expect(codeOf(() => restoreHand(JSON.parse(JSON.stringify(saved).replace('"betting":{', '"betting":{"constructor":1,')), opts))).toBe('UNSAFE_KEY');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(codeOf(() => restoreHand(saved, { variant: omaha, betting: noLimit() }))).toBe('MISMATCH');
    expect(codeOf(() => restoreHand(saved, { variant: holdem, betting: fixedLimit({ smallBet: 10 }) }))).toBe('MISMATCH');
    expect(codeOf(() => restoreHand(tweak((s) => (s.snapshot.context.betting.stacks[0] += 100)), opts))).toBe('STATE_MISMATCH');
    expect(codeOf(() => restoreHand(tweak((s) => (s.snapshot.context.deck[0] = s.snapshot.context.holeCards[0][0])), opts))).toBe('STATE_MISMATCH');
    expect(codeOf(() => restoreHand(tweak((s) => (s.snapshot.context.deck[0] = 77)), opts))).toBe('STATE_MISMATCH');
    expect(codeOf(() => restoreHand(tweak((s) => (s.snapshot.value = 'settled')), opts))).toBe('STATE_MISMATCH');
    expect(codeOf(() => restoreHand(tweak((s) => (s.snapshot.context.phase = 'dancing')), opts))).toBe('STATE_MISMATCH');
    expect(codeOf(() => restoreHand(tweak((s) => (s.snapshot.context.betting.stacks = 'many')), opts))).toBe('STATE_MISMATCH');
    expect(codeOf(() => restoreHand(tweak((s) => delete s.snapshot.context), opts))).toBe('STATE_MISMATCH');
    expect(codeOf(() => restoreHand(tweak((s) => delete s.snapshot), opts))).toBe('BAD_FORMAT');
    expect(codeOf(() => restoreHand(tweak((s) => (s.version = 1)), opts))).toBe('BAD_FORMAT');
  });

  it('the inspect option receives the actor events', () => {
    const events: string[] = [];
    const hand = createHand({
      variant: holdem, betting: noLimit(), stacks: [200, 200], button: 0, blinds: { small: 5, big: 10 }, dealing: { seed: 1 },
      inspect: (e) => {
        if (e.type === '@xstate.event') events.push(e.event.type);
      },
    });
    hand.act({ type: 'call' });
    expect(events).toContain('ACT');
  });
});
