import type { PlayerAction } from '@pokerchart/betting';
import type { PhhHand } from '@pokerchart/phh';
import type { RoomAdminCommand, RoomResults, RoomServerMessage } from './RoomMessage.js';
import { RoomClientError } from './RoomClientError.js';
import type { RoomTableInfo } from './RoomTableInfo.js';
import type { RoomTableOptions } from './RoomTableOptions.js';
import type { RoomView } from './RoomView.js';

/** The least of a WebSocket the client uses: the browser's and the `ws` package's both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** Options of {@link connect}. */
export interface ConnectOptions {
  /** A WebSocket constructor; default the global one (browsers, Node 22+), else the `ws` package. */
  WebSocket?: new (url: string) => WebSocketLike;
  /** Milliseconds to wait for an answer before failing with `DISCONNECTED`. Default 15000. */
  timeoutMs?: number;
  /** Milliseconds to keep trying a table that is between owners (`UNAVAILABLE`) before giving up. Default 15000. */
  retryMs?: number;
}

/** A connection to a poker room (see {@link connect}). */
export interface Client {
  /** Creates a cash table; keep the admin token to change it later. */
  createTable(options: RoomTableOptions): Promise<{ tableId: string; adminToken: string }>;
  /** Lists the room's tables. */
  listTables(): Promise<RoomTableInfo[]>;
  /** Takes a free seat (between hands at once, else when the hand ends); keep the token to resume. */
  join(tableId: string, player: { name: string; buyIn: number }): Promise<{ seat: number; token: string }>;
  /** Takes back a seat with its token, after a reconnect or a server restart. */
  resume(tableId: string, token: string): Promise<{ seat: number }>;
  /** Acts for this connection's seat at the table, for the state of its latest view; rejects with a {@link RoomClientError}. */
  act(tableId: string, action: PlayerAction): Promise<void>;
  /** This seat's view of the table (a spectator's when not seated). */
  view(tableId: string): Promise<RoomView>;
  /** Calls `fn` with every view the room pushes (after every change at a table this connection watches). */
  on(event: 'view', fn: (tableId: string, view: RoomView) => void): void;
  /** Stops calling `fn`. */
  off(event: 'view', fn: (tableId: string, view: RoomView) => void): void;
  /** Every finished hand of the table, in order, as PHH records with `seats` (table seat numbers) and `finishing_stacks`. */
  hands(tableId: string): Promise<PhhHand[]>;
  /** Leaves the seat (between hands at once, else when the hand ends). */
  leave(tableId: string): Promise<void>;
  /**
   * Sits this connection's seat out from its next hand (R262): at a cash table it is not dealt in
   * (and owes the blinds that pass it); the seat is kept, and removed with its chips after the
   * table's `leaveAfterHands` hands.
   */
  sitOut(tableId: string): Promise<void>;
  /** Comes back from sitting out, from the next hand (R262), posting the blinds it missed. */
  sitIn(tableId: string): Promise<void>;
  /** A change only the table's creator may make, with its admin token. */
  admin(tableId: string, adminToken: string, command: RoomAdminCommand): Promise<void>;
  /** The latest view received for a table, or undefined. */
  lastView(tableId: string): RoomView | undefined;
  /** Closes every connection. */
  close(): Promise<void>;
}

interface Link {
  url: string;
  socket: WebSocketLike;
  open: Promise<void>;
  closed: boolean;
  pending: Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: ReturnType<typeof setTimeout> }>;
}

async function defaultWebSocket(): Promise<new (url: string) => WebSocketLike> {
  const global = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  if (global !== undefined) return global;
  const name = 'ws'; // not bundled for browsers, which have a global WebSocket
  const mod = (await import(/* @vite-ignore */ name)) as { default: new (url: string) => WebSocketLike };
  return mod.default;
}

/**
 * Connects to a poker room at `url` (`ws://host:port`) and resolves once connected. Requests for
 * a table another node owns are followed to that node (the room answers `REDIRECT`), with the
 * seat taken back there by its token; an answer that does not come fails with `DISCONNECTED`.
 */
export async function connect(url: string, options: ConnectOptions = {}): Promise<Client> {
  const WS = options.WebSocket ?? (await defaultWebSocket());
  const timeoutMs = options.timeoutMs ?? 15000;
  const retryMs = options.retryMs ?? 15000;
  const links = new Map<string, Link>();
  const routes = new Map<string, string>(); // tableId → url of its owner
  const tokens = new Map<string, string>(); // tableId → seat token
  const views = new Map<string, RoomView>();
  const listeners = new Set<(tableId: string, view: RoomView) => void>();
  let nextId = 1;
  let closing = false;

  const link = (target: string): Link => {
    const existing = links.get(target);
    if (existing !== undefined && !existing.closed) return existing;
    const socket = new WS(target);
    const l: Link = { url: target, socket, closed: false, pending: new Map(), open: Promise.resolve() };
    l.open = new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new RoomClientError('DISCONNECTED', `cannot connect to ${target}`));
    });
    l.open.catch(() => {});
    socket.onclose = () => {
      l.closed = true;
      for (const p of l.pending.values()) {
        clearTimeout(p.timer);
        p.reject(new RoomClientError('DISCONNECTED', `the connection to ${target} closed before an answer`));
      }
      l.pending.clear();
    };
    socket.onmessage = (event) => {
      let message: RoomServerMessage;
      try {
        message = JSON.parse(String(event.data)) as RoomServerMessage;
      } catch {
        return;
      }
      if (message.type === 'view') {
        views.set(message.tableId, message.view);
        for (const fn of listeners) fn(message.tableId, message.view);
      } else if (message.type === 'result') {
        const p = l.pending.get(message.id);
        if (p === undefined) return;
        l.pending.delete(message.id);
        clearTimeout(p.timer);
        if (message.ok) p.resolve(message.result);
        else {
          const error = new RoomClientError(message.error.code, message.error.message) as RoomClientError & { url?: string };
          if (message.error.url !== undefined) error.url = message.error.url;
          p.reject(error);
        }
      }
    };
    links.set(target, l);
    return l;
  };

  const send = async (target: string, body: Record<string, unknown>): Promise<unknown> => {
    if (closing) throw new RoomClientError('DISCONNECTED', 'the client is closed');
    const l = link(target);
    await l.open;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        l.pending.delete(id);
        reject(new RoomClientError('DISCONNECTED', `no answer from ${target} in ${timeoutMs} ms`));
      }, timeoutMs);
      l.pending.set(id, { resolve, reject, timer });
      l.socket.send(JSON.stringify({ ...body, id }));
    });
  };

  /**
   * A table request, sent to the table's owner; a redirect is followed (with the seat resumed
   * there). While the table is between owners (its node died and the lease has not run out) the
   * request is tried again every 200 ms for up to `retryMs`.
   */
  const tableRequest = async <K extends keyof RoomResults>(type: K, tableId: string, body: Record<string, unknown> | (() => Record<string, unknown>) = {}): Promise<RoomResults[K]> => {
    const start = Date.now();
    for (let hop = 0; ; hop++) {
      const target = routes.get(tableId) ?? url;
      try {
        try {
          await link(target).open;
        } catch (e) {
          if (target === url) throw e;
          routes.delete(tableId); // the owner we were sent to is gone: ask the node we connected to
          throw new RoomClientError('UNAVAILABLE', `the node ${target} that owned table ${tableId} cannot be reached`);
        }
        const token = tokens.get(tableId);
        if (!linkSeated.has(`${target} ${tableId}`) && token !== undefined && type !== 'resume' && type !== 'join') {
          await send(target, { type: 'resume', tableId, token });
          linkSeated.add(`${target} ${tableId}`);
        }
        return (await send(target, { type, tableId, ...(typeof body === 'function' ? body() : body) })) as RoomResults[K];
      } catch (e) {
        const err = e as RoomClientError & { url?: string };
        if (err.code === 'REDIRECT' && err.url !== undefined && hop < 10) {
          routes.set(tableId, err.url);
          continue;
        }
        if (err.code === 'DISCONNECTED' && target !== url) {
          routes.delete(tableId);
          for (const key of [...linkSeated]) if (key.startsWith(`${target} `)) linkSeated.delete(key);
        }
        if (err.code === 'UNAVAILABLE' && Date.now() - start < retryMs && !closing) {
          hop = 0;
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        throw e;
      }
    }
  };
  const linkSeated = new Set<string>(); // "url tableId": the seat is held on that connection

  const first = link(url);
  await first.open;

  return {
    async createTable(opts) {
      return (await send(url, { type: 'createTable', options: opts })) as RoomResults['createTable'];
    },
    async listTables() {
      return (await send(url, { type: 'listTables' })) as RoomResults['listTables'];
    },
    async join(tableId, player) {
      const result = await tableRequest('join', tableId, { name: player.name, buyIn: player.buyIn });
      tokens.set(tableId, result.token);
      linkSeated.add(`${routes.get(tableId) ?? url} ${tableId}`);
      return result;
    },
    async resume(tableId, token) {
      const result = await tableRequest('resume', tableId, { token });
      tokens.set(tableId, token);
      linkSeated.add(`${routes.get(tableId) ?? url} ${tableId}`);
      return result;
    },
    async act(tableId, action) {
      // the position of the latest view when the action leaves (after any resume on a new node)
      await tableRequest('act', tableId, () => {
        const v = views.get(tableId);
        return { action, handNumber: v?.handNumber ?? 0, actionIndex: v?.actionIndex ?? 0 };
      });
    },
    async view(tableId) {
      const v = await tableRequest('view', tableId);
      views.set(tableId, v);
      return v;
    },
    on(_event, fn) {
      listeners.add(fn);
    },
    off(_event, fn) {
      listeners.delete(fn);
    },
    async hands(tableId) {
      return (await send(url, { type: 'hands', tableId })) as PhhHand[];
    },
    async leave(tableId) {
      await tableRequest('leave', tableId);
      tokens.delete(tableId);
    },
    async sitOut(tableId) {
      await tableRequest('sitOut', tableId);
    },
    async sitIn(tableId) {
      await tableRequest('sitIn', tableId);
    },
    async admin(tableId, adminToken, command) {
      await tableRequest('admin', tableId, { adminToken, command });
    },
    lastView(tableId) {
      return views.get(tableId);
    },
    async close() {
      closing = true;
      for (const l of links.values()) l.socket.close();
    },
  };
}
