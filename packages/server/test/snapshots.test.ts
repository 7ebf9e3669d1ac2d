// When a room takes a table's snapshot, and that loading from one gives the table that replaying its whole log gives; and the node options that set it (and the other counts and times) are checked.
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteSql, Room, RoomStore, RoomTable, startRoom, type RoomEvent, type TableSnapshot } from '../src/index.js';
import { roomBots, tempDir, waitFor } from './helpers.js';

const temp = tempDir('pc-room-snapshots-');
afterAll(() => temp.remove());

/** A store that records every snapshot it is given, in order (the database keeps the newest two), and the type of every event appended. */
class RecordingStore extends RoomStore {
  readonly taken: TableSnapshot[] = [];
  readonly types = new Map<number, string>();
  override queueSnapshot(tableId: string, snapshot: TableSnapshot): Promise<void> {
    this.taken.push(snapshot);
    return super.queueSnapshot(tableId, snapshot);
  }
  override append(tableId: string, seq: number, event: RoomEvent, hands: Parameters<RoomStore['append']>[3], nodeId: string): Promise<void> {
    this.types.set(seq, event.type);
    return super.append(tableId, seq, event, hands, nodeId);
  }
  /** Whether both kinds of snapshot were taken: one at a deal, one after twice `every` events without one. */
  bothKinds(): boolean {
    const atDeals = this.taken.filter((x) => this.types.get(x.seq) === 'deal').length;
    return atDeals > 0 && atDeals < this.taken.length;
  }
}

/** Three bots playing a new No Limit table of `room`, as in the room scripts. */
const playing = (room: Room) => roomBots(room, { seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 7, dealDelayMs: 0, cash: { buyIn: 200, autoRebuy: true } });

describe('table snapshots', () => {
  it('are taken at the first deal once snapshotEvery events have passed, else after twice that many, and load to the table its whole log gives', async () => {
    const sql = await pgliteSql(`${temp.dir}/db`);
    const store = new RecordingStore(sql);
    await store.init('k');
    const key = 'k'.repeat(64);
    const every = 8;
    const room = new Room(store, { url: 'ws://unit', key, dealDelayMs: 0, leaseMs: 60_000, snapshotEvery: every, log: () => {} });
    try {
      const bots = await playing(room);
      const { tableId } = bots;
      // play until eight snapshots, and both kinds, were taken (a hand that runs past twice `every` events comes soon)
      await waitFor(async () => store.taken.length >= 8 && store.bothKinds(), 60_000, 'eight snapshots of both kinds');
      expect(bots.stop()).toEqual([]);
      await waitFor(async () => (await store.snapshots(tableId)).some((x) => x.seq === store.taken.at(-1)!.seq), 10_000, 'the last snapshot written');
      const events = await store.events(tableId, 0);
      const atDeal = (x: TableSnapshot) => store.types.get(x.seq) === 'deal';
      let previous = 0;
      let atDeals = 0;
      let capped = 0;
      for (const snapshot of store.taken) {
        const { seq } = snapshot;
        const since = seq - previous;
        // never sooner than `every` events after the last; at a deal, or exactly at twice `every`
        expect(since, `snapshot at event ${seq}`).toBeGreaterThanOrEqual(every);
        if (atDeal(snapshot)) atDeals++;
        else {
          expect(since, `snapshot at event ${seq} (a ${store.types.get(seq)})`).toBe(2 * every);
          capped++;
        }
        previous = seq;
      }
      expect(atDeals).toBeGreaterThan(0);
      expect(capped).toBeGreaterThan(0);
      // a snapshot taken just after a deal, and one taken mid-hand, each load (with the events after
      // it) to the table that its whole log gives
      const config = (await store.table(tableId))!.config;
      const whole = RoomTable.load(tableId, config, null, key);
      for (const { event } of events) whole.apply(event, false);
      const spectator = (t: RoomTable) => JSON.stringify({ ...t.view('spectator'), clock: null });
      for (const snapshot of [store.taken.find(atDeal)!, store.taken.find((x) => !atDeal(x))!]) {
        const loaded = RoomTable.load(tableId, config, JSON.parse(JSON.stringify(snapshot)) as TableSnapshot, key);
        expect(loaded.seq).toBe(snapshot.seq);
        for (const { event } of events.filter((e) => e.seq > snapshot.seq)) loaded.apply(event, false);
        expect(spectator(loaded)).toBe(spectator(whole));
        loaded.stop();
      }
      whole.stop();
    } finally {
      await room.close();
      await sql.close();
    }
  }, 120_000);

  it('are taken every 200 events by default: the first at the first deal from event 200 on', async () => {
    const sql = await pgliteSql(`${temp.dir}/db-default`);
    const store = new RecordingStore(sql);
    await store.init('k');
    const room = new Room(store, { url: 'ws://unit', key: 'k'.repeat(64), dealDelayMs: 0, leaseMs: 60_000, log: () => {} });
    try {
      const bots = await playing(room);
      await waitFor(async () => store.taken.length >= 1, 60_000, 'the first snapshot');
      expect(bots.stop()).toEqual([]);
      const first = store.taken[0]!;
      expect(first.seq).toBeGreaterThanOrEqual(200);
      expect(first.seq === 400 || store.types.get(first.seq) === 'deal', `the first snapshot, at event ${first.seq} (a ${store.types.get(first.seq)})`).toBe(true);
      // no deal between event 200 and the first snapshot went without one
      for (let seq = 200; seq < first.seq; seq++) expect(store.types.get(seq), `event ${seq}`).not.toBe('deal');
    } finally {
      await room.close();
      await sql.close();
    }
  }, 120_000);
});

describe("a room node's numeric options", () => {
  it.each([
    ['snapshotEvery', -1],
    ['snapshotEvery', 2.5],
    ['leaseMs', 0],
    ['dealDelayMs', Number.NaN],
    ['tournamentSnapshotEvery', -50],
  ])('refuses %s %s with BAD_OPTIONS, naming it, before it touches its store', (name, value) => {
    const untouched = new Proxy({}, { get: (_, p) => { throw new Error(`the store was used (${String(p)})`); } }) as RoomStore;
    expect(() => new Room(untouched, { url: 'ws://unit', key: 'k'.repeat(64), [name]: value })).toThrow(expect.objectContaining({ code: 'BAD_OPTIONS', message: expect.stringContaining(`${name} must be a whole number`) }));
  });
  it('takes the options in their ranges (0 where 0 means none or at once)', () => {
    const store = new Proxy({}, { get: () => undefined }) as unknown as RoomStore;
    expect(() => new Room(store, { url: 'ws://unit', key: 'k'.repeat(64), snapshotEvery: 0, dealDelayMs: 0, idleUnloadMs: 0, tournamentSnapshotEvery: 0, leaseMs: 500 })).not.toThrow();
  });
});

describe('startRoom with an option out of its range', () => {
  it('refuses it with BAD_OPTIONS before it opens a database or a port', async () => {
    const data = `${temp.dir}/never`;
    await expect(startRoom({ port: 0, data, snapshotEvery: -1, log: () => {} })).rejects.toMatchObject({ code: 'BAD_OPTIONS' });
    expect(existsSync(data)).toBe(false);
  });
});
