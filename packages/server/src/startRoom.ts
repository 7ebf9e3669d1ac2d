import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RoomRequest, RoomServerMessage } from '@pokerchart/client';
import { pgliteSql } from './pgliteSql.js';
import { postgresSql } from './postgresSql.js';
import { Room, type RoomSession } from './Room.js';
import { RoomError } from './RoomError.js';
import type { RoomSql } from './RoomSql.js';
import { RoomStore } from './RoomStore.js';

/** Options of {@link startRoom}. */
export interface StartRoomOptions {
  /** Port to listen on; 0 picks a free one. Default 8080. */
  port?: number;
  /** Address to listen on. Default `127.0.0.1`. */
  host?: string;
  /** PGlite data directory (the embedded default). Default `./pokerchart-data`. */
  data?: string;
  /** A Postgres URL (`postgres://…`) instead of PGlite; several nodes may share it. */
  database?: string;
  /** The URL other nodes send clients to for this node's tables. Default `ws://host:port`. */
  publicUrl?: string;
  /** The signing key; default `POKERCHART_SECRET` from the environment, else one kept in the database. */
  key?: string;
  /** Default milliseconds between hands. Default 1000. */
  dealDelayMs?: number;
  /** Lease length in milliseconds (takeover time after a node dies). Default 6000. */
  leaseMs?: number;
  /** A snapshot every this many events per table. Default 50. */
  snapshotEvery?: number;
  /** Largest message accepted, in bytes. Default 16384. */
  maxMessageBytes?: number;
  /** Messages per second a connection may send (a burst of twice as many is allowed). Default 100. */
  messagesPerSecond?: number;
  /** Where to report faults. Default stderr. */
  log?: (line: string) => void;
}

/** A running room node. */
export interface RoomServer {
  /** The port it listens on. */
  readonly port: number;
  /** Its WebSocket URL. */
  readonly url: string;
  /** The room node (its tables, its id). */
  readonly room: Room;
  /** Stops listening, closes connections, lets go of the leases and closes the database. */
  close(): Promise<void>;
}

/**
 * Starts a room node: opens the database (PGlite under `data`, or Postgres at `database`),
 * creates the schema, then serves WebSocket clients and `GET /health` (200 once ready).
 */
export async function startRoom(options: StartRoomOptions = {}): Promise<RoomServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let sql: RoomSql;
  if (options.database !== undefined) sql = await postgresSql(options.database);
  else {
    const dir = options.data ?? './pokerchart-data';
    mkdirSync(dir, { recursive: true });
    sql = await pgliteSql(dir);
  }
  const store = new RoomStore(sql);
  const key = await store.init(options.key ?? process.env['POKERCHART_SECRET']);
  const maxBytes = options.maxMessageBytes ?? 16384;
  const rate = options.messagesPerSecond ?? 100;

  let room: Room | null = null;
  const http: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(room ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify(room ? { ok: true, node: room.nodeId, tables: room.ownedTables.length } : { ok: false }));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('pokerchart room: connect with a WebSocket client; GET /health for status\n');
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, host, () => resolve());
  });
  const address = http.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const url = options.publicUrl ?? `ws://${host.includes(':') ? `[${host}]` : host}:${port}`;
  room = new Room(store, {
    url, key, log,
    ...(options.dealDelayMs !== undefined ? { dealDelayMs: options.dealDelayMs } : {}),
    ...(options.leaseMs !== undefined ? { leaseMs: options.leaseMs } : {}),
    ...(options.snapshotEvery !== undefined ? { snapshotEvery: options.snapshotEvery } : {}),
  });
  const node = room;
  const wss = new WebSocketServer({ server: http, maxPayload: Math.max(maxBytes * 4, 65536) });
  wss.on('connection', (ws: WebSocket) => serveConnection(ws, node, { maxBytes, rate, url }));
  node.start();
  return {
    port, url, room: node,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await node.close();
      await sql.close();
    },
  };
}

/** One WebSocket connection: size and rate limits, JSON parsing, requests answered in order of arrival. */
function serveConnection(ws: WebSocket, room: Room, limits: { maxBytes: number; rate: number; url: string }): void {
  let tokens = limits.rate * 2;
  let last = Date.now();
  let refused = 0;
  const send = (message: RoomServerMessage) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };
  const session: RoomSession = { send, seats: new Map() };
  room.connect(session);
  send({ type: 'hello', node: room.nodeId, nodes: [limits.url] });
  const refuse = (id: number, code: string, message: string, url?: string) =>
    send({ type: 'result', id, ok: false, error: url === undefined ? { code, message } : { code, message, url } });

  ws.on('message', (data, isBinary) => {
    const now = Date.now();
    tokens = Math.min(limits.rate * 2, tokens + ((now - last) / 1000) * limits.rate);
    last = now;
    const size = Array.isArray(data) ? data.reduce((t, b) => t + b.length, 0) : (data as Buffer).length;
    if (size > limits.maxBytes) return refuse(-1, 'MESSAGE_TOO_LARGE', `a message may have at most ${limits.maxBytes} bytes, this one has ${size}`);
    if (isBinary) return refuse(-1, 'BAD_MESSAGE', 'messages are JSON text');
    let request: RoomRequest;
    try {
      request = JSON.parse(String(data)) as RoomRequest;
    } catch {
      request = null as unknown as RoomRequest;
    }
    const id = request !== null && typeof request === 'object' && Number.isSafeInteger(request.id) ? request.id : -1;
    if (tokens < 1) {
      refuse(id, 'RATE_LIMITED', `more than ${limits.rate} messages per second on this connection; slow down`);
      if (++refused > limits.rate * 20) ws.close(1008, 'flooding');
      return;
    }
    tokens -= 1;
    if (request === null || typeof request !== 'object' || id < 0 || typeof request.type !== 'string') {
      return refuse(id, 'BAD_MESSAGE', 'a message must be JSON: { id: integer >= 0, type: string, ... }');
    }
    room.handle(session, request).then(
      (result) => send({ type: 'result', id: request.id, ok: true, result: result ?? null }),
      (e: unknown) => {
        const code = e instanceof Error && typeof (e as { code?: unknown }).code === 'string' ? (e as unknown as { code: string }).code : 'INTERNAL';
        if (code === 'INTERNAL') process.stderr.write(`room: ${(e as Error)?.stack ?? String(e)}\n`);
        refuse(request.id, code, e instanceof Error ? e.message : String(e), e instanceof RoomError ? e.url : undefined);
      },
    );
  });
  ws.on('close', () => room.disconnect(session));
  ws.on('error', () => {});
}
