import { noLimit } from '@pokerchart/betting';
import { checkOrCall } from '@pokerchart/bots';
import { texasHoldem } from '@pokerchart/variants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTable, deadButtonSeats, restoreTable } from '../src/index.js';

describe('dead button (tournament tables)', () => {
  it('R248 the big blind moves to the next player; a dead small blind and a dead button stay on empty seats', () => {
    // seats 0..5, last hand: button 0, small blind 1, big blind 2; seat 1 has busted
    const dealtIn = [true, false, true, true, true, true];
    expect(deadButtonSeats({ smallBlind: 1, bigBlind: 2 }, dealtIn)).toEqual({ button: 1, smallBlind: 2, bigBlind: 3 });
    // the last big blind busted: the small blind is dead (seat 2 empty), the big blind still moves one player
    expect(deadButtonSeats({ smallBlind: 1, bigBlind: 2 }, [true, true, false, true, true, true])).toEqual({ button: 1, smallBlind: 2, bigBlind: 3 });
  });

  it('R248 heads-up the button posts the small blind and nobody posts the big blind twice in a row', () => {
    // three players: button 0, small blind 1, big blind 2; seat 1 busts
    const next = deadButtonSeats({ smallBlind: 1, bigBlind: 2 }, [true, false, true])!;
    expect(next).toEqual({ button: 2, smallBlind: 2, bigBlind: 0 });
    // seat 2 (the big blind) busts instead: seat 0 posts the big blind, seat 1 the button and small blind
    expect(deadButtonSeats({ smallBlind: 1, bigBlind: 2 }, [true, true, false])).toEqual({ button: 1, smallBlind: 1, bigBlind: 0 });
  });

  it('R248 property: whatever busts, the big blind goes to the first player after the last big blind, never skipping one', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { minLength: 2, maxLength: 10 }), fc.nat(), fc.nat(), (dealtIn, a, b) => {
      const n = dealtIn.length;
      const last = { smallBlind: a % n, bigBlind: b % n };
      const next = deadButtonSeats(last, dealtIn);
      const players = dealtIn.filter(Boolean).length;
      if (players < 2) return next === null;
      let expected = (last.bigBlind + 1) % n;
      while (!dealtIn[expected]) expected = (expected + 1) % n;
      return next !== null && next.bigBlind === expected && next.bigBlind !== last.bigBlind || (players === 2 && next!.bigBlind === expected);
    }));
  });

  it('R248 a table with deadButton plays a hand with a dead small blind, and restores', () => {
    const table = createTable({
      variant: texasHoldem, betting: noLimit(), seats: 6, mode: 'cash', seed: 5, deadButton: true, button: 0,
      schedule: { levels: [{ small: 10, big: 20 }], every: { hands: 100 } },
      players: [0, 1, 2, 3].map((seat) => ({ name: `S${seat}`, stack: 1000, seat })),
    });
    table.deal();
    expect(table.hand).toMatchObject({ button: 0, smallBlind: 1, bigBlind: 2 });
    while (table.phase === 'playing') table.act(checkOrCall(table.view(table.toAct!)));
    const leftWith = table.seats[2]!.stack;
    table.leave(2); // the big blind leaves: next hand the small blind is dead
    table.deal();
    expect(table.hand).toMatchObject({ button: 1, smallBlind: 2, bigBlind: 3 });
    const log = table.context.handState!.context.log as { type: string; seat?: number; amount?: number }[];
    const posted = log.filter((e) => e.type === 'posted').map((e) => [e.seat, e.amount]);
    expect(posted).toEqual([[3, 20]]); // only the big blind: the small blind's seat is empty
    expect(table.chipsInPlay()).toBe(4000 - leftWith);
    const saved = table.persist();
    const back = restoreTable(saved, { variant: texasHoldem, betting: noLimit() });
    expect(back.hand).toEqual(table.hand);
    while (back.phase === 'playing') back.act(checkOrCall(back.view(back.toAct!)));
    expect(back.chipsInPlay()).toBe(4000 - leftWith);
  });

  it('a DEAL event may name the level to play, overriding the schedule', () => {
    const table = createTable({
      variant: texasHoldem, betting: noLimit(), seats: 3, mode: 'cash', seed: 5,
      schedule: { levels: [{ small: 10, big: 20 }, { small: 50, big: 100 }], every: { hands: 100 } },
      players: [0, 1, 2].map((seat) => ({ name: `S${seat}`, stack: 1000, seat })),
    });
    table.actor.send({ type: 'DEAL', level: 1 });
    expect(table.hand).toMatchObject({ levelIndex: 1, level: { small: 50, big: 100 } });
  });
});
