import { describe, expect, it } from 'vitest';
import { connect, type Client, type RoomView } from '@pokerchart/client';
import { parsePhh, replayPhh, serializePhh } from '@pokerchart/phh';
import { autoPlay, checkHistories, roomForTests, waitFor } from './helpers.js';

const room = roomForTests('pc-room-');

describe('the room on PGlite', () => {
  it('GET /health answers 200 once ready', async () => {
    const res = await fetch(`http://127.0.0.1:${room().port}/health`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
  });

  it('three clients play hands by themselves; histories count every hand once and keep the chips', async () => {
    const a = await connect(room().url);
    const { tableId } = await a.createTable({ seats: 3, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 5 });
    const clients: Client[] = [a, await connect(room().url), await connect(room().url)];
    const errors: Error[] = [];
    const seats = new Map<number, number>();
    const bots = [];
    for (const [i, c] of clients.entries()) {
      bots.push(autoPlay(c, tableId, i + 1, errors));
      const { seat } = await c.join(tableId, { name: `p${i}`, buyIn: 200 });
      seats.set(seat, 200);
    }
    await waitFor(async () => (await a.hands(tableId)).length >= 10);
    for (const b of bots) b.stop();
    expect(errors).toEqual([]);
    const hands = await a.hands(tableId);
    expect(checkHistories(hands, seats)).toEqual([]);
    for (const c of clients) await c.close();
  }, 60_000);

  it('a client never receives another seat\'s down cards before they are shown', async () => {
    const a = await connect(room().url);
    const b = await connect(room().url);
    const { tableId } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 9 });
    const seen: RoomView[] = [];
    a.on('view', (_t, v) => seen.push(v));
    const errors: Error[] = [];
    const bots = [autoPlay(a, tableId, 3, errors), autoPlay(b, tableId, 4, errors)];
    const { seat } = await a.join(tableId, { name: 'a', buyIn: 100 });
    await b.join(tableId, { name: 'b', buyIn: 100 });
    await waitFor(async () => (await a.hands(tableId)).length >= 5);
    for (const x of bots) x.stop();
    expect(seen.length).toBeGreaterThan(10);
    for (const v of seen) {
      v.seats.forEach((s, i) => {
        if (i === seat || s === null || s.holeCards === null) return;
        // another seat's cards only once the hand is over and they were shown (R126), or all-in exposed (R127)
        const shown = v.log.some((e) => (e.type === 'exposed' || e.type === 'shown') && (e as { seat?: number }).seat === i) || v.isComplete;
        expect(shown, `hand ${v.handNumber} seat ${i} cards seen at action ${v.actionIndex}`).toBe(true);
      });
    }
    await a.close();
    await b.close();
  }, 60_000);

  it('R270 hands() numbers PHH seats from 1 within seat_count: the records read back with @pokerchart/phh and replay', async () => {
    const clients = await Promise.all([0, 1, 2].map(() => connect(room().url)));
    const { tableId, adminToken } = await clients[0]!.createTable({ seats: 6, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 13 });
    const errors: Error[] = [];
    const bots = clients.map((c, i) => autoPlay(c, tableId, 60 + i, errors));
    const joined = new Map<string, number>();
    for (const [i, c] of clients.entries()) joined.set(`p${i}`, (await c.join(tableId, { name: `p${i}`, buyIn: 200 })).seat);
    await waitFor(async () => (await clients[0]!.hands(tableId)).length >= 4);
    for (const b of bots) b.stop();
    const hands = await clients[0]!.hands(tableId, { adminToken });
    for (const record of hands) {
      const back = parsePhh(serializePhh(record));
      expect(back.seat_count).toBe(6);
      expect(new Set(back.seats).size).toBe(back.seats!.length);
      for (const seat of back.seats!) {
        expect(seat).toBeGreaterThanOrEqual(1);
        expect(seat).toBeLessThanOrEqual(back.seat_count!);
      }
      // each player sits where the room seated them (PHH seat = the room's seat + 1)
      back.players!.forEach((name, p) => expect(back.seats![p]).toBe(joined.get(name)! + 1));
      expect(replayPhh(back).finishingStacks).toEqual(record.finishing_stacks);
    }
    expect(errors).toEqual([]);
    for (const c of clients) await c.close();
  }, 60_000);
});
