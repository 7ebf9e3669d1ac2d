// The lobby and spectators (R265).
import { describe, expect, it } from 'vitest';
import { connect, type RoomView } from '@pokerchart/client';
import { autoPlay, roomForTests, waitFor } from './helpers.js';

const room = roomForTests('pc-room-lobby-');

describe('R265 the lobby', () => {
  it('lists every table with its id, name, game, stakes, seats and seats taken, and the tournaments', async () => {
    const a = await connect(room().url);
    const b = await connect(room().url);
    const named = await a.createTable({ seats: 6, variant: 'omaha', betting: 'pot-limit', blinds: { small: 2, big: 5 }, name: 'High PLO' });
    const plain = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 } });
    await a.join(named.tableId, { name: 'a', buyIn: 500 });
    await b.join(named.tableId, { name: 'b', buyIn: 500 });
    await b.join(plain.tableId, { name: 'b', buyIn: 200 });
    let lobby = await a.lobby();
    await waitFor(async () => {
      lobby = await a.lobby();
      return lobby.tables.find((t) => t.tableId === named.tableId)?.players === 2 && lobby.tables.find((t) => t.tableId === plain.tableId)?.players === 1;
    });
    expect(lobby.tables.find((t) => t.tableId === named.tableId)).toEqual({
      tableId: named.tableId, name: 'High PLO', variant: 'omaha', betting: 'pot-limit', blinds: { small: 2, big: 5 }, seats: 6, players: 2,
    });
    const second = lobby.tables.find((t) => t.tableId === plain.tableId)!;
    expect(second.name).toMatch(/hold.?em.*no-limit 1\/2/i);
    expect(lobby.tournaments).toEqual([]);
    await b.leave(plain.tableId);
    await waitFor(async () => (await a.lobby()).tables.find((t) => t.tableId === plain.tableId)?.players === 0);
    await a.close();
    await b.close();
  }, 60_000);
});

describe('R265 spectators', () => {
  it('watch() sends spectator views only, and a player\'s own view never goes to another connection', async () => {
    const a = await connect(room().url);
    const b = await connect(room().url);
    const watcher = await connect(room().url);
    const { tableId } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 31 });
    const got = new Map<string, RoomView[]>([['a', []], ['b', []], ['w', []]]);
    a.on('view', (id, v) => id === tableId && got.get('a')!.push(v));
    b.on('view', (id, v) => id === tableId && got.get('b')!.push(v));
    watcher.on('view', (id, v) => id === tableId && got.get('w')!.push(v));
    await watcher.watch(tableId);
    const errors: Error[] = [];
    const bots = [autoPlay(a, tableId, 1, errors), autoPlay(b, tableId, 2, errors)];
    const sa = (await a.join(tableId, { name: 'a', buyIn: 200 })).seat;
    const sb = (await b.join(tableId, { name: 'b', buyIn: 200 })).seat;
    await waitFor(async () => (await a.hands(tableId)).length >= 5);
    for (const x of bots) x.stop();
    expect(got.get('w')!.length).toBeGreaterThan(10);
    for (const v of got.get('a')!) expect(v.viewer).toBe(sa);
    for (const v of got.get('b')!) expect(v.viewer).toBe(sb);
    for (const v of got.get('w')!) {
      expect(v.viewer).toBe('spectator');
      expect(v.legalActions).toBeNull();
      v.seats.forEach((s, i) => {
        if (s === null || s.holeCards === null) return;
        const shown = v.isComplete || v.log.some((e) => (e.type === 'exposed' || e.type === 'shown') && ((e as { seat?: number }).seat === i || ((e as { seats?: number[] }).seats ?? []).includes(i)));
        expect(shown, `hand ${v.handNumber}: seat ${i}'s cards shown to a spectator at action ${v.actionIndex}`).toBe(true);
      });
    }
    // a watcher who holds no seat cannot act
    expect(await watcher.act(tableId, { type: 'fold' }).then(() => 'ok', (e: { code: string }) => e.code)).toBe('NOT_SEATED');
    expect(errors).toEqual([]);
    for (const x of [a, b, watcher]) await x.close();
  }, 60_000);
});
