import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RoomRequest, RoomServerMessage, RoomView } from '@pokerchart/client';
import type { VariantDescriptor } from '@pokerchart/engine';
import { pgliteSql } from './pgliteSql.js';
import { postgresSql } from './postgresSql.js';
import { handsPageSize } from './handsPage.js';
import { Room, type RoomSession } from './Room.js';
import { RoomError } from './errors.js';
import { RateBudget } from './RateBudget.js';
import type { RoomSql } from './RoomSql.js';
import { RoomStore } from './RoomStore.js';
import { textFrames } from './textFrames.js';
import { atTurnEnd } from './atTurnEnd.js';
import { viewText } from './viewText.js';
import { checkNodeOptions } from './checkNodeOptions.js';

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
  /**
   * A table's snapshot at its first deal once this many of its events have passed since the last
   * one, and after twice this many whatever the event. Default 200; 0: none (see the room guide).
   */
  snapshotEvery?: number;
  /** A snapshot every this many events of a served tournament; 0: none. Default: 50 events per table it has, at least 200 (see the room guide). */
  tournamentSnapshotEvery?: number;
  /** Largest message accepted, in bytes; a larger one, of any size, is answered `MESSAGE_TOO_LARGE`. Default 16384. */
  maxMessageBytes?: number;
  /**
   * The work a connection may ask for, in messages per second (a burst of twice as many is
   * allowed). A request costs one message plus one for every 4 KiB of its answer, and a `hands()`
   * page one more for every 25 hands it asks for (charged before the work is done), so a page of
   * a long table costs as much as the work it makes. Default 100.
   */
  messagesPerSecond?: number;
  /**
   * Milliseconds a table may stay idle (nobody connected to it, no hand running) before the node
   * unloads it; it is loaded again from its snapshot and log when someone asks for it. Default
   * 300000; 0 never unloads.
   */
  idleUnloadMs?: number;
  /** Connections the node accepts in total; past it a new one is refused with `TOO_MANY_CONNECTIONS`. Default 10000. */
  maxConnections?: number;
  /** Connections the node accepts from one address. Default 64. */
  maxConnectionsPerAddress?: number;
  /** Tables one address may create. Default 20. */
  maxTablesPerCreator?: number;
  /**
   * Composed variants (`defineVariant`, or the variant files `pokerchart play --variant-file`
   * reads) the room serves besides the built-in ones; `createTable` names them by id. Every node
   * of a room needs the same ones.
   */
  variants?: readonly VariantDescriptor[];
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
 * @throws {@link RoomError} `BAD_OPTIONS` first, with nothing opened, when a count or time among the options is out of its range.
 */
export async function startRoom(options: StartRoomOptions = {}): Promise<RoomServer> {
  checkNodeOptions(options); // before the database is opened and the port taken: a refusal leaves nothing running
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
  const maxConnections = options.maxConnections ?? 10_000;
  const perAddress = options.maxConnectionsPerAddress ?? 64;

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
    ...(options.tournamentSnapshotEvery !== undefined ? { tournamentSnapshotEvery: options.tournamentSnapshotEvery } : {}),
    ...(options.maxTablesPerCreator !== undefined ? { maxTablesPerCreator: options.maxTablesPerCreator } : {}),
    ...(options.variants !== undefined ? { variants: options.variants } : {}),
    ...(options.idleUnloadMs !== undefined ? { idleUnloadMs: options.idleUnloadMs } : {}),
  });
  const node = room;
  // The library's own limit is off (it would close the connection with code 1009): every size is
  // checked here, and answered MESSAGE_TOO_LARGE.
  const wss = new WebSocketServer({ server: http, maxPayload: 0 });
  const byAddress = new Map<string, number>();
  let total = 0;
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const address = req.socket.remoteAddress ?? 'unknown';
    const mine = byAddress.get(address) ?? 0;
    if (total >= maxConnections || mine >= perAddress) {
      const message = total >= maxConnections
        ? `this node serves ${maxConnections} connections and has that many; try another node or later`
        : `this node serves ${perAddress} connections from one address, and ${address} has that many`;
      ws.send(JSON.stringify({ type: 'result', id: -1, ok: false, error: { code: 'TOO_MANY_CONNECTIONS', message } } satisfies RoomServerMessage));
      ws.close(1013, 'too many connections');
      return;
    }
    total++;
    byAddress.set(address, mine + 1);
    ws.once('close', () => {
      total--;
      const n = (byAddress.get(address) ?? 1) - 1;
      if (n <= 0) byAddress.delete(address);
      else byAddress.set(address, n);
    });
    serveConnection(ws, req, node, { maxBytes, rate, address });
  });
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

/** Bytes of one message past which the connection stops reading it: answered, then closed. */
const hardLimit = (maxBytes: number) => Math.max(8 * 1024 * 1024, maxBytes * 4);

/**
 * One WebSocket connection: size and cost-aware rate limits, JSON parsing, requests answered in
 * order of arrival.
 */
function serveConnection(ws: WebSocket, req: IncomingMessage, room: Room, limits: { maxBytes: number; rate: number; address: string }): void {
  const budget = new RateBudget(limits.rate);
  // Messages sent in one turn of the event loop (a view and the answer to the act that made it, the
  // views of every table of one group commit) leave at the end of the turn as one buffer of frames,
  // in one write to the socket (no write of two chunks per message, no copy of each text into the
  // write's own storage). A closing frame goes after what was queued.
  let queued: string[] | null = null;
  const flush = () => {
    const texts = queued;
    queued = null;
    if (texts === null || ws.readyState !== ws.OPEN || req.socket.destroyed) return;
    req.socket.write(textFrames(texts));
  };
  const close = (code: number, reason: string) => {
    flush();
    ws.close(code, reason);
  };
  // A client that asks for them (`views=delta` in its URL) is pushed each view as its change from
  // the view pushed before it for the same table on this connection (the views the client holds).
  const deltas = new URL(req.url ?? '/', 'ws://room').searchParams.get('views') === 'delta';
  const pushed = new Map<string, RoomView>();
  const send = (message: RoomServerMessage): number => {
    if (ws.readyState !== ws.OPEN) return 0;
    let text: string | undefined;
    if (message.type === 'view') {
      // a view goes to every connection of its viewer (the spectators share one): its text, and its
      // change from the view before, are made once for all the connections that had that view before
      const { tableId, view } = message;
      let before: RoomView | undefined;
      if (deltas) {
        before = pushed.get(tableId);
        pushed.set(tableId, view);
      }
      text = viewText(tableId, view, before);
    } else text = JSON.stringify(message);
    if (queued === null) {
      queued = [];
      atTurnEnd(flush);
    }
    queued.push(text);
    return text.length;
  };
  const session: RoomSession = { send, tokens: new Map(), address: limits.address };
  room.connect(session);
  send({ type: 'hello', node: room.nodeId, nodes: room.knownNodes });
  const refuse = (id: number, code: string, message: string, url?: string) =>
    send({ type: 'result', id, ok: false, error: url === undefined ? { code, message } : { code, message, url } });

  // A message larger than the hard limit is not read to its end: the bytes arriving since the last
  // whole message are counted on the socket itself.
  let pending = 0;
  let cut = false;
  const onData = (chunk: Buffer) => {
    pending += chunk.length;
    if (cut || pending <= hardLimit(limits.maxBytes)) return;
    cut = true;
    req.socket.pause();
    refuse(-1, 'MESSAGE_TOO_LARGE', `a message may have at most ${limits.maxBytes} bytes, this one has more than ${hardLimit(limits.maxBytes)}; the connection closes`);
    close(1008, 'message too large');
    setTimeout(() => ws.terminate(), 1000).unref();
  };
  req.socket.on('data', onData);

  ws.on('message', (data, isBinary) => {
    pending = 0;
    if (cut) return;
    budget.refill();
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
    if (!budget.affords(1)) {
      refuse(id, 'RATE_LIMITED', `more work than ${limits.rate} messages a second on this connection (a request costs one, plus one for every 4 KiB of its answer); slow down`);
      budget.refuse();
      if (budget.flooding) close(1008, 'flooding');
      return;
    }
    if (request === null || typeof request !== 'object' || id < 0 || typeof request.type !== 'string') {
      budget.spend(1);
      return refuse(id, 'BAD_MESSAGE', 'a message must be JSON: { id: integer >= 0, type: string, ... }');
    }
    // a page of hands is paid for by its size before the work is done
    const cost = request.type === 'hands' ? 1 + Math.ceil(handsPageSize((request as { limit?: unknown }).limit) / 25) : 1;
    if (cost > 1 && !budget.affords(cost)) {
      refuse(id, 'RATE_LIMITED', `a page of ${handsPageSize((request as { limit?: unknown }).limit)} hands costs ${cost} messages of this connection's ${limits.rate} a second; wait, or ask for a smaller page`);
      return;
    }
    budget.spend(cost);
    room.handle(session, request).then(
      (result) => {
        const bytes = send({ type: 'result', id: request.id, ok: true, result: result ?? null });
        budget.refill();
        budget.spend(Math.floor(bytes / 4096)); // the answer's cost: may leave the budget in debt
      },
      (e: unknown) => {
        const code = e instanceof Error && typeof (e as { code?: unknown }).code === 'string' ? (e as unknown as { code: string }).code : 'INTERNAL';
        if (code === 'INTERNAL') process.stderr.write(`room: ${(e as Error)?.stack ?? String(e)}\n`);
        refuse(request.id, code, e instanceof Error ? e.message : String(e), e instanceof RoomError ? e.url : undefined);
      },
    );
  });
  ws.on('close', () => {
    req.socket.off('data', onData);
    room.disconnect(session);
  });
  ws.on('error', () => {});
}
