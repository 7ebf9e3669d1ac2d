// The table's copies of its context and seats (object literals where the spread would be slow) make
// exactly what the spreads they replace make: the same keys in the same order, the same values,
// whatever the layout of the source (optional fields, a field appended later, a foreign key, a
// missing one), as a save holds them (JSON) and as toEqual compares them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyContext, copySeat, withHandState } from '../src/copyContext.js';
import type { TableContext, TableHandState, TableSeat } from '../src/index.js';

/** The JSON of a value, key order included (what a save holds). */
const exact = (x: unknown): string => JSON.stringify(x);

const seat = (): TableSeat => ({ name: 'a', stack: 10, sittingOut: false, place: null, boughtIn: 10, takenOff: 0 });

/** A context made the ways the table makes them: its ten keys, then optional ones in a given order. */
const contexts = fc.record({
  tail: fc.subarray(['raked', 'handState', 'bombPotNext', 'foreign'], { minLength: 0 }).chain((keys) => fc.shuffledSubarray(keys, { minLength: keys.length })),
  swap: fc.boolean(), // two of the ten keys in another order (a save written by something else)
  drop: fc.boolean(), // a key missing
}).map(({ tail, swap, drop }) => {
  const c: Record<string, unknown> = { version: 1, options: { seats: 2 }, seats: [seat(), null], handsPlayed: 3, startedAt: null, now: 5, hand: null, finishes: [], chipsIn: 20, chipsOut: 0 };
  if (swap) {
    const { now, startedAt, ...rest } = c;
    for (const k of Object.keys(c)) delete c[k];
    Object.assign(c, rest, { now, startedAt });
  }
  if (drop) delete c.finishes;
  for (const k of tail) c[k] = k === 'raked' ? 4 : k === 'handState' ? { value: 'x', context: {} } : k === 'bombPotNext' ? true : 'foreign';
  return c as unknown as TableContext;
});

describe('table: copies of its context and seats', () => {
  it('R0.5 property: copyContext is the spread it replaces, keys in the same order, whatever the layout', () => {
    const state: TableHandState = { value: 'y', context: {} as TableHandState['context'] };
    fc.assert(
      fc.property(contexts, fc.boolean(), fc.boolean(), fc.boolean(), (c, moveSeats, addRaked, newHand) => {
        const seats = moveSeats ? [seat(), seat()] : c.seats;
        const raked = addRaked ? (c.raked ?? 0) + 7 : c.raked;
        const handState = newHand ? state : c.handState;
        // as settleHand wrote it: the changed fields, `raked` added when there is rake
        const spread = { ...c, seats, finishes: c.finishes, chipsIn: 30, handsPlayed: c.handsPlayed + 1, ...(raked !== undefined ? { raked } : {}), ...(handState !== undefined ? { handState } : {}) };
        const copy = copyContext(c, seats, c.handsPlayed + 1, c.startedAt, c.now, c.hand, c.finishes, 30, c.chipsOut, raked, handState);
        expect(exact(copy)).toBe(exact(spread));
        expect(copy).toEqual(spread);
        expect(exact(withHandState(c, state))).toBe(exact({ ...c, handState: state }));
        expect(exact(withHandState(c, null))).toBe(exact({ ...c, handState: null }));
      }),
      { numRuns: 300 },
    );
  });

  it('R0.5 property: copySeat is the spread it replaces, whatever optional fields the seat has', () => {
    const optional = fc.shuffledSubarray(['timeouts', 'missedBlinds', 'waitForBigBlind', 'sitOutHands', 'foreign'], { minLength: 0 });
    fc.assert(
      fc.property(optional, fc.integer({ min: 0, max: 5 }), fc.nat(), fc.nat(), fc.nat(), (keys, first, stack, boughtIn, takenOff) => {
        const base = seat() as unknown as Record<string, unknown>;
        // the optional fields after the six keys, or one of them among the six (a foreign layout)
        const s: Record<string, unknown> = {};
        const order = Object.keys(base);
        if (keys.length > 0 && first < 5) order.splice(first, 0, keys[0]!);
        else order.push(...keys.slice(0, 1));
        for (const k of [...order, ...keys.slice(1)]) s[k] = k in base ? base[k] : k === 'missedBlinds' ? 'big' : 1;
        const copy = copySeat(s as unknown as TableSeat, stack, boughtIn, takenOff);
        expect(exact(copy)).toBe(exact({ ...s, stack, boughtIn, takenOff }));
        expect(copy).toEqual({ ...s, stack, boughtIn, takenOff });
      }),
      { numRuns: 300 },
    );
  });
});
