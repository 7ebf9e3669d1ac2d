import { createRng } from '@pokerchart/cards';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceMove, drawSeats, rankEliminations, tableToBreak } from '../src/index.js';

const occ = (s: string) => [...s].map((c) => c === 'x');

describe('seats, balancing and breaking', () => {
  it('R240 the starting draw: as few tables as hold everyone, counts within one, each seat once', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 400 }), fc.integer({ min: 2, max: 10 }), fc.integer(), (n, size, seed) => {
      const draw = drawSeats(n, size, createRng(seed));
      const tables = Math.ceil(n / size);
      const counts = new Array(tables).fill(0);
      const seen = new Set<string>();
      for (const d of draw) {
        counts[d.table]++;
        expect(d.seat).toBeLessThan(size);
        seen.add(`${d.table}:${d.seat}`);
      }
      expect(seen.size).toBe(n);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }));
  });

  it('R243 balancing moves the player due the big blind at the full table to the worst open seat of the short table', () => {
    // table 1 has 9 (last big blind seat 4: seat 5 is due it); table 2 has 7 (last big blind seat 2; seats 3 and 7 open)
    const move = balanceMove([
      { id: 1, occupied: occ('xxxxxxxxx'), lastBigBlind: 4 },
      { id: 2, occupied: occ('xxx.xxx.x'), lastBigBlind: 2 },
    ]);
    expect(move).toEqual({ from: 1, fromSeat: 5, to: 2, toSeat: 3 });
    // the open seat after the last big blind comes first even when it wraps around the table
    expect(balanceMove([
      { id: 1, occupied: occ('xxxx.xxxx'), lastBigBlind: 8 },
      { id: 2, occupied: occ('.xxxxx.x.'), lastBigBlind: 6 },
    ])).toEqual({ from: 1, fromSeat: 0, to: 2, toSeat: 8 });
  });

  it('R243 no move when no table is two or more over another', () => {
    expect(balanceMove([
      { id: 1, occupied: occ('xxxxxxxx.'), lastBigBlind: 0 },
      { id: 2, occupied: occ('xxxxxxx..'), lastBigBlind: 0 },
    ])).toBeNull();
  });

  it('R243 property: moves one at a time until every table is within one of every other', () => {
    fc.assert(fc.property(fc.array(fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), { minLength: 2, maxLength: 6 }), (tables) => {
      const ts = tables.map((o, i) => ({ id: i + 1, occupied: o.slice(), lastBigBlind: i % 9 }));
      for (let k = 0; k < 100; k++) {
        const m = balanceMove(ts);
        if (m === null) break;
        const from = ts.find((t) => t.id === m.from)!;
        const to = ts.find((t) => t.id === m.to)!;
        expect(from.occupied[m.fromSeat]).toBe(true);
        expect(to.occupied[m.toSeat]).toBe(false);
        from.occupied[m.fromSeat] = false;
        to.occupied[m.toSeat] = true;
      }
      const counts = ts.map((t) => t.occupied.filter(Boolean).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }));
  });

  it('R244 a table breaks exactly when the players fit in one fewer table, the highest number first', () => {
    expect(tableToBreak(27, [1, 2, 3, 4], 9)).toBe(4);
    expect(tableToBreak(28, [1, 2, 3, 4], 9)).toBeNull();
    expect(tableToBreak(18, [1, 2, 5], 9)).toBe(5);
    expect(tableToBreak(5, [3], 9)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 2, max: 10 }), (players, tables, size) => {
      const ids = Array.from({ length: tables }, (_, i) => i + 1);
      const fits = tables >= 2 && players <= (tables - 1) * size;
      expect(tableToBreak(players, ids, size) !== null).toBe(fits);
    }));
  });

  it('R247 same hand at one table: more chips at the start finishes higher, equal stacks tie', () => {
    const tiers = rankEliminations([{ key: 'a', table: 1, startStack: 500 }, { key: 'b', table: 1, startStack: 900 }, { key: 'c', table: 1, startStack: 500 }], false);
    expect(tiers.get('b')!).toBeGreaterThan(tiers.get('a')!);
    expect(tiers.get('a')).toBe(tiers.get('c'));
  });

  it('R247 hand-for-hand: players busted at different tables tie', () => {
    const t1 = rankEliminations([{ key: 'a', table: 1, startStack: 300 }], true);
    const t2 = rankEliminations([{ key: 'b', table: 2, startStack: 9000 }], true);
    expect(t1.get('a')).toBe(t2.get('b'));
  });
});
