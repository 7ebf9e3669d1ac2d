// The hand chart's actions change the context without rebuilding the snapshot's state value and
// tags (the fast path of docs/benchmarks.md). These tests hold every snapshot the actor hands out
// to the one XState itself builds for the same state and context.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { noLimit, potLimit } from '@pokerchart/betting';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { createHand, createHandMachine, type Hand, type HandMachine } from '../src/index.js';
import { holdem, omaha } from './fixtures.js';
import { playOut } from './randomPlay.js';

/** What XState makes of a snapshot's state value and context, compared with the snapshot itself. */
function expectWellFormed(hand: Hand, machine: HandMachine): void {
  const s = hand.actor.getSnapshot() as AnyMachineSnapshot;
  const rebuilt = machine.resolveState({ value: s.value as never, context: s.context }) as AnyMachineSnapshot;
  expect(s.value).toEqual(rebuilt.value);
  expect([...s.tags]).toEqual([...rebuilt.tags]);
  expect(Object.keys(s).sort()).toEqual(Object.keys(rebuilt).sort());
  expect(s.context).toBe(rebuilt.context);
  expect(s.matches(rebuilt.value as never)).toBe(true);
  expect(s.status).toBe(rebuilt.status);
}

describe('snapshots (R0.3, R0.5)', () => {
  it('R0.5 after every action, the snapshot has the state value, tags and shape XState builds for it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 6 }), fc.boolean(), (seed, players, plo) => {
        const variant = plo ? omaha : holdem;
        const betting = plo ? potLimit() : noLimit();
        const machine = createHandMachine(variant, betting);
        const hand = createHand({ variant, betting, stacks: new Array(players).fill(300), button: seed % players, blinds: { small: 1, big: 2 }, dealing: { seed } });
        expectWellFormed(hand, machine);
        playOut(hand, seed, (h) => expectWellFormed(h, machine));
        expect(hand.actor.getSnapshot().status).toBe('done');
        expect(hand.actor.getSnapshot().output).toBe(hand.result);
      }),
      { numRuns: 60 },
    );
  });

  it('R0.5 a persisted snapshot, restored into a new actor, plays on to the same result', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 12 }), (seed, cut) => {
        const options = { variant: holdem, betting: noLimit(), stacks: [300, 300, 300, 300], button: 1, blinds: { small: 1, big: 2 }, dealing: { seed } };
        const hand = createHand(options);
        const played = playOut(hand, seed);
        const again = createHand(options);
        for (const a of played.slice(0, cut)) again.act(a);
        const restored = createActor(createHandMachine(holdem, noLimit()), { snapshot: again.actor.getPersistedSnapshot(), input: options }).start();
        expect(restored.getSnapshot().value).toEqual(again.actor.getSnapshot().value);
        for (const a of played.slice(cut)) restored.send({ type: 'ACT', action: a });
        expect(restored.getSnapshot().status).toBe('done');
        expect(restored.getSnapshot().context.result).toEqual(hand.result);
      }),
      { numRuns: 40 },
    );
  });
});
