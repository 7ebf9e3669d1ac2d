import { describe, expect, it } from 'vitest';
import { toPhh } from '@pokerchart/phh';
import { RoomTable, type RoomEvent, type TableConfig } from '../src/index.js';
import { actAnyGame as act, rng } from './helpers.js';
import type { RoomView } from '@pokerchart/client';

const KEY = 'k'.repeat(64);

/** Plays `hands` hands at a new room table, comparing each finished hand's record with the record of the hand replayed from its start. */
function playAndCompare(config: TableConfig, players: number, hands: number, seed: number): number {
  const table = RoomTable.load('t', config, null, KEY);
  const rnd = rng(seed);
  for (let s = 0; s < players; s++) table.apply({ type: 'join', seat: s, name: `p${s}`, buyIn: config.buyIn, tokenHash: `h${s}` }, true);
  let compared = 0;
  for (let guard = 0; guard < hands * 400 && compared < hands; guard++) {
    let event: RoomEvent;
    if (table.phase !== 'playing') {
      if (!table.canDeal()) break;
      event = { type: 'deal', now: guard };
    } else {
      const seat = (table.view('spectator') as RoomView).toAct!;
      event = { type: 'act', seat, action: act(table.view(seat), rnd) };
    }
    const records = table.apply(event, true);
    for (const { phh } of records) {
      const { seats: _s, players: _p, hand: _h, table: _t, seat_count: _c, ...fromTable } = phh;
      expect(fromTable, `hand ${phh.hand}`).toEqual(toPhh(table.replayedHand()));
      compared++;
    }
  }
  return compared;
}

const cash = (over: Partial<TableConfig>): TableConfig => ({
  name: 't', variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seats: 6, seed: 1, buyIn: 100, autoRebuy: true,
  schedule: null, button: null, clock: null, dealDelayMs: null, ...over,
} as TableConfig);

describe("the room's hand records", () => {
  it("R270 a finished hand's PHH record, made from the table's own hand, is the record of the hand replayed from its start", () => {
    expect(playAndCompare(cash({ seats: 6 }), 6, 60, 1)).toBe(60);
    expect(playAndCompare(cash({ seats: 2 }), 2, 60, 2)).toBe(60); // heads-up: PHH order reversed
    expect(playAndCompare(cash({ seats: 9, buyIn: 20 }), 7, 60, 3)).toBe(60); // short stacks: all-ins, side pots, rebuys
    expect(playAndCompare(cash({ seats: 4, betting: 'fixed-limit' }), 4, 40, 4)).toBe(40);
    expect(playAndCompare(cash({ seats: 5, variant: 'omaha', betting: 'pot-limit' }), 5, 40, 5)).toBe(40);
    expect(playAndCompare(cash({ seats: 5, variant: 'seven-card-stud', betting: 'fixed-limit' }), 5, 30, 6)).toBe(30);
    expect(playAndCompare(cash({ seats: 4, variant: 'deuce-to-seven-triple-draw', betting: 'fixed-limit' }), 4, 30, 7)).toBe(30);
  });

  it("R264 a raked hand's record carries the same rake as the replayed hand's", () => {
    expect(playAndCompare(cash({ seats: 6, rake: { percent: 5, cap: 3 } }), 6, 40, 8)).toBe(40);
  });
});
