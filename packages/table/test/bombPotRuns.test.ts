import { noLimit } from '@pokerchart/betting';
import { randomBot } from '@pokerchart/bots';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { createTable, TableError, type CreateTableOptions, type Table } from '../src/index.js';

const options = (extra: Partial<CreateTableOptions>): CreateTableOptions => ({
  variant: texasHoldem, betting: noLimit(), seats: 4, mode: 'cash', seed: 12,
  schedule: { levels: [{ small: 5, big: 10 }], every: { hands: 100 } },
  cash: { buyIn: 500, autoRebuy: true, topUpTo: 500 },
  players: ['a', 'b', 'c'].map((name) => ({ name, stack: 500 })),
  ...extra,
});

/** Plays the running hand to its end with a random bot. */
function playOut(t: Table) {
  for (let i = 0; t.phase === 'playing' && t.toAct !== null; i++) {
    if (i > 500) throw new Error('the hand did not end');
    t.act(randomBot(t.view(t.toAct)));
  }
  expect(t.phase).not.toBe('playing');
}

describe('table: bomb pots and runs (R232, R233)', () => {
  it('R233 a bomb pot every N hands and on request: antes, no blinds, the hand starts on the flop; other hands post blinds', () => {
    const t = createTable(options({ bombPot: { ante: 20, every: 3 } }));
    const kinds: string[] = [];
    for (let h = 1; h <= 6; h++) {
      if (h === 5) t.requestBombPot(1);
      t.deal();
      const view = t.view('spectator');
      const posted = view.log.filter((e) => e.type === 'posted');
      kinds.push(posted.every((e) => e.type === 'posted' && e.kind === 'ante' && e.amount === 20) && view.street === 'flop' ? 'bomb' : 'blinds');
      expect(t.hand!.bombPot === 20).toBe(kinds[kinds.length - 1] === 'bomb');
      playOut(t);
    }
    // hands 3 and 6 by the schedule, hand 5 on request
    expect(kinds).toEqual(['blinds', 'blinds', 'bomb', 'blinds', 'bomb', 'bomb']);
    t.stop();
  });

  it('R233 a bomb pot cannot be requested at a table without bomb pots, and table options are checked', () => {
    const t = createTable(options({}));
    expect(() => t.requestBombPot(0)).toThrow(TableError);
    expect(() => t.requestBombPot(0)).toThrow(/bombPot: \{ ante \}/);
    t.stop();
    expect(() => createTable(options({ bombPot: { ante: 0 } }))).toThrow(/positive whole ante/);
    expect(() => createTable(options({ runItTimes: 0 }))).toThrow(/runItTimes/);
    expect(() => createTable(options({ runItTimes: 2, maxRuns: 3 }))).toThrow(/maxRuns/);
  });

  it("R232 the table's runItTimes reaches its hands: 'ask' offers run-it to the players of an all-in hand", () => {
    const t = createTable(options({ runItTimes: 'ask', maxRuns: 3 }));
    t.deal();
    t.act({ type: 'all-in' });
    t.act({ type: 'call' });
    t.act({ type: 'fold' });
    expect(t.legalActions()!.runIt).toEqual({ max: 3 });
    t.act({ type: 'run-it', times: 3 });
    t.act({ type: 'run-it', times: 3 });
    expect(t.phase).not.toBe('playing');
    t.stop();
  });
});
