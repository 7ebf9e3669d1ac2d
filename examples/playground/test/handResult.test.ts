// The Room panel's reading of a finished hand (handResult) and of places (ordinal), without a browser.
import { describe, expect, it } from 'vitest';
import type { RoomView } from '@pokerchart/client';
import { handResult } from '../src/room/handResult.js';
import { ordinal } from '../src/room/ordinal.js';

function view(log: RoomView['log'], over: Partial<RoomView> = {}): RoomView {
  return {
    viewer: 0, street: null, toAct: null, button: 0, board: [], boards: [[]], seats: [], pots: [], legalActions: null, log, isComplete: true,
    handNumber: 7, stacks: [0, 0, 0], names: ['Ann', 'Bob', 'Cy'], phase: 'between', seq: 1, actionIndex: 0, clock: null, sittingOut: [false, false, false],
    variant: 'holdem', variantName: "Texas Hold'em", ...over,
  } as RoomView;
}

describe('handResult: a finished hand as the Room panel shows it', () => {
  it('R130 names the winner of the pot, splits and side pots by name, and the hands shown', () => {
    const r = handResult(
      view([
        { type: 'shown', seat: 1, cards: [12, 25] },
        { type: 'awarded', pot: 0, amount: 30, seats: [0, 1] },
        { type: 'awarded', pot: 1, amount: 8, seats: [2] },
      ]),
    )!;
    expect(r.handNumber).toBe(7);
    expect(r.lines).toEqual([
      { winners: 'Ann and Bob', amount: 30, pot: 'the main pot' },
      { winners: 'Cy', amount: 8, pot: 'side pot 1' },
    ]);
    expect(r.shown).toEqual([{ name: 'Bob', cards: [12, 25] }]);
    expect(handResult(view([{ type: 'awarded', pot: 0, amount: 4, seats: [2] }]))!.lines).toEqual([{ winners: 'Cy', amount: 4, pot: 'the pot' }]);
  });

  it('has no result before the hand is complete, nor before the first hand', () => {
    expect(handResult(view([], { isComplete: false }))).toBeNull();
    expect(handResult(view([], { handNumber: 0 }))).toBeNull();
  });

  it('writes places as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });
});
