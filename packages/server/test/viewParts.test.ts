import { describe, expect, it } from 'vitest';
import type { RoomView } from '@pokerchart/client';
import type { Table } from '@pokerchart/table';
import { RoomTable, type RoomEvent, type TableConfig } from '../src/index.js';
import { actAnyGame as act, rng } from './helpers.js';

const KEY = 'k'.repeat(64);

const cash = (over: Partial<TableConfig>): TableConfig => ({
  name: 't', variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seats: 5, seed: 1, buyIn: 100, autoRebuy: true,
  schedule: null, button: null, clock: null, dealDelayMs: null, ...over,
} as TableConfig);

const ENGINE_FIELDS = ['viewer', 'street', 'toAct', 'button', 'board', 'boards', 'seats', 'pots', 'legalActions', 'log', 'isComplete', 'steps'] as const;

/**
 * Plays `hands` hands at a room table, pushing every viewer's view after every event (as the room
 * does), and checks each against the engine's own fresh view of that event; returns the pushed
 * views with their JSON at the time they were pushed, and how many parts were shared.
 */
function play(config: TableConfig, hands: number, seed: number): { pushed: [RoomView, string][]; shared: number; fresh: number } {
  const table = RoomTable.load('t', config, null, KEY);
  const engine = (table as unknown as { table: Table }).table; // the engine's table inside, for its unshared views
  const rnd = rng(seed);
  const viewers: (number | 'spectator')[] = ['spectator'];
  for (let s = 0; s < config.seats; s++) {
    table.apply({ type: 'join', seat: s, name: `p${s}`, buyIn: config.buyIn, tokenHash: `h${s}` }, false);
    viewers.push(s);
  }
  const pushed: [RoomView, string][] = [];
  let shared = 0;
  let fresh = 0;
  const before = new Map<number | 'spectator', RoomView>();
  for (let guard = 0; guard < hands * 400 && table.position().handNumber <= hands; guard++) {
    let event: RoomEvent;
    if (table.phase !== 'playing') event = { type: 'deal', now: guard };
    else {
      const seat = table.view('spectator').toAct!;
      event = { type: 'act', seat, action: act(table.view(seat), rnd) };
    }
    table.apply(event, false);
    // every viewer, in an order that changes from event to event
    const order = guard % 2 === 0 ? viewers : [...viewers].reverse();
    for (const v of order) {
      const view = table.pushedView(v);
      pushed.push([view, JSON.stringify(view)]);
      const own = engine.view(v) as unknown as Record<string, unknown>;
      const got = view as unknown as Record<string, unknown>;
      for (const f of ENGINE_FIELDS) expect(got[f], `${f} of ${String(v)}'s view, event ${table.seq}`).toEqual(own[f]);
      const prev = before.get(v);
      if (prev !== undefined) {
        for (let i = 0; i < view.seats.length; i++) {
          if (view.seats[i] === prev.seats[i]) shared++;
          else fresh++;
        }
      }
      before.set(v, view);
    }
  }
  table.stop();
  return { pushed, shared, fresh };
}

describe("a room table's views share their unchanged parts", () => {
  it('R0.3 pushed views equal the engine\'s fresh views at every event of hold\'em, Omaha hi-lo, stud and triple draw, and no view changes after it is pushed', () => {
    const runs = [
      play(cash({}), 12, 1),
      play(cash({ seats: 6, buyIn: 20 }), 12, 2), // short stacks: all-ins show cards (R127), side pots
      play(cash({ variant: 'omaha-hilo8', betting: 'pot-limit' }), 8, 3),
      play(cash({ variant: 'seven-card-stud', betting: 'fixed-limit' }), 8, 4), // up cards (R207)
      play(cash({ seats: 4, variant: 'deuce-to-seven-triple-draw', betting: 'fixed-limit' }), 8, 5), // draws change the hole cards (R212)
    ];
    for (const { pushed, shared, fresh } of runs) {
      // what each view was when it was pushed is what it is now, after all the views made since
      for (const [view, text] of pushed) expect(JSON.stringify(view)).toBe(text);
      // most seats of a view are the very objects of the viewer's view before (an event changes a seat or two)
      expect(shared).toBeGreaterThan(fresh * 2);
    }
  });
});
