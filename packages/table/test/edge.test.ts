import { noLimit } from '@pokerchart/betting';
import { texasHoldem } from '@pokerchart/variants';
import { describe, expect, it } from 'vitest';
import { createNarrator, createTable, restoreTable, runTable, type TableEvent } from '../src/index.js';

const base = {
  variant: texasHoldem,
  betting: noLimit(),
  seats: 3,
  seed: 5,
  schedule: { levels: [{ small: 10, big: 20 }], every: { hands: 100 } },
  clock: () => 0,
};

describe('table: edge cases', () => {
  it('R22 a hand that is over as soon as it is dealt (everybody all-in on the blinds) is settled and narrated', () => {
    const events: TableEvent[] = [];
    const t = createTable({ ...base, mode: 'tournament', players: [{ name: 'A', stack: 10 }, { name: 'B', stack: 15 }], onEvent: (e) => events.push(e) });
    t.deal();
    expect(t.phase).not.toBe('playing');
    expect(t.lastResult).not.toBeNull();
    expect(t.seats.reduce((s, x) => s + (x?.stack ?? 0), 0)).toBe(25);
    expect(events.map((e) => e.type)).toContain('hand-finished');
    const narrator = createNarrator();
    const lines = events.flatMap((e) => narrator(e));
    expect(lines.some((l) => /^(Flop|River)/.test(l))).toBe(true);
  });

  it('cash top-ups bring short stacks back up before each hand, counted as chips brought in', () => {
    const t = createTable({ ...base, mode: 'cash', cash: { buyIn: 500, topUpTo: 500 }, players: [{ name: 'A', stack: 200 }, { name: 'B', stack: 500 }] });
    t.deal();
    expect(t.hand!.stacks.slice(0, 2)).toEqual([500, 500]);
    expect(t.context.chipsIn).toBe(1000);
    expect(t.seats[0]!.boughtIn).toBe(500);
  });

  it('cash stack cap: chips above it are taken off before each hand and counted, so every hand starts even', () => {
    const t = createTable({ ...base, mode: 'cash', cash: { buyIn: 500, autoRebuy: true, topUpTo: 500, stackCap: 500 }, players: [{ name: 'A', stack: 500 }, { name: 'B', stack: 500 }] });
    for (let h = 0; h < 5; h++) {
      t.deal();
      expect(t.hand!.stacks.slice(0, 2)).toEqual([500, 500]);
      while (t.phase === 'playing') {
        const legal = t.legalActions()!;
        t.act(legal.raiseTo ? { type: 'all-in' } : legal.call !== null ? { type: 'call' } : { type: 'check' });
      }
    }
    const c = t.context;
    const net = c.seats.reduce((sum, s) => sum + (s ? s.stack + s.takenOff - s.boughtIn : 0), 0);
    expect(net).toBe(0);
    expect(c.seats.reduce((sum, s) => sum + (s?.stack ?? 0), 0)).toBe(c.chipsIn - c.chipsOut);
  });

  it('a table persisted between hands restores and deals the same next hand', () => {
    const t = createTable({ ...base, mode: 'cash', players: [{ name: 'A', stack: 500 }, { name: 'B', stack: 500 }, { name: 'C', stack: 500 }] });
    t.deal();
    while (t.phase === 'playing') t.act(t.legalActions()!.check ? { type: 'check' } : { type: 'call' });
    const saved = JSON.parse(JSON.stringify(t.persist()));
    const r = restoreTable(saved, { variant: texasHoldem, betting: noLimit(), clock: () => 0 });
    t.deal();
    r.deal();
    expect(r.hand).toEqual(t.hand);
    expect(r.view(r.toAct!)).toEqual(t.view(t.toAct!));
    expect(() => restoreTable({ ...saved, options: { ...saved.options, variant: 'omaha' } }, { variant: texasHoldem, betting: noLimit() })).toThrow(/saved with variant "omaha"/);
  });

  it('runTable stops with TABLE_BOT_FAILED naming the player when a bot returns an illegal action (R0.3)', () => {
    const cheater = () => ({ type: 'raise' as const, to: 1 });
    expect(() =>
      runTable({ ...base, mode: 'cash', players: [{ name: 'Mallory', stack: 500, bot: cheater }, { name: 'B', stack: 500, bot: cheater }] }),
    ).toThrow(expect.objectContaining({ code: 'TABLE_BOT_FAILED', message: expect.stringMatching(/Mallory|B \(seat/) }));
  });

  it('bad options are refused with the field named', () => {
    expect(() => createTable({ ...base, mode: 'cash', seats: 1 })).toThrow(/table option seats/);
    expect(() => createTable({ ...base, mode: 'cash', schedule: { levels: [], every: { hands: 1 } } })).toThrow(/schedule.levels/);
    expect(() => createTable({ ...base, mode: 'cash', players: [{ name: 'A', stack: -5 }] })).toThrow(/players\[0\].stack/);
    expect(() => createTable({ ...base, mode: 'cash', players: [{ name: 'A', stack: 5, seat: 7 }] })).toThrow(/players\[0\].seat/);
  });
});
