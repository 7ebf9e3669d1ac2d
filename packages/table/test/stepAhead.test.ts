// The table facade steps the running hand's actions itself (ahead of its context, without the
// table machine) while a hand goes on, and hands the machine the action that ends a hand. These
// tests play the same commands at two tables: one stepped that way, one whose XState actor was made
// at once (every command through the table machine), and require the same states, saves, events,
// views and refusals after every command, restores in the middle of hands included.
import fc from 'fast-check';
import { noLimit, type PlayerAction } from '@pokerchart/betting';
import { createRng, type Rng } from '@pokerchart/cards';
import type { HandContext } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { createTable, restoreTable, type CreateTableOptions, type Table, type TableEvent } from '../src/index.js';

/** What a command did: nothing (`ok`), or the error it threw (its class, code and message). */
function attempt(f: () => void): string {
  try {
    f();
    return 'ok';
  } catch (e) {
    return `${(e as Error).constructor.name} ${(e as { code?: string }).code ?? ''} ${(e as Error).message}`;
  }
}

function pick(ctx: HandContext, table: Table, rng: Rng): PlayerAction {
  const legal = table.legalActions()!;
  const options: PlayerAction[] = [{ type: 'raise', to: 1 }]; // refused (R0.3): below any minimum
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' }, { type: 'check' });
  if (legal.call !== null) options.push({ type: 'call' }, { type: 'call' }, { type: 'call' });
  if (legal.raiseTo !== null) options.push({ type: ctx.betting.currentBet === 0 ? 'bet' : 'raise', to: legal.raiseTo.min });
  if (legal.raiseTo !== null && rng.int(6) === 0) options.push({ type: 'all-in' });
  return options[rng.int(options.length)]!;
}

/** Two tables of the same options, one stepping its hands ahead of its context, one through its actor. */
function pair(options: CreateTableOptions) {
  const events: [TableEvent[], TableEvent[]] = [[], []];
  const ahead = createTable({ ...options, clock: () => 0, onEvent: (e) => events[0].push(e) });
  const machine = createTable({ ...options, clock: () => 0, onEvent: (e) => events[1].push(e) });
  void machine.actor; // from here on every command goes through the table machine's actor
  return { tables: [ahead, machine] as [Table, Table], events };
}

/** Plays `hands` hands of random commands at both tables; every `restoreEvery` commands the first table is restored from its save. */
function play(options: CreateTableOptions, seed: number, hands: number, restoreEvery = 0): number {
  const { tables, events } = pair(options);
  const rng = createRng(seed);
  let commands = 0;
  const both = (command: (t: Table) => void) => {
    const outcomes = tables.map((t) => attempt(() => command(t)));
    expect(outcomes[0]).toBe(outcomes[1]);
    commands++;
    const [a, b] = tables;
    expect(a.phase).toBe(b.phase);
    expect(a.toAct).toBe(b.toAct);
    expect(a.legalActions()).toEqual(b.legalActions());
    if (a.toAct !== null) expect(a.view(a.toAct)).toEqual(b.view(b.toAct!));
    if (rng.int(4) === 0) {
      expect(a.context).toEqual(b.context);
      expect(a.chipsInPlay()).toBe(b.chipsInPlay());
      expect(JSON.stringify(a.persist())).toBe(JSON.stringify(b.persist()));
    }
    expect(events[0]).toEqual(events[1]);
    if (restoreEvery > 0 && commands % restoreEvery === 0) {
      const saved = JSON.parse(JSON.stringify(a.persist()));
      a.stop();
      tables[0] = restoreTable(saved, { variant: options.variant, betting: options.betting, clock: () => 0, onEvent: (e) => events[0].push(e) });
    }
  };
  for (let h = 0; h < hands && tables[0].phase !== 'finished'; h++) {
    if (rng.int(3) === 0) {
      const seat = rng.int(options.seats);
      const between = [(t: Table) => t.sitOut(seat), (t: Table) => t.sitIn(seat), (t: Table) => t.rebuy(seat, 100), (t: Table) => t.leave(seat)];
      both(between[rng.int(between.length)]!);
    }
    both((t) => t.deal());
    for (let step = 0; tables[0].phase === 'playing'; step++) {
      if (step > 400) throw new Error('the hand did not finish');
      const r = rng.int(20);
      const seat = rng.int(options.seats);
      if (r === 0) both((t) => t.timeout());
      else if (r === 1) both((t) => t.sitOut(seat));
      else if (r === 2) both((t) => t.sitIn(seat));
      else if (r === 3) both((t) => t.deal()); // refused: a hand is running
      else {
        const action = pick(tables[0].context.handState!.context, tables[0], rng);
        both((t) => t.act(action));
      }
    }
  }
  expect(tables[0].actor.getPersistedSnapshot()).toEqual(tables[1].actor.getPersistedSnapshot());
  expect(tables[0].actor.getSnapshot().context).toEqual(tables[1].actor.getSnapshot().context);
  tables.forEach((t) => t.stop());
  return commands;
}

const players = (n: number, stack: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, stack }));
const cash = (seed: number): CreateTableOptions => ({
  variant: texasHoldem, betting: noLimit(), seats: 6, mode: 'cash', seed, players: players(5, 400),
  schedule: { levels: [{ small: 5, big: 10 }, { small: 10, big: 20, ante: 20 }], every: { hands: 4 } },
  cash: { buyIn: 400, autoRebuy: true, topUpTo: 400, stackCap: 800 },
});
const tournament = (seed: number): CreateTableOptions => ({
  variant: texasHoldem, betting: noLimit(), seats: 4, mode: 'tournament', seed, players: players(4, 1500),
  schedule: { levels: [{ small: 10, big: 20 }, { small: 25, big: 50 }, { small: 50, big: 100 }], every: { hands: 3 } },
});

describe("table: the facade's own hand steps are the table machine's", () => {
  it('R0.3 R0.5 property: a cash table (actions, refused actions, timeouts, sitting out, seat commands) is the same stepped either way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (tableSeed, seed) => {
        expect(play(cash(tableSeed), seed, 6)).toBeGreaterThan(6);
      }),
      { numRuns: 12 },
    );
  });

  it('R0.5 R262 a tournament to its end, stepped either way, with the first table restored from its save every 7 commands', () => {
    expect(play(tournament(8), 2, 150, 7)).toBeGreaterThan(100);
  });

  it('R233 R248 R264 a cash table with bomb pots, the dead button and rake is the same stepped either way', () => {
    for (const [tableSeed, seed] of [[3, 4], [5, 6], [7, 8]] as const) {
      const options: CreateTableOptions = { ...cash(tableSeed), deadButton: true, bombPot: { ante: 10, every: 3 }, rake: { percent: 5, cap: 20 } };
      expect(play(options, seed, 9, tableSeed === 5 ? 6 : 0)).toBeGreaterThan(9);
    }
  });

  it('R0.3 a cash table restored from its save in the middle of hands plays on as the machine does', () => {
    expect(play(cash(21), 5, 12, 5)).toBeGreaterThan(50);
  });
});

describe("table: the log of a hand the facade steps grows in place only while nobody has seen it", () => {
  it('R0.3 a hand state or log read from the table (its context, its events) never changes afterwards', () => {
    for (const seed of [1, 2, 3]) {
      const entries: { entry: unknown; json: string }[] = [];
      const table = createTable({ ...cash(seed), clock: () => 0, onEvent: (e) => { if (e.type === 'hand-log') entries.push({ entry: e.entry, json: JSON.stringify(e.entry) }); } });
      const seen: { log: readonly unknown[]; length: number; json: string; context: HandContext; state: string }[] = [];
      const rng = createRng(seed);
      for (let h = 0; h < 8; h++) {
        table.deal();
        for (let step = 0; table.phase === 'playing'; step++) {
          // read the running hand's log now and then (the table's context is brought up to date)
          if (rng.int(3) === 0) {
            const context = table.context.handState!.context;
            const log = context.log;
            // (the whole hand state too: a step that owns its state in place must never write into one read)
            seen.push({ log, length: log.length, json: JSON.stringify(log), context, state: JSON.stringify(context) });
          }
          // a legal action or, now and then, a refused one (R0.3: nothing changes)
          const legal = table.legalActions()!;
          const actions: PlayerAction[] = [{ type: 'raise', to: 1 }, legal.check ? { type: 'check' } : { type: 'call' }, legal.check ? { type: 'check' } : { type: 'fold' }];
          if (legal.raiseTo !== null) actions.push({ type: 'all-in' }, { type: table.view(legal.seat).street !== 'preflop' && legal.check ? 'bet' : 'raise', to: legal.raiseTo.min });
          attempt(() => table.act(actions[rng.int(actions.length)]!));
        }
      }
      expect(seen.length).toBeGreaterThan(10);
      for (const s of seen) {
        expect(s.log.length).toBe(s.length);
        expect(JSON.stringify(s.log)).toBe(s.json);
        expect(JSON.stringify(s.context)).toBe(s.state);
      }
      for (const e of entries) expect(JSON.stringify(e.entry)).toBe(e.json);
    }
  });
});
