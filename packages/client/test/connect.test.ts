import { describe, expect, it } from 'vitest';
import { connect, RoomClientError, type WebSocketLike } from '../src/index.js';

type Handler = (socket: FakeSocket, message: Record<string, unknown>) => void;

/** A WebSocket stand-in: each URL has a handler that answers the requests sent to it. */
class FakeSocket implements WebSocketLike {
  static handlers = new Map<string, Handler>();
  static sent: { url: string; message: Record<string, unknown> }[] = [];
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    setTimeout(() => {
      if (!FakeSocket.handlers.has(url)) return this.onerror?.({});
      this.readyState = 1;
      this.onopen?.({});
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
    this.readyState = 3;
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
});
