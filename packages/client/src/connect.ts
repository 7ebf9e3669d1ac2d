import type { PlayerAction } from '@pokerchart/betting';
import type { PhhHand } from '@pokerchart/phh';
import type { RoomAdminCommand, RoomResults, RoomServerMessage } from './RoomMessage.js';
import { applyViewDelta } from './applyViewDelta.js';
import { RoomClientError } from './errors.js';
import type { LobbyTable } from './LobbyTable.js';
import type { LobbyTournament } from './LobbyTournament.js';
import type { RoomTableInfo } from './RoomTableInfo.js';
import type { RoomTableOptions } from './RoomTableOptions.js';
import type { RoomView } from './RoomView.js';
import type { RoomTournamentOptions } from './RoomTournamentOptions.js';
import type { RoomTournamentCommand } from './RoomMessage.js';
import type { Standing } from '@pokerchart/tournament';

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
  /**
   * Ask the room to push each view as its change from the view before (`views=delta` added to the
   * URL); the client rebuilds the same views, with less for the room to send and for the client to
   * read. Default `true` with the built-in WebSocket, `false` with a `WebSocket` of your own (which
   * then opens the URLs exactly as given).
   */
  viewDeltas?: boolean;
}

/** A connection to a poker room (see {@link connect}). */
export interface Client {
  /** Creates a cash table; keep the admin token to change it later. */
  createTable(options: RoomTableOptions): Promise<{ tableId: string; adminToken: string }>;
  /** Lists the room's tables. */
  listTables(): Promise<RoomTableInfo[]>;
  /** The room's tables (with their players) and tournaments (R265). */
  lobby(): Promise<{ tables: LobbyTable[]; tournaments: LobbyTournament[] }>;
  /**
   * Watches a table without a seat: the spectator's views (no down card before the rules show it,
   * R126, R127) arrive through `on('view')`, and again after a reconnect.
   */
  watch(tableId: string): Promise<void>;
  /**
   * Takes a free seat (between hands at once, else when the hand ends) with a buy-in within the
   * table's limits (`BAD_BUY_IN`) and a name no seated player has (`NAME_TAKEN`); keep the token
   * to resume. The client takes the seat back by itself after a reconnect.
   */
  join(tableId: string, player: { name: string; buyIn: number }): Promise<{ seat: number; token: string }>;
  /** Takes back a seat with its token (after a restart of the application; after a reconnect the client does it by itself). */
  resume(tableId: string, token: string): Promise<{ seat: number }>;
  /**
   * Acts for this connection's seat at the table, for the decision of its latest view when `act` is
   * called (a table that moved on meanwhile answers `STALE`); rejects with a {@link RoomClientError}.
   */
  act(tableId: string, action: PlayerAction): Promise<void>;
  /** This seat's view of the table (a spectator's when not seated). */
  view(tableId: string): Promise<RoomView>;
  /** Calls `fn` with every view the room pushes (after every change at a table this connection watches). */
  on(event: 'view', fn: (tableId: string, view: RoomView) => void): void;
  /** Calls `fn` when a connection holding seats (or the first connection) is lost, with its URL. */
  on(event: 'disconnected', fn: (url: string) => void): void;
  /** Calls `fn` once connected again, on the node at `url`, with every seat taken back. */
  on(event: 'reconnected', fn: (url: string) => void): void;
  /**
   * Calls `fn` with where this client's tournament player sits now: at the start, after every move
   * (balancing R243, a table broken R244, the final table R245), after a late registration, and
   * after `resumeTournament`. Views of that table then arrive through `on('view')`; the token stays valid.
   */
  on(event: 'seat', fn: (tournamentId: string, seat: { tableId: string; seat: number }) => void): void;
  /** Stops calling `fn`. */
  off(event: 'view' | 'disconnected' | 'reconnected' | 'seat', fn: (...args: never[]) => void): void;
  /**
   * Creates a multi-table tournament (RULES section 19, R263); keep the admin token to start,
   * pause or resume it. Options are checked by the tournament (`TOURNAMENT_BAD_CONFIG`, naming the rule).
   */
  createTournament(options: RoomTournamentOptions): Promise<{ tournamentId: string; adminToken: string }>;
  /**
   * Registers a player (before the start; late while late registration is open, R241). The same
   * name again, from the client that holds its token, is a re-entry (R241); another client gets
   * `NAME_TAKEN`. Refusals of the tournament keep its codes (`TOURNAMENT_NOT_ALLOWED`: closed,
   * entries used up). Keep the token to resume.
   */
  register(tournamentId: string, player: { name: string }): Promise<{ token: string }>;
  /** Takes a tournament player back with its token (after a restart of the application; after a reconnect the client does it by itself). */
  resumeTournament(tournamentId: string, token: string): Promise<void>;
  /** Every entry's place and prize, best first (R247, R250); a place is null until it can no longer change (R263). */
  standings(tournamentId: string): Promise<Standing[]>;
  /** A tournament change only its creator may make, with its admin token: `start`, `pause` (no new deals), `resume`. */
  tournamentAdmin(tournamentId: string, adminToken: string, command: RoomTournamentCommand): Promise<void>;
  /** Buys a rebuy for this client's player, between hands in the rebuy period (R242). */
  rebuy(tournamentId: string): Promise<void>;
  /** Takes the add-on for this client's player, at the end of the rebuy period (R242). */
  addOn(tournamentId: string): Promise<void>;
  /**
   * Every finished hand of the table, in order, as PHH records with `seats` (the table's seats,
   * from 1), `seat_count` and `finishing_stacks`. Down cards are those the requester may see: its
   * own seat's and the hands shown (R126); the others are written `??`. The table's admin token
   * (`{ adminToken }`) sees every card. The room answers in pages: with `limit` (1 to 500) this is
   * the one page of `limit` hands after the first `offset`; without it, every hand, fetched a page
   * of 100 at a time. A page costs the connection's rate budget by its size.
   */
  hands(tableId: string, options?: { adminToken?: string; limit?: number; offset?: number }): Promise<PhhHand[]>;
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

/** A request waiting for its answer, failed with `DISCONNECTED` after its deadline (`Date.now()` ms). */
interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  deadline: number;
}

interface Link {
  url: string;
  socket: WebSocketLike;
  /** Resolves on the room's `hello`; rejects when the connection fails or is refused. */
  open: Promise<void>;
  /** True once `open` has resolved: a request goes out at once, without waiting a turn for it. */
  ready: boolean;
  closed: boolean;
  /** Requests by id, oldest first (so by deadline: every request waits `timeoutMs`). */
  pending: Map<number, Pending>;
  /** One timer for the connection's requests, due at the oldest one's deadline; null while none waits. */
  timer: ReturnType<typeof setTimeout> | null;
  /** The last view the room pushed on this connection, by table: what its next `viewDelta` changes. */
  pushed: Map<string, RoomView>;
  /** The tables and tournaments whose seat (or player) this connection holds, taken or resumed on it. */
  seated: Set<string>;
}

/** The `ws` package's own way to hear a message: the text's bytes, without an event object around them. */
interface NodeEmitter {
  on(event: 'message', fn: (data: unknown, isBinary: boolean) => void): void;
}

/** The room's URL asking it to push views as changes (`viewDelta`); the URL as given when it cannot be read. */
function askingForDeltas(target: string): string {
  try {
    const url = new URL(target);
    url.searchParams.set('views', 'delta');
    return url.toString();
  } catch {
    return target;
  }
}

type Listener = (...args: never[]) => void;

/** The global WebSocket (browsers, Node 22+), else the `ws` package's (`emitter`: it has `on('message')`). */
async function defaultWebSocket(): Promise<{ WS: new (url: string) => WebSocketLike; emitter: boolean }> {
  const global = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket;
  if (global !== undefined) return { WS: global, emitter: false };
  const name = 'ws'; // not bundled for browsers, which have a global WebSocket
  const mod = (await import(/* @vite-ignore */ name)) as { default: new (url: string) => WebSocketLike };
  return { WS: mod.default, emitter: true };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Connects to a poker room at `url` (`ws://host:port`, or several URLs of the room's nodes, tried
 * in order) and resolves once connected. Requests for a table another node owns are followed to
 * that node (the room answers `REDIRECT`), with the seat taken back there by its token; an answer
 * that does not come fails with `DISCONNECTED`. When a connection holding seats closes, the client
 * emits `disconnected`, connects again (to that node, or to another node it knows: those given
 * and those the room names), takes every seat back with its token and emits `reconnected`.
 */
export async function connect(url: string | readonly string[], options: ConnectOptions = {}): Promise<Client> {
  const { WS, emitter } = options.WebSocket !== undefined ? { WS: options.WebSocket, emitter: false } : await defaultWebSocket();
  const deltas = options.viewDeltas ?? options.WebSocket === undefined;
  const timeoutMs = options.timeoutMs ?? 15000;
  const retryMs = options.retryMs ?? 15000;
  const known: string[] = [...new Set(typeof url === 'string' ? [url] : url)];
  if (known.length === 0) throw new RoomClientError('DISCONNECTED', 'connect needs a URL of the room');
  let entry = known[0]!;
  const links = new Map<string, Link>();
  const routes = new Map<string, string>(); // tableId → url of its owner
  const tokens = new Map<string, string>(); // tableId → seat token
  const entries = new Map<string, string>(); // tournamentId → the player's token
  const watched = new Set<string>();
  const views = new Map<string, RoomView>();
  const listeners = new Map<string, Set<Listener>>();
  let nextId = 1;
  let closing = false;
  let reconnecting = false;

  const emit = (event: string, ...args: unknown[]) => {
    for (const fn of listeners.get(event) ?? []) (fn as (...a: unknown[]) => void)(...args);
  };

  const link = (target: string): Link => {
    const existing = links.get(target);
    if (existing !== undefined && !existing.closed) return existing;
    const socket = new WS(deltas ? askingForDeltas(target) : target);
    const l: Link = { url: target, socket, closed: false, ready: false, pending: new Map(), timer: null, open: Promise.resolve(), pushed: new Map(), seated: new Set() };
    let hello: () => void = () => {};
    let fail: (e: Error) => void = () => {};
    l.open = new Promise<void>((resolve, reject) => {
      hello = resolve;
      fail = reject;
    });
    l.open.catch(() => {});
    let greeted = false;
    socket.onerror = () => fail(new RoomClientError('DISCONNECTED', `cannot connect to ${target}`));
    socket.onclose = () => {
      const was = l.closed;
      l.closed = true;
      fail(new RoomClientError('DISCONNECTED', `the connection to ${target} closed`));
      if (l.timer !== null) clearTimeout(l.timer);
      l.timer = null;
      for (const p of l.pending.values()) p.reject(new RoomClientError('DISCONNECTED', `the connection to ${target} closed before an answer`));
      l.pending.clear();
      if (!was && greeted && !closing) lost(l);
    };
    const onText = (text: string) => {
      let message: RoomServerMessage;
      try {
        message = JSON.parse(text) as RoomServerMessage;
      } catch {
        return;
      }
      if (message.type === 'hello') {
        greeted = true;
        l.ready = true;
        for (const u of message.nodes) if (!known.includes(u)) known.push(u);
        hello();
      } else if (message.type === 'view' || message.type === 'viewDelta') {
        let view: RoomView;
        if (message.type === 'view') view = message.view;
        else {
          const before = l.pushed.get(message.tableId);
          if (before === undefined) return; // a change from no view: never sent by a room
          view = applyViewDelta(before, message.delta);
        }
        l.pushed.set(message.tableId, view);
        views.set(message.tableId, view);
        emit('view', message.tableId, view);
      } else if (message.type === 'seat') {
        emit('seat', message.tournamentId, { tableId: message.tableId, seat: message.seat });
      } else if (message.type === 'result') {
        if (message.id === -1 && !message.ok && !greeted) {
          fail(new RoomClientError(message.error.code, message.error.message));
          return;
        }
        const p = l.pending.get(message.id);
        if (p === undefined) return;
        l.pending.delete(message.id);
        if (message.ok) p.resolve(message.result);
        else {
          const error = new RoomClientError(message.error.code, message.error.message) as RoomClientError & { url?: string };
          if (message.error.url !== undefined) error.url = message.error.url;
          p.reject(error);
        }
      }
    };
    if (emitter) (socket as unknown as NodeEmitter).on('message', (data, isBinary) => { if (!isBinary) onText(String(data)); });
    else socket.onmessage = (event) => onText(String(event.data));
    links.set(target, l);
    return l;
  };

  /** The entry node's connection: the current one, else the first of the known nodes that answers. */
  const entryLink = async (): Promise<Link> => {
    let last: unknown = null;
    for (const target of [entry, ...known.filter((u) => u !== entry)]) {
      const l = link(target);
      try {
        await l.open;
        entry = target;
        return l;
      } catch (e) {
        last = e;
        // a refusal (too many connections) is final for that node: try the next one
      }
    }
    throw last ?? new RoomClientError('DISCONNECTED', 'no node of the room answers');
  };

  /** Fails the requests of `l` past their deadline, then waits for the next one's. */
  const failLate = (l: Link) => {
    l.timer = null;
    const now = Date.now();
    for (const [id, p] of l.pending) {
      if (p.deadline > now) {
        armTimer(l, p.deadline - now);
        return;
      }
      l.pending.delete(id);
      p.reject(new RoomClientError('DISCONNECTED', `no answer from ${l.url} in ${timeoutMs} ms`));
    }
  };
  const armTimer = (l: Link, ms: number) => {
    const timer = setTimeout(failLate, ms, l);
    // in Node the socket keeps the process alive while a request waits; the timer need not
    (timer as { unref?: () => void }).unref?.();
    l.timer = timer;
  };

  /** Sends `body` (a fresh object: its `id` is set here) on `l` and resolves with its answer's result. */
  const request = async (l: Link, body: Record<string, unknown>): Promise<unknown> => {
    if (closing) throw new RoomClientError('DISCONNECTED', 'the client is closed');
    if (!l.ready) await l.open;
    const id = nextId++;
    body['id'] = id;
    return new Promise((resolve, reject) => {
      l.pending.set(id, { resolve, reject, deadline: Date.now() + timeoutMs });
      if (l.timer === null) armTimer(l, timeoutMs);
      l.socket.send(JSON.stringify(body));
    });
  };
  const send = (target: string, body: Record<string, unknown>) => request(link(target), body);
  const sendEntry = async (body: Record<string, unknown>) => request(await entryLink(), body);

  /**
   * A table request, sent to the table's owner; a redirect is followed (with the seat resumed
   * there). While the table is between owners (its node died and the lease has not run out) the
   * request is tried again every 200 ms for up to `retryMs`.
   */
  const tableRequest = async <K extends keyof RoomResults>(type: K, tableId: string, body: Record<string, unknown> | (() => Record<string, unknown>) = {}): Promise<RoomResults[K]> => {
    const start = Date.now();
    for (let hop = 0; ; hop++) {
      const routed = routes.get(tableId);
      let target = routed ?? entry;
      try {
        if (routed === undefined) target = (await entryLink()).url;
        else {
          try {
            const l = link(target);
            if (!l.ready) await l.open;
          } catch {
            routes.delete(tableId); // the owner we were sent to is gone: ask the entry node
            throw new RoomClientError('UNAVAILABLE', `the node ${target} that owned table ${tableId} cannot be reached`);
          }
        }
        // what the connection to `target` holds (a connection that closed holds nothing: `lost` empties it)
        const seated = () => links.get(target)?.seated;
        if (entries.size > 0) {
          const tournamentId = tableId.split('/')[0]!;
          const entry = entries.get(tournamentId);
          if (entry !== undefined && seated()?.has(tournamentId) !== true && type !== 'resumeTournament' && type !== 'register') {
            await send(target, { type: 'resumeTournament', tournamentId, token: entry });
            seated()?.add(tournamentId);
          }
        }
        const token = tokens.get(tableId);
        if (token !== undefined && seated()?.has(tableId) !== true && type !== 'resume' && type !== 'join') {
          await send(target, { type: 'resume', tableId, token });
          seated()?.add(tableId);
        }
        const result = (await send(target, { type, tableId, ...(typeof body === 'function' ? body() : body) })) as RoomResults[K];
        if (type === 'join' || type === 'resume' || type === 'register' || type === 'resumeTournament') seated()?.add(tableId);
        return result;
      } catch (e) {
        const err = e as RoomClientError & { url?: string };
        if (err.code === 'REDIRECT' && err.url !== undefined && hop < 10) {
          routes.set(tableId, err.url);
          if (!known.includes(err.url)) known.push(err.url);
          continue;
        }
        if (err.code === 'DISCONNECTED' && target !== entry) routes.delete(tableId);
        if ((err.code === 'UNAVAILABLE' || (err.code === 'DISCONNECTED' && reconnecting)) && Date.now() - start < retryMs && !closing) {
          hop = 0;
          await sleep(200);
          continue;
        }
        throw e;
      }
    }
  };

  /** A connection closed under us: say so, connect again, take every seat back, say so. */
  const lost = (l: Link) => {
    const held = l.url === entry || l.seated.size > 0 || [...watched].some((t) => routes.get(t) === l.url);
    l.seated.clear();
    for (const [tableId, target] of routes) if (target === l.url) routes.delete(tableId);
    if (!held) return;
    emit('disconnected', l.url);
    if (reconnecting) return;
    reconnecting = true;
    void (async () => {
      for (let attempt = 0; !closing; attempt++) {
        try {
          const e = await entryLink();
          for (const [tableId, token] of [...tokens]) {
            try {
              await tableRequest('resume', tableId, { token });
            } catch (error) {
              if ((error as RoomClientError).code === 'BAD_TOKEN') tokens.delete(tableId); // the seat is gone (removed)
              else throw error;
            }
          }
          for (const [tournamentId, token] of [...entries]) {
            try {
              await tableRequest('resumeTournament', tournamentId, { tournamentId, token });
            } catch (error) {
              if ((error as RoomClientError).code === 'BAD_TOKEN') entries.delete(tournamentId);
              else throw error;
            }
          }
          for (const tableId of [...watched]) if (!tokens.has(tableId)) views.set(tableId, await tableRequest('watch', tableId));
          reconnecting = false;
          emit('reconnected', e.url);
          return;
        } catch {
          await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)));
        }
      }
      reconnecting = false;
    })();
  };

  let firstError: unknown = null;
  for (const target of known) {
    try {
      await link(target).open;
      entry = target;
      firstError = null;
      break;
    } catch (e) {
      firstError = e;
    }
  }
  if (firstError !== null) throw firstError;

  return {
    async createTable(opts) {
      return (await sendEntry({ type: 'createTable', options: opts })) as RoomResults['createTable'];
    },
    async listTables() {
      return (await sendEntry({ type: 'listTables' })) as RoomResults['listTables'];
    },
    async lobby() {
      return (await sendEntry({ type: 'lobby' })) as RoomResults['lobby'];
    },
    async watch(tableId) {
      const v = await tableRequest('watch', tableId);
      watched.add(tableId);
      views.set(tableId, v);
      emit('view', tableId, v);
    },
    async join(tableId, player) {
      const result = await tableRequest('join', tableId, { name: player.name, buyIn: player.buyIn });
      tokens.set(tableId, result.token);
      return result;
    },
    async resume(tableId, token) {
      const result = await tableRequest('resume', tableId, { token });
      tokens.set(tableId, token);
      return result;
    },
    async act(tableId, action) {
      // The action is for the decision of the view it was chosen from: its position is taken now, so
      // if the table moved on before the action arrives (a timeout while a new node took over), the
      // room answers STALE instead of applying it to a later decision. Only an action sent before
      // any view of the table arrived takes the position of the first view it gets (the resume).
      const seen = views.get(tableId);
      await tableRequest('act', tableId, () => {
        const v = seen ?? views.get(tableId);
        return { action, handNumber: v?.handNumber ?? 0, actionIndex: v?.actionIndex ?? 0 };
      });
    },
    async view(tableId) {
      const v = await tableRequest('view', tableId);
      views.set(tableId, v);
      return v;
    },
    on(event: string, fn: Listener) {
      let set = listeners.get(event);
      if (set === undefined) listeners.set(event, (set = new Set()));
      set.add(fn);
    },
    off(event, fn) {
      listeners.get(event)?.delete(fn);
    },
    async hands(tableId, opts = {}) {
      // a tournament's table (`<tournamentId>/t<n>`): the player's tournament token shows their own cards
      const token = tokens.get(tableId) ?? (tableId.includes('/') ? entries.get(tableId.split('/')[0]!) : undefined);
      const page = async (limit: number, offset: number) => (await sendEntry({
        type: 'hands', tableId, limit, offset,
        ...(token !== undefined ? { token } : {}),
        ...(opts.adminToken !== undefined ? { adminToken: opts.adminToken } : {}),
      })) as PhhHand[];
      if (opts.limit !== undefined) return page(opts.limit, opts.offset ?? 0);
      const all: PhhHand[] = [];
      for (let offset = opts.offset ?? 0; ; ) {
        const got = await page(100, offset);
        all.push(...got);
        if (got.length < 100) return all;
        offset += got.length;
      }
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
    async createTournament(opts) {
      return (await sendEntry({ type: 'createTournament', options: opts })) as RoomResults['createTournament'];
    },
    async register(tournamentId, player) {
      const held = entries.get(tournamentId);
      const result = await tableRequest('register', tournamentId, { tournamentId, name: player.name, ...(held !== undefined ? { token: held } : {}) });
      entries.set(tournamentId, result.token);
      return result;
    },
    async resumeTournament(tournamentId, token) {
      await tableRequest('resumeTournament', tournamentId, { tournamentId, token });
      entries.set(tournamentId, token);
    },
    async standings(tournamentId) {
      return tableRequest('standings', tournamentId, { tournamentId });
    },
    async tournamentAdmin(tournamentId, adminToken, command) {
      await tableRequest('tournamentAdmin', tournamentId, { tournamentId, adminToken, command });
    },
    async rebuy(tournamentId) {
      await tableRequest('rebuy', tournamentId, { tournamentId });
    },
    async addOn(tournamentId) {
      await tableRequest('addOn', tournamentId, { tournamentId });
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
