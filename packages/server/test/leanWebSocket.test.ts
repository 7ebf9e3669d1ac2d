import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { WebSocketServer } from 'ws';
import { connect } from '@pokerchart/client';
import { LeanWebSocket } from '../../../scripts/leanWebSocket.mjs';
import { autoPlay, roomForTests, sameViews, viewText, waitFor, wholeViews } from './helpers.js';

const room = roomForTests('pc-lean-');

/** What a lean client saw: its messages, whether it opened, errored and closed. */
interface Seen {
  ws: LeanWebSocket;
  messages: string[];
  opened: Promise<void>;
  closed: Promise<void>;
  errors: number;
}

function watch(url: string): Seen {
  const ws = new LeanWebSocket(url);
  const seen: Seen = { ws, messages: [], opened: Promise.resolve(), closed: Promise.resolve(), errors: 0 };
  seen.opened = new Promise((r) => (ws.onopen = () => r()));
  seen.closed = new Promise((r) => (ws.onclose = () => r()));
  ws.onmessage = (e) => seen.messages.push(String(e.data));
  ws.onerror = () => seen.errors++;
  return seen;
}

const servers: { close(cb?: () => void): unknown }[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise<void>((r) => s.close(() => r()));
});

/** A `ws` server on loopback that runs `serve` for each connection; its URL. */
async function wsServer(serve: (socket: WebSocket) => void): Promise<string> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  servers.push(wss);
  wss.on('connection', serve);
  await new Promise((r) => wss.once('listening', r));
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`;
}

describe("the load generator's lean WebSocket client (scripts/leanWebSocket.mjs)", () => {
  it('reads text of every length class, multi-byte text and a message sent in fragments; sends masked frames a server accepts; answers a ping', async () => {
    const got: string[] = [];
    let pong = '';
    const big = 'z'.repeat(70_000);
    const url = await wsServer((socket) => {
      socket.on('message', (data, isBinary) => {
        expect(isBinary).toBe(false);
        got.push(String(data));
        if (got.length === 2) {
          socket.send('héllo 🂡');
          socket.send('y'.repeat(126));
          socket.send(big);
          socket.send('ab', { fin: false });
          socket.send('cd', { fin: true });
          socket.ping('are you there');
        }
      });
      socket.on('pong', (data) => {
        pong = String(data);
        socket.send('last');
      });
    });
    const seen = watch(url);
    await seen.opened;
    expect(seen.ws.readyState).toBe(LeanWebSocket.OPEN);
    seen.ws.send('x');
    seen.ws.send('w'.repeat(65_536)); // the 64-bit length of a client frame
    await waitFor(async () => seen.messages.includes('last'));
    // a server closes a connection that sends unmasked frames (RFC 6455 5.1): these were read
    expect(got).toEqual(['x', 'w'.repeat(65_536)]);
    expect(seen.messages).toEqual(['héllo 🂡', 'y'.repeat(126), big, 'abcd', 'last']);
    expect(pong).toBe('are you there');
    expect(seen.errors).toBe(0);
    seen.ws.close();
    await seen.closed;
    expect(seen.ws.readyState).toBe(LeanWebSocket.CLOSED);
  });

  it("a server's close is answered and ends the connection; a binary frame fails it", async () => {
    const codes: number[] = [];
    const url = await wsServer((socket) => {
      socket.on('close', (code) => codes.push(code));
      socket.close(4001, 'bye');
    });
    const closing = watch(url);
    await closing.closed;
    await waitFor(async () => codes.length === 1);
    expect(codes).toEqual([4001]); // the client echoed the server's code
    expect(closing.errors).toBe(0);

    const binary = watch(await wsServer((socket) => socket.send(Buffer.from([1, 2, 3]), { binary: true })));
    await binary.closed;
    expect(binary.errors).toBe(1);
    expect(binary.messages).toEqual([]);
  });

  it('a handshake answered with a wrong Sec-WebSocket-Accept, or not upgraded, fails the connection; closing while connecting gives it up', async () => {
    const http: Server = createServer((_req, res) => res.writeHead(404).end());
    http.on('upgrade', (_req, socket) => {
      socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: wrong\r\n\r\n');
    });
    servers.push(http);
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
    const wrong = watch(`ws://127.0.0.1:${(http.address() as AddressInfo).port}/`);
    await wrong.closed;
    expect(wrong.errors).toBe(1);
    const plain: Server = createServer((_req, res) => res.writeHead(404).end('no WebSocket here'));
    servers.push(plain);
    await new Promise<void>((r) => plain.listen(0, '127.0.0.1', () => r()));
    const refused = watch(`ws://127.0.0.1:${(plain.address() as AddressInfo).port}/`);
    await refused.closed;
    expect(refused.errors).toBe(1);
    expect(refused.messages).toEqual([]);
    expect(() => new LeanWebSocket('wss://127.0.0.1:1/')).toThrow(TypeError);
    // closed while connecting: closed once, never opened, a send then dropped as a browser's is
    const url = await wsServer(() => {});
    const early = watch(url);
    let opened = false;
    void early.opened.then(() => (opened = true));
    expect(() => early.ws.send('too soon')).toThrow(/before the connection is open/);
    early.ws.close();
    await early.closed;
    await new Promise((r) => setTimeout(r, 100));
    expect(opened).toBe(false);
    expect(early.errors).toBe(0);
    expect(early.ws.readyState).toBe(LeanWebSocket.CLOSED);
    expect(() => early.ws.send('too late')).not.toThrow();
  });

  it('reads a handshake answer that comes in pieces, and the frames in the same reads as its end and after it, split anywhere', async () => {
    // a server of raw bytes: the answer in two writes, the second with the first frame and half of the next
    const frameOf = (text: string) => Buffer.concat([Buffer.from([0x81, Buffer.byteLength(text)]), Buffer.from(text)]);
    const raw = createNetServer((socket) => {
      let request = '';
      socket.on('data', (d: Buffer) => {
        if (request.includes('\r\n\r\n')) return; // answered: what comes after (the client's close frame) is not read
        request += d.toString('latin1');
        if (!request.includes('\r\n\r\n')) return;
        const key = /sec-websocket-key: (\S+)/i.exec(request)![1]!;
        const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
        const second = frameOf('there');
        socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n');
        setTimeout(() => socket.write(Buffer.concat([Buffer.from(`Connection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`), frameOf('hi'), second.subarray(0, 3)])), 50);
        setTimeout(() => socket.write(second.subarray(3)), 100);
      });
    });
    servers.push(raw);
    await new Promise<void>((r) => raw.listen(0, '127.0.0.1', () => r()));
    const seen = watch(`ws://127.0.0.1:${(raw.address() as AddressInfo).port}/`);
    await seen.opened;
    await waitFor(async () => seen.messages.length === 2);
    expect(seen.messages).toEqual(['hi', 'there']);
    seen.ws.close();
    await seen.closed;
    expect(seen.errors).toBe(0);
  });

  it('a client over it, pushed changes, sees every view as a connection pushed whole views through the ws package', async () => {
    const a = await connect(room().url, { WebSocket: LeanWebSocket, viewDeltas: true });
    const b = await connect(room().url, { WebSocket: LeanWebSocket, viewDeltas: true });
    const { tableId } = await a.createTable({ seats: 2, variant: 'holdem', betting: 'no-limit', blinds: { small: 1, big: 2 }, seed: 17 });
    const seen = new Map<number, string>();
    a.on('view', (_t, v) => seen.set(v.seq, viewText(v)));
    const { token } = await a.join(tableId, { name: 'a', buyIn: 100 });
    const whole = await wholeViews(room().url, { type: 'resume', tableId, token });
    const errors: Error[] = [];
    const bots = [autoPlay(a, tableId, 5, errors), autoPlay(b, tableId, 6, errors)];
    await b.join(tableId, { name: 'b', buyIn: 100 });
    await waitFor(async () => (await a.hands(tableId)).length >= 6);
    for (const x of bots) x.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(errors).toEqual([]);
    expect(sameViews(seen, whole.views)).toBeGreaterThan(30);
    whole.close();
    await a.close();
    await b.close();
  }, 60_000);
});
