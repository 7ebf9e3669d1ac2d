import { describe, expect, it } from 'vitest';
import { connect, type Client, type RoomView } from '@pokerchart/client';
import { DEFAULT_CLOCK, RoomTable, TableClock, type ClockTimers, type TableConfig } from '../src/index.js';
import { autoPlay, roomForTests, waitFor as waitForShared } from './helpers.js';

/** Timers under the test's control: time moves only when `advance` is called. */
function fakeTimers(): ClockTimers & { advance(ms: number): void } {
  let now = 1000;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 0;
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.push({ at: now + ms, fn, id: ++next });
      return next;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms) {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) {
        timers = timers.filter((x) => x !== t);
        t.fn();
      }
    },
  };
}

const config = (extra: Partial<TableConfig> = {}): TableConfig => ({
  variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seats: 3, seed: 7, buyIn: 200, autoRebuy: false,
  name: null, dealDelayMs: 0, button: null, clock: { actionSeconds: 30, timeBankSeconds: 60, refill: { seconds: 10, everyHands: 2 } }, ...extra,
});

describe('the action clock (R260, R261)', () => {
  it('R260 the clock gives each decision actionSeconds, then the bank, then expires; a new decision starts it again', () => {
    const timers = fakeTimers();
    const expired: string[] = [];
    const clock = new TableClock({ actionSeconds: 30, timeBankSeconds: 60, refill: { seconds: 10, everyHands: 10 } }, (d) => expired.push(d.key), timers);
    clock.sync({ key: 'h1:5', seat: 2, bankMs: 60_000 });
    expect(clock.view()).toEqual({ seat: 2, actionLeftMs: 30_000, bankLeftMs: 60_000 });
    expect(clock.bankLeft(2)).toBeUndefined(); // acting now uses no bank
    timers.advance(40_000);
    expect(clock.view()).toEqual({ seat: 2, actionLeftMs: 0, bankLeftMs: 50_000 });
    expect(clock.bankLeft(2)).toBe(50_000);
    expect(clock.bankLeft(1)).toBeUndefined();
    clock.sync({ key: 'h1:5', seat: 2, bankMs: 60_000 }); // the same decision: keeps running
    timers.advance(49_999);
    expect(expired).toEqual([]);
    timers.advance(1);
    expect(expired).toEqual(['h1:5']);
    clock.sync({ key: 'h1:6', seat: 0, bankMs: 0 });
    expect(clock.view()).toEqual({ seat: 0, actionLeftMs: 30_000, bankLeftMs: 0 });
    clock.sync(null);
    expect(clock.view()).toBeNull();
    timers.advance(100_000);
    expect(expired).toEqual(['h1:5']);
    expect(DEFAULT_CLOCK).toEqual({ actionSeconds: 30, timeBankSeconds: 60, refill: { seconds: 10, everyHands: 10 } });
  });

  it('R260 R261 a room table: the timeout is an act event with timeout: true; banks come from committed events, refill every N hands, and survive a snapshot', () => {
    const key = 'k'.repeat(32);
    const t = RoomTable.load('t1', config({ sitOutAfter: 100 }), null, key);
    ['a', 'b', 'c'].forEach((name, seat) => t.apply({ type: 'join', seat, name, buyIn: 200, tokenHash: 'ab'.repeat(32) }, false));
    t.apply({ type: 'deal', now: 0 }, false);
    const d = t.decision()!;
    expect(d.bankMs).toBe(60_000);
    // the first to act uses 25 s of its bank, then the next times out
    t.apply({ type: 'act', seat: d.seat, action: { type: 'call' }, bankMs: 35_000 }, false);
    expect(t.banks[d.seat]).toBe(35_000);
    const next = t.decision()!;
    expect(next.key).not.toBe(d.key);
    expect(t.timeoutAction()).toEqual({ type: 'fold' });
    t.apply({ type: 'act', seat: next.seat, action: { type: 'fold' }, timeout: true }, false);
    expect(t.banks[next.seat]).toBe(0);
    expect(t.view('spectator').log.filter((e) => e.type === 'acted').map((e) => e.type === 'acted' && e.action.type)).toEqual(['call', 'fold']);
    const snap = t.snapshot(key);
    const again = RoomTable.load('t1', config({ sitOutAfter: 100 }), snap, key);
    expect(again.banks).toEqual(t.banks);
    // after a restart the decision in progress is the same one (full action time again, the bank as committed)
    expect(again.decision()).toEqual(t.decision());
    while (again.phase === 'playing') again.apply({ type: 'act', seat: again.decision()!.seat, action: again.timeoutAction() }, false);
    again.apply({ type: 'deal', now: 0 }, false); // hand 2: every bank grows by 10 s, up to 60 s
    expect(again.banks[d.seat]).toBe(45_000);
    expect(again.banks[next.seat]).toBe(10_000);
    again.stop();
    t.stop();
  });

  it('R262 sitting out by request at a room table; a seat the table removes frees its room seat', () => {
    const key = 'k'.repeat(32);
    const t = RoomTable.load('t2', config({ leaveAfterHands: 2 }), null, key);
    ['a', 'b', 'c'].forEach((name, seat) => t.apply({ type: 'join', seat, name, buyIn: 200, tokenHash: 'ab'.repeat(32) }, false));
    t.apply({ type: 'sit-out', seat: 2 }, false);
    expect(t.view(2).sittingOut).toEqual([false, false, true]);
    for (let h = 0; h < 2; h++) {
      t.apply({ type: 'deal', now: 0 }, false);
      expect(t.view('spectator').seats[2]).toBeNull();
      while (t.phase === 'playing') t.apply({ type: 'act', seat: t.decision()!.seat, action: t.timeoutAction(), timeout: true }, false);
    }
    expect(t.seats[2]).toBeNull();
    expect(t.chipsInPlay()).toBe(t.chipsAccounted());
    expect(() => t.apply({ type: 'sit-in', seat: 2 }, false)).toThrow(expect.objectContaining({ code: 'NOT_SEATED' }));
    t.stop();
  });
});

const room = roomForTests('pc-clock-');
const waitFor = (check: () => boolean | Promise<boolean>, ms = 30_000) => waitForShared(check, ms);

describe('the room on PGlite: clock, sitting out, rake', () => {
  it('R260 R261 R262 a player who never acts: timeouts, then sitting out, then removal; the table keeps dealing', async () => {
    const a = await connect(room().url);
    const { tableId } = await a.createTable({
      seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 3,
      clock: { actionSeconds: 0.05, timeBankSeconds: 0.05 }, sitOutAfter: 2, leaveAfterHands: 3,
    });
    const clients: Client[] = [a, await connect(room().url), await connect(room().url)];
    const errors: Error[] = [];
    const bots = [autoPlay(a, tableId, 1, errors), autoPlay(clients[1]!, tableId, 2, errors)];
    await a.join(tableId, { name: 'p0', buyIn: 200 });
    await clients[1]!.join(tableId, { name: 'p1', buyIn: 200 });
    const idle = clients[2]!;
    const views: RoomView[] = [];
    idle.on('view', (id, v) => id === tableId && views.push(v));
    const { seat } = await idle.join(tableId, { name: 'idle', buyIn: 200 });
    await waitFor(() => views.some((v) => v.names[seat] === null));
    const removedAt = views.find((v) => v.names[seat] === null)!.handNumber;
    await waitFor(async () => (await a.hands(tableId)).length >= removedAt + 2);
    for (const b of bots) b.stop();
    expect(errors).toEqual([]);
    // the countdown was in the views, for the idle seat among others
    expect(views.some((v) => v.clock !== null && v.clock.seat === seat && v.clock.actionLeftMs <= 50)).toBe(true);
    expect(views.some((v) => v.sittingOut[seat] === true)).toBe(true);
    const hands = await a.hands(tableId);
    // it was dealt in until it sat out, and never after that
    const dealtIn = hands.map((h) => (h.players ?? []).includes('idle'));
    expect(dealtIn.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const lastIn = dealtIn.lastIndexOf(true);
    expect(dealtIn.slice(lastIn + 1).every((x) => !x)).toBe(true);
    expect(hands.length - (lastIn + 1)).toBeGreaterThanOrEqual(3);
    for (const h of hands) {
      expect(h.starting_stacks.reduce((t, s) => t + s, 0)).toBe((h.finishing_stacks ?? []).reduce((t, s) => t + s, 0));
    }
    // its timeouts are act events of the table's log (R261)
    const timeouts = await room().room.store.sql.query<{ n: number | string }>("select count(*) as n from pc_events where table_id = $1 and event->>'type' = 'act' and event->>'timeout' = 'true'", [tableId]);
    expect(Number(timeouts[0]!.n)).toBeGreaterThanOrEqual(2);
    for (const c of clients) await c.close();
  }, 90_000);

  it('R262 a client sits out and back in; R264 a raked table records the rake in its histories', async () => {
    const a = await connect(room().url);
    const { tableId } = await a.createTable({
      seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 8, clock: null, rake: { percent: 5, cap: 3 },
    });
    const clients: Client[] = [a, await connect(room().url), await connect(room().url)];
    const errors: Error[] = [];
    const bots = clients.map((c, i) => autoPlay(c, tableId, 10 + i, errors));
    const seats: number[] = [];
    for (const [i, c] of clients.entries()) seats.push((await c.join(tableId, { name: `r${i}`, buyIn: 200 })).seat);
    await waitFor(async () => (await a.hands(tableId)).length >= 3);
    await clients[2]!.sitOut(tableId);
    await waitFor(() => clients[2]!.lastView(tableId)?.sittingOut[seats[2]!] === true);
    const from = (await a.hands(tableId)).length + 1;
    await waitFor(async () => (await a.hands(tableId)).length >= from + 3);
    await clients[2]!.sitIn(tableId);
    await waitFor(() => clients[2]!.lastView(tableId)?.sittingOut[seats[2]!] === false);
    const back = (await a.hands(tableId)).length + 1;
    await waitFor(async () => (await a.hands(tableId)).length >= back + 2);
    for (const b of bots) b.stop();
    expect(errors).toEqual([]);
    const hands = await a.hands(tableId);
    // sitting out: not dealt in from the hand after the request until it came back
    for (const h of hands.filter((x) => (x.hand as number) > from && (x.hand as number) < back - 1)) expect(h.players).not.toContain('r2');
    expect(hands.filter((x) => (x.hand as number) > back).some((h) => h.players!.includes('r2'))).toBe(true);
    // R264: every hand's chips: the start equals the end plus the rake
    let raked = 0;
    for (const h of hands) {
      const rake = (h['_rake'] as number | undefined) ?? 0;
      expect(rake).toBeLessThanOrEqual(3);
      raked += rake;
      expect(h.starting_stacks.reduce((t, s) => t + s, 0)).toBe((h.finishing_stacks ?? []).reduce((t, s) => t + s, 0) + rake);
    }
    expect(raked).toBeGreaterThan(0);
    await expect(a.createTable({ seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, rake: { percent: 0, cap: 1 } })).rejects.toThrow(/R264/);
    await expect(a.createTable({ seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, clock: { actionSeconds: 0, timeBankSeconds: 1 } })).rejects.toThrow(/R260/);
    for (const c of clients) await c.close();
  }, 90_000);
});
