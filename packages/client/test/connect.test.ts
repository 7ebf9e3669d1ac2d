import { describe, expect, it } from 'vitest';
import { applyViewDelta, connect, RoomClientError, type RoomView, type RoomViewDelta, type WebSocketLike } from '../src/index.js';

type Handler = (socket: FakeSocket, message: Record<string, unknown>) => void;

/** A WebSocket stand-in: each URL has a handler that answers the requests sent to it. */
class FakeSocket implements WebSocketLike {
  static handlers = new Map<string, Handler>();
  static sent: { url: string; message: Record<string, unknown> }[] = [];
  static nodes = new Map<string, string[]>();
  static open = new Set<FakeSocket>();
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    setTimeout(() => {
      if (!FakeSocket.handlers.has(url)) return this.onerror?.({});
      this.readyState = 1;
      FakeSocket.open.add(this);
      this.onopen?.({});
      this.reply({ type: 'hello', node: url, nodes: FakeSocket.nodes.get(url) ?? [url] });
    }, 0);
  }
  send(data: string): void {
    const message = JSON.parse(data) as Record<string, unknown>;
    FakeSocket.sent.push({ url: this.url, message });
    setTimeout(() => FakeSocket.handlers.get(this.url)!(this, message), 0);
  }
  reply(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    FakeSocket.open.delete(this);
    this.onclose?.({});
  }
}

const ok = (s: FakeSocket, m: Record<string, unknown>, result: unknown) => s.reply({ type: 'result', id: m['id'], ok: true, result });
const fail = (s: FakeSocket, m: Record<string, unknown>, code: string, url?: string) =>
  s.reply({ type: 'result', id: m['id'], ok: false, error: { code, message: code, ...(url ? { url } : {}) } });

describe('connect', () => {
  it('follows a REDIRECT to the owner, taking the seat back there with its token first', async () => {
    FakeSocket.sent = [];
    FakeSocket.handlers.set('ws://a', (s, m) => (m['type'] === 'join' ? ok(s, m, { seat: 2, token: 'tok' }) : fail(s, m, 'REDIRECT', 'ws://b')));
    FakeSocket.handlers.set('ws://b', (s, m) => {
      if (m['type'] === 'resume') {
        s.reply({ type: 'view', tableId: 't', view: { handNumber: 4, actionIndex: 7, toAct: 2, viewer: 2 } });
        ok(s, m, { seat: 2 });
      } else ok(s, m, null);
    });
    const client = await connect('ws://a', { WebSocket: FakeSocket });
    expect(await client.join('t', { name: 'x', buyIn: 10 })).toEqual({ seat: 2, token: 'tok' });
    await client.act('t', { type: 'call' });
    const atB = FakeSocket.sent.filter((x) => x.url === 'ws://b').map((x) => x.message);
    expect(atB.map((m) => m['type'])).toEqual(['resume', 'act']);
    expect(atB[0]!['token']).toBe('tok');
    // the action names the position of the latest view, so a replay of it is refused by the room
    expect(atB[1]).toMatchObject({ handNumber: 4, actionIndex: 7, action: { type: 'call' } });
    await client.close();
  });

  it('an action keeps the position of the view it was chosen from when a resume on a new node brings a later view (the room answers STALE, never applies it to the later decision)', async () => {
    FakeSocket.sent = [];
    FakeSocket.handlers.set('ws://d', (s, m) => {
      if (m['type'] === 'join') {
        s.reply({ type: 'view', tableId: 't', view: { handNumber: 4, actionIndex: 7, toAct: 2, viewer: 2 } });
        return ok(s, m, { seat: 2, token: 'tok' });
      }
      fail(s, m, 'REDIRECT', 'ws://e');
    });
    FakeSocket.handlers.set('ws://e', (s, m) => {
      if (m['type'] === 'resume') {
        // meanwhile the seat timed out and the hand went on: the resume's view is further along
        s.reply({ type: 'view', tableId: 't', view: { handNumber: 4, actionIndex: 9, toAct: 2, viewer: 2 } });
        ok(s, m, { seat: 2 });
      } else ok(s, m, null);
    });
    const client = await connect('ws://d', { WebSocket: FakeSocket });
    await client.join('t', { name: 'x', buyIn: 10 });
    await client.act('t', { type: 'call' });
    const act = FakeSocket.sent.filter((x) => x.url === 'ws://e' && x.message['type'] === 'act').map((x) => x.message);
    expect(act).toHaveLength(1);
    expect(act[0]).toMatchObject({ handNumber: 4, actionIndex: 7, action: { type: 'call' } });
    await client.close();
  });

  it('a refusal rejects with a RoomClientError carrying the code; UNAVAILABLE is retried until it passes', async () => {
    let tries = 0;
    FakeSocket.handlers.set('ws://c', (s, m) => {
      if (m['type'] === 'resume') return fail(s, m, 'BAD_TOKEN');
      if (++tries < 3) return fail(s, m, 'UNAVAILABLE');
      ok(s, m, { handNumber: 1 });
    });
    const client = await connect('ws://c', { WebSocket: FakeSocket, retryMs: 5000 });
    const error = await client.resume('t', 'forged').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RoomClientError);
    expect((error as RoomClientError).code).toBe('BAD_TOKEN');
    expect(await client.view('t')).toEqual({ handNumber: 1 });
    expect(tries).toBe(3);
    await client.close();
  });

  it('a request whose connection closes rejects with DISCONNECTED', async () => {
    FakeSocket.handlers.set('ws://d', (s) => s.close());
    const client = await connect('ws://d', { WebSocket: FakeSocket });
    const error = (await client.listTables().catch((e: unknown) => e)) as RoomClientError;
    expect(error.code).toBe('DISCONNECTED');
  });

  it('a request left unanswered for timeoutMs rejects with DISCONNECTED, while the ones answered meanwhile resolve (one timer for the connection)', async () => {
    // the first request is never answered; every later one is, and the connection stays open
    let seen = 0;
    FakeSocket.handlers.set('ws://slow', (s, m) => {
      if (seen++ > 0) ok(s, m, []);
    });
    const client = await connect('ws://slow', { WebSocket: FakeSocket, timeoutMs: 60 });
    const lost = client.listTables().catch((e: unknown) => e);
    expect(await client.listTables()).toEqual([]);
    expect(await client.listTables()).toEqual([]);
    const error = (await lost) as RoomClientError;
    expect(error).toBeInstanceOf(RoomClientError);
    expect(error.code).toBe('DISCONNECTED');
    expect(error.message).toContain('no answer');
    // a request after the timeout still gets its own full wait and its answer
    expect(await client.listTables()).toEqual([]);
    await client.close();
  });

  it('applyViewDelta rebuilds the log from the entries kept and the new ones, leaving the view before unchanged', () => {
    const before = { handNumber: 1, actionIndex: 2, log: [{ type: 'a' }, { type: 'b' }, { type: 'c' }] } as unknown as RoomView;
    const after = applyViewDelta(before, { set: { actionIndex: 3 }, logFrom: 2, log: [{ type: 'd' }, { type: 'e' }] } as unknown as RoomViewDelta);
    expect(after.log).toEqual([{ type: 'a' }, { type: 'b' }, { type: 'd' }, { type: 'e' }]);
    expect(after.log[0]).toBe(before.log[0]);
    expect(before.log).toHaveLength(3);
    expect(after.actionIndex).toBe(3);
    expect(applyViewDelta(before, { logFrom: 1 } as unknown as RoomViewDelta).log).toEqual([{ type: 'a' }]);
    // a log neither cut nor added to is the same array, as every unchanged part is
    expect(applyViewDelta(before, { set: { actionIndex: 4 }, logFrom: 3 } as unknown as RoomViewDelta).log).toBe(before.log);
    expect(applyViewDelta(before, { set: { actionIndex: 4 } } as unknown as RoomViewDelta).log).toBe(before.log);
  });

  it('applyViewDelta replaces the log entries of at.log before it appends the new ones', () => {
    const before = { handNumber: 1, log: [{ type: 'a' }, { type: 'b' }, { type: 'c' }] } as unknown as RoomView;
    const after = applyViewDelta(before, { set: {}, at: { log: { 1: { type: 'B' } } }, logFrom: 3, log: [{ type: 'd' }] } as unknown as RoomViewDelta);
    expect(after.log).toEqual([{ type: 'a' }, { type: 'B' }, { type: 'c' }, { type: 'd' }]);
    expect(after.log[2]).toBe(before.log[2]);
    expect(before.log).toEqual([{ type: 'a' }, { type: 'b' }, { type: 'c' }]);
    expect(applyViewDelta(before, { set: {}, at: { log: { 0: { type: 'A' } } } } as unknown as RoomViewDelta).log).toEqual([{ type: 'A' }, { type: 'b' }, { type: 'c' }]);
  });

  it('applyViewDelta puts the changed fields of merge into copies of the elements, in their places, with at on the same array', () => {
    const seat = (stack: number) => ({ stack, committed: 0, folded: false });
    const before = { seats: [seat(10), seat(20), null], log: [{ type: 'dealt', seat: 1, cards: null }] } as unknown as RoomView;
    const delta = { set: {}, at: { seats: { 2: seat(30) } }, merge: { seats: { 0: { committed: 4, stack: 6 } }, log: { 0: { cards: [1, 2] } } }, logFrom: 1, log: [{ type: 'shown' }] };
    const after = applyViewDelta(before, delta as unknown as RoomViewDelta);
    expect(JSON.stringify(after.seats)).toBe(JSON.stringify([{ stack: 6, committed: 4, folded: false }, seat(20), seat(30)])); // the fields keep their order
    expect(after.seats[1]).toBe(before.seats[1]);
    expect(after.log).toEqual([{ type: 'dealt', seat: 1, cards: [1, 2] }, { type: 'shown' }]);
    expect(before.seats).toEqual([seat(10), seat(20), null]); // the view before is left as it was
    expect(before.log).toEqual([{ type: 'dealt', seat: 1, cards: null }]);
  });

  it('when its node dies the client says disconnected, moves to another node it knows, resumes its seats there and says reconnected', async () => {
    FakeSocket.sent = [];
    FakeSocket.nodes.set('ws://n1', ['ws://n1', 'ws://n2']);
    const handler: Handler = (s, m) => {
      if (m['type'] === 'join') return ok(s, m, { seat: 1, token: 'tk' });
      if (m['type'] === 'resume') {
        s.reply({ type: 'view', tableId: 't', view: { handNumber: 9, actionIndex: 0, toAct: 1, viewer: 1 } });
        return ok(s, m, { seat: 1 });
      }
      ok(s, m, null);
    };
    FakeSocket.handlers.set('ws://n1', handler);
    FakeSocket.handlers.set('ws://n2', handler);
    const client = await connect('ws://n1', { WebSocket: FakeSocket, retryMs: 5000 });
    const events: string[] = [];
    client.on('disconnected', (url) => events.push(`disconnected ${url}`));
    client.on('reconnected', (url) => events.push(`reconnected ${url}`));
    await client.join('t', { name: 'x', buyIn: 10 });
    FakeSocket.handlers.delete('ws://n1'); // the node is gone for good
    for (const s of [...FakeSocket.open]) if (s.url === 'ws://n1') s.close();
    for (let i = 0; i < 200 && !events.some((e) => e.startsWith('reconnected')); i++) await new Promise((r) => setTimeout(r, 25));
    expect(events).toEqual(['disconnected ws://n1', 'reconnected ws://n2']);
    const atN2 = FakeSocket.sent.filter((x) => x.url === 'ws://n2').map((x) => x.message);
    expect(atN2[0]).toMatchObject({ type: 'resume', tableId: 't', token: 'tk' });
    expect(client.lastView('t')?.handNumber).toBe(9);
    await client.act('t', { type: 'call' });
    expect(FakeSocket.sent.at(-1)).toMatchObject({ url: 'ws://n2', message: { type: 'act', handNumber: 9 } });
    await client.close();
  });

  it('connect takes several URLs and uses the first that answers', async () => {
    FakeSocket.handlers.set('ws://up', (s, m) => ok(s, m, []));
    const client = await connect(['ws://down', 'ws://up'], { WebSocket: FakeSocket });
    expect(await client.listTables()).toEqual([]);
    await client.close();
  });
});
