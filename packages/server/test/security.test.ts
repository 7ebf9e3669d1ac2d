import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connect, type Client, type RoomView } from '@pokerchart/client';
import { RestoreError } from '@pokerchart/engine';
import { RoomTable, startRoom, type RoomServer, type TableConfig } from '../src/index.js';
import { tempDir } from './helpers.js';

let server: RoomServer;
const temp = tempDir('pc-room-sec-');

beforeAll(async () => {
  server = await startRoom({ port: 0, data: temp.dir, dealDelayMs: 0, messagesPerSecond: 20, log: () => {} });
}, 120_000);

afterAll(async () => {
  await server?.close();
  temp.remove();
});

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return (e as { code: string }).code;
  }
}

/** A raw WebSocket that collects every message. */
async function raw(url: string): Promise<{ ws: WebSocket; messages: { type: string; id?: number; ok?: boolean; error?: { code: string }; view?: RoomView }[]; next: (id: number) => Promise<{ ok: boolean; error?: { code: string } }> }> {
  const ws = new WebSocket(url);
  const messages: { type: string; id?: number; ok?: boolean; error?: { code: string } }[] = [];
  ws.on('message', (d) => messages.push(JSON.parse(String(d))));
  await new Promise((r) => ws.once('open', r));
  const next = async (id: number) => {
    for (let i = 0; i < 500; i++) {
      const m = messages.find((x) => x.type === 'result' && x.id === id);
      if (m) return m as { ok: boolean; error?: { code: string } };
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no answer to ${id}`);
  };
  return { ws, messages, next };
}

async function headsUp(): Promise<{ tableId: string; adminToken: string; a: Client; b: Client; ta: string; tb: string; sa: number }> {
  const a = await connect(server.url);
  const b = await connect(server.url);
  const { tableId, adminToken } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 1, dealDelayMs: 0 });
  const ja = await a.join(tableId, { name: 'a', buyIn: 100 });
  const jb = await b.join(tableId, { name: 'b', buyIn: 100 });
  for (let i = 0; i < 200 && (await a.view(tableId)).phase !== 'playing'; i++) await new Promise((r) => setTimeout(r, 10));
  return { tableId, adminToken, a, b, ta: ja.token, tb: jb.token, sa: ja.seat };
}

describe('room security', () => {
  it('a forged token and another table\'s token are refused with BAD_TOKEN; a seat token gives its own seat only', async () => {
    const t1 = await headsUp();
    const t2 = await headsUp();
    const c = await connect(server.url);
    expect(await codeOf(c.resume(t1.tableId, 'forged-token-forged-token-forged'))).toBe('BAD_TOKEN');
    expect(await codeOf(c.resume(t1.tableId, t2.ta))).toBe('BAD_TOKEN');
    expect(await c.resume(t1.tableId, t1.tb)).toEqual({ seat: 1 - t1.sa });
    for (const x of [t1.a, t1.b, t2.a, t2.b, c]) await x.close();
  }, 60_000);

  it('R48 acting out of turn, or at a table where this connection holds no seat, is refused', async () => {
    const { tableId, a, b, sa } = await headsUp();
    const view = await a.view(tableId);
    const [mine, other] = view.toAct === sa ? [a, b] : [b, a];
    expect(await codeOf(other.act(tableId, { type: 'call' }))).toBe('NOT_YOUR_TURN');
    const stranger = await connect(server.url);
    await stranger.view(tableId);
    expect(await codeOf(stranger.act(tableId, { type: 'call' }))).toBe('NOT_SEATED');
    expect(await codeOf(mine.act(tableId, { type: 'call' }))).toBe('ok');
    for (const x of [a, b, stranger]) await x.close();
  }, 60_000);

  it('R0.3 a replayed act message is refused with STALE and changes nothing', async () => {
    const { tableId, a, b, ta, tb, sa } = await headsUp();
    const view = await a.view(tableId);
    const token = view.toAct === sa ? ta : tb;
    const r = await raw(server.url);
    r.ws.send(JSON.stringify({ id: 1, type: 'resume', tableId, token }));
    expect((await r.next(1)).ok).toBe(true);
    const act = { type: 'act', tableId, action: { type: 'call' }, handNumber: view.handNumber, actionIndex: view.actionIndex };
    r.ws.send(JSON.stringify({ ...act, id: 2 }));
    expect((await r.next(2)).ok).toBe(true);
    const after = await a.view(tableId);
    r.ws.send(JSON.stringify({ ...act, id: 3 })); // the same message again
    const replay = await r.next(3);
    expect(replay.ok).toBe(false);
    expect(['STALE', 'NOT_YOUR_TURN']).toContain(replay.error!.code);
    expect((await a.view(tableId)).actionIndex).toBe(after.actionIndex);
    r.ws.close();
    await a.close();
    await b.close();
  }, 60_000);

  it('createTable refuses options it cannot serve with BAD_REQUEST, naming them', async () => {
    const c = await connect(server.url);
    const base = { seats: 3, variant: 'holdem', betting: 'no-limit' as const, blinds: { small: 1, big: 2 } };
    expect(await codeOf(c.createTable({ ...base, mode: 'tournament' }))).toBe('BAD_REQUEST');
    expect(await codeOf(c.createTable({ ...base, blinds: { small: 5, big: 2 } }))).toBe('BAD_REQUEST');
    expect(await codeOf(c.createTable({ ...base, variant: 'no-such-game' }))).toBe('BAD_REQUEST');
    expect(await codeOf(c.createTable({ ...base, seats: 40 }))).toBe('BAD_REQUEST');
    expect(await codeOf(c.createTable({ ...base, schedule: { levels: [{ small: 1, big: 2 }, { small: 2, big: 4 }], every: { hands: 5 } } }))).toBe('ok');
    await c.close();
  }, 60_000);

  it('only the admin token changes a table', async () => {
    const { tableId, adminToken, a, b } = await headsUp();
    expect(await codeOf(a.admin(tableId, 'not-the-admin-token', { type: 'pause' }))).toBe('BAD_TOKEN');
    expect(await codeOf(a.admin(tableId, adminToken, { type: 'pause' }))).toBe('ok');
    await a.close();
    await b.close();
  }, 60_000);

  it('malformed, oversized and flooding messages get typed errors and the node serves on', async () => {
    const r = await raw(server.url);
    r.ws.send('{not json');
    r.ws.send(JSON.stringify({ id: 1, type: 'act', tableId: 'x', action: { type: 'call' }, pad: 'x'.repeat(20_000) }));
    r.ws.send(JSON.stringify({ id: 2, type: 'explode' }));
    r.ws.send(JSON.stringify({ id: 3, type: 'join', tableId: { $ne: 1 }, name: 'x', buyIn: 1 }));
    const bad = await r.next(2);
    expect(bad.error!.code).toBe('BAD_MESSAGE');
    expect((await r.next(3)).error!.code).toBe('BAD_REQUEST');
    for (let i = 0; i < 200; i++) r.ws.send(JSON.stringify({ id: 100 + i, type: 'listTables' }));
    await new Promise((res) => setTimeout(res, 300));
    const codes = r.messages.filter((m) => m.type === 'result' && m.ok === false).map((m) => m.error!.code);
    expect(codes).toContain('BAD_MESSAGE');
    expect(codes).toContain('MESSAGE_TOO_LARGE');
    expect(codes).toContain('RATE_LIMITED');
    r.ws.close();
    const c = await connect(server.url);
    expect(Array.isArray(await c.listTables())).toBe(true);
    const res = await fetch(`http://127.0.0.1:${server.port}/health`);
    expect(res.status).toBe(200);
    await c.close();
  }, 60_000);

  it('an edited snapshot is refused with BAD_SIGNATURE (a table is never loaded from an unsigned or edited save)', () => {
    const config: TableConfig = { variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seats: 2, seed: 4, buyIn: 100, autoRebuy: false, name: null, dealDelayMs: 0 };
    const t = RoomTable.load('t', config, null, 'k');
    t.apply({ type: 'join', seat: 0, name: 'a', buyIn: 100, tokenHash: 'aa' }, false);
    t.apply({ type: 'join', seat: 1, name: 'b', buyIn: 100, tokenHash: 'bb' }, false);
    const snap = JSON.parse(JSON.stringify(t.snapshot('k')));
    expect(RoomTable.load('t', config, JSON.parse(JSON.stringify(snap)), 'k').chipsInPlay()).toBe(200);
    const edited = JSON.parse(JSON.stringify(snap));
    edited.seats[1].tokenHash = 'aa'; // seat 1 taken over with seat 0's token
    const code = (() => {
      try {
        RoomTable.load('t', config, edited, 'k');
        return 'loaded';
      } catch (e) {
        expect(e).toBeInstanceOf(RestoreError);
        return (e as RestoreError).code;
      }
    })();
    expect(code).toBe('BAD_SIGNATURE');
  });
});
