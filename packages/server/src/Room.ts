import { handsPage, type HandsRequest } from './handsPage.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { randomId } from './randomId.js';
import { PokerchartError } from '@pokerchart/cards';
import type { PlayerAction } from '@pokerchart/betting';
import type { RoomAdminCommand, RoomRequest, RoomServerMessage, RoomTableInfo, RoomTableOptions, RoomView } from '@pokerchart/client';
import type { PhhHand } from '@pokerchart/phh';
import type { VariantDescriptor } from '@pokerchart/engine';
import { buyInLimits } from './buyInLimits.js';
import { lobbyOf } from './lobbyOf.js';
import { isInt, isText } from './isInt.js';
import { sameHash, sha256 } from './sameHash.js';
import type { RoomEvent } from './RoomEvent.js';
import { checkNodeOptions } from './checkNodeOptions.js';
import { RoomError } from './errors.js';
import type { RoomStore } from './RoomStore.js';
import { gameOf, RoomTable } from './RoomTable.js';
import type { TableConfig } from './TableConfig.js';
import { startClock, tablePlayConfig } from './roomClock.js';
import { TournamentHost } from './TournamentHost.js';

/**
 * One client connection as the room sees it: where to send, and the seat tokens it holds. A seat
 * belongs to its token: the connection's seat is looked up by the token at every use, so a seat
 * taken away (a kick, a leave) is gone from the connection at once.
 */
export interface RoomSession {
  /** Sends a message to the client. */
  send(message: RoomServerMessage): void;
  /** The SHA-256 of the seat token this connection holds at each table (after `join` or `resume`). */
  readonly tokens: Map<string, string>;
  /** The client's network address, for the per-creator limit; unknown when left out. */
  readonly address?: string;
}

/** How a room node runs. */
export interface RoomNodeOptions {
  /** This node's URL, where other nodes redirect clients for the tables it owns. */
  url: string;
  /** The key that signs snapshots (and every save that leaves the server). */
  key: string;
  /** Default milliseconds between a hand's end and the next deal. Default 1000. */
  dealDelayMs?: number;
  /** Lease length in milliseconds; a dead node's tables are taken over after it. Default 6000. */
  leaseMs?: number;
  /**
   * A table's snapshot at the first deal once this many of its events have passed since its last
   * snapshot (a save made just after a deal holds the hand's start and the deal only: about three
   * quarters the size of one made mid-hand), and after twice this many events whatever the event.
   * Default 200 (a load then replays about 100 events, a millisecond or so; every 50, the node
   * spent about 6% more CPU per action under load; see the room guide); 0: none (loading a table
   * replays its whole log).
   */
  snapshotEvery?: number;
  /**
   * A snapshot of a served tournament every this many of its events (R263); 0: none, a takeover
   * replays the tournament's whole log. Default: 50 events per table the tournament has, at least
   * 200 (its snapshot holds the states of all its tables: the work per event of one table's
   * snapshot every 50 events, however large the field).
   */
  tournamentSnapshotEvery?: number;
  /** Where to report background faults. Default: stderr. */
  log?: (line: string) => void;
  /** Tables one creator (one address) may create. Default 20. */
  maxTablesPerCreator?: number;
  /** Composed variants the room serves besides the built-in ones; `createTable` names them by id. */
  variants?: readonly VariantDescriptor[];
  /**
   * Milliseconds a table may stay idle (no connection watching it, no hand running) before this
   * node unloads it: it leaves memory and its lease, and is loaded again from its snapshot and log
   * when someone asks for it. Default 300000 (5 minutes); 0 never unloads.
   */
  idleUnloadMs?: number;
  /** Milliseconds between the ticks of a tournament's clock (levels, breaks, late registration, R263). Default 1000. */
  tournamentTickMs?: number;
}


interface Live {
  table: RoomTable;
  queue: Promise<unknown>;
  watchers: Set<RoomSession>;
  timer: ReturnType<typeof setTimeout> | null;
  gone: boolean;
  /** This node's clock time until which the lease surely holds (taken before the claim or renewal was sent). */
  leaseUntil: number;
  /** Seats taken as last written to the lobby. */
  players: number;
  /** Since when (this node's clock) the table has had no watcher and no hand running; null while it is in use. */
  idleSince: number | null;
  /** The event number of the table's newest snapshot (the one it was loaded from, or taken since; 0: none). */
  snapshotSeq: number;
}

const RETRY = Symbol('retry');

/**
 * A table's snapshot interval when the node's options do not set one (`snapshotEvery`). Under the
 * full load of `scripts/room-load.mjs`, with a snapshot every 50 events the node spent about 6%
 * more CPU per action (the save, its two signatures, the database's write); every 200, a load
 * replays about 75 events more, a millisecond or so (`scripts/room-table-load.mjs`). See the room
 * guide, "Snapshots every 200 events".
 */
const DEFAULT_SNAPSHOT_EVERY = 200;

const TABLE_REQUESTS = new Set(['join', 'resume', 'act', 'view', 'watch', 'hands', 'leave', 'admin', 'sitOut', 'sitIn']);


/**
 * One node of the poker room: it owns some tables (by lease), applies their commands write-ahead
 * (the event is committed before anyone sees its effect), pushes each seat its own view, deals
 * hands by itself, and redirects requests for tables another node owns.
 */
export class Room {
  /** This node's id (new at every start). */
  readonly nodeId = randomUUID();
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live>>();
  private readonly sessions = new Set<RoomSession>();
  private readonly leaseMs: number;
  private readonly dealDelayMs: number;
  private readonly snapshotEvery: number;
  private readonly log: (line: string) => void;
  private timers: ReturnType<typeof setInterval>[] = [];
  private closed = false;
  private nodes: string[];
  /** The composed variants this node serves besides the built-in ones. */
  readonly variants: readonly VariantDescriptor[];
  /** The tournaments this node serves (R263). */
  private readonly tournaments: TournamentHost;

  /** @throws {@link RoomError} `BAD_OPTIONS` when a numeric option is not a whole number in its range. */
  constructor(readonly store: RoomStore, private readonly options: RoomNodeOptions) {
    checkNodeOptions(options);
    this.leaseMs = options.leaseMs ?? 6000;
    this.dealDelayMs = options.dealDelayMs ?? 1000;
    this.snapshotEvery = options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
    this.log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
    this.nodes = [options.url];
    this.variants = options.variants ?? [];
    this.tournaments = new TournamentHost(store, {
      nodeId: this.nodeId, url: options.url, leaseMs: this.leaseMs, dealDelayMs: this.dealDelayMs, maxPerCreator: options.maxTablesPerCreator ?? 20,
      variants: this.variants, log: this.log, ...(options.tournamentTickMs !== undefined ? { tickMs: options.tournamentTickMs } : {}),
      key: options.key, ...(options.tournamentSnapshotEvery !== undefined ? { snapshotEvery: options.tournamentSnapshotEvery } : {}),
    });
  }

  /** The URLs of the room's nodes this node knows of (itself first): clients move to them when it dies. */
  get knownNodes(): string[] {
    return this.nodes;
  }

  /** Starts renewing leases and taking over tables nobody owns. */
  start(): void {
    const renew = setInterval(() => void this.renew(), Math.max(200, Math.floor(this.leaseMs / 3)));
    const sweep = setInterval(() => void this.sweep(), Math.min(1000, this.leaseMs / 3));
    renew.unref();
    sweep.unref();
    this.timers = [renew, sweep];
    void this.sweep();
    this.tournaments.start();
  }

  /** The tables this node has loaded. */
  get ownedTables(): string[] {
    return [...this.live.keys()];
  }

  /** A new connection. */
  connect(session: RoomSession): void {
    this.sessions.add(session);
  }

  /** A connection closed. */
  disconnect(session: RoomSession): void {
    this.sessions.delete(session);
    for (const l of this.live.values()) l.watchers.delete(session);
    this.tournaments.disconnect(session);
  }

  /** Answers one request; every failure is a {@link RoomError} or an engine error with a `code`. */
  async handle(session: RoomSession, request: RoomRequest): Promise<unknown> {
    if (this.tournaments.handles(request)) return this.tournaments.handle(session, request as unknown as Record<string, unknown> & { type: string });
    if (TABLE_REQUESTS.has(request.type)) this.tableIdOf(request as { tableId?: unknown });
    switch (request.type) {
      case 'createTable':
        return this.createTable(request.options, session.address ?? null);
      case 'listTables':
        return (await this.store.tables()).map(({ id, config }): RoomTableInfo => ({
          tableId: id, name: config.name, variant: config.variant, betting: config.betting, blinds: config.blinds, seats: config.seats,
        }));
      case 'hands':
        return this.hands(session, request);
      case 'join':
        return this.join(session, request.tableId, request.name, request.buyIn);
      case 'resume':
        return this.resume(session, request.tableId, request.token);
      case 'lobby': {
        const lobby = lobbyOf(await this.store.tables(), this.variants);
        const tournaments = await this.tournaments.lobby(); // R265: tournaments and their tables too
        return { tables: [...lobby.tables, ...tournaments.tables], tournaments: tournaments.tournaments };
      }
      case 'watch':
        // a spectator's view, whatever seat the connection holds elsewhere (R265)
        return this.atOwner(this.tableIdOf(request), (live) => {
          live.watchers.add(session);
          return live.table.view('spectator');
        });
      case 'view':
        return this.atOwner(this.tableIdOf(request), (live) => {
          live.watchers.add(session);
          return this.viewOf(session, request.tableId, live);
        });
      case 'act':
        return this.act(session, request);
      case 'leave': {
        await this.command(this.tableIdOf(request), (t) => ({ type: 'leave', seat: this.seatOf(session, request.tableId, t) }));
        return null;
      }
      case 'admin':
        return this.admin(request.tableId, request.adminToken, request.command);
      case 'sitOut':
      case 'sitIn': {
        // R262: the seat's own request, from its next hand
        await this.command(this.tableIdOf(request), (t) => ({ type: request.type === 'sitOut' ? 'sit-out' : 'sit-in', seat: this.seatOf(session, request.tableId, t) }));
        return null;
      }
      default:
        throw new RoomError('BAD_MESSAGE', `unknown request type ${JSON.stringify((request as { type?: unknown }).type)}; requests are createTable, listTables, lobby, join, resume, act, view, watch, hands, leave, sitOut, sitIn, admin, createTournament, register, resumeTournament, standings, tournamentAdmin, rebuy, addOn`);
    }
  }

  private tableIdOf(request: { tableId?: unknown }): string {
    if (!isText(request.tableId, 100)) throw new RoomError('BAD_REQUEST', 'tableId must be a table id string');
    return request.tableId;
  }

  /** The seat this connection's token holds at the table now. @throws NOT_SEATED */
  private seatOf(session: RoomSession, tableId: string, table: RoomTable): number {
    const seat = table.seatOfToken(session.tokens.get(tableId));
    if (seat === null) throw new RoomError('NOT_SEATED', `this connection holds no seat at table ${tableId}: join it, or resume with your seat token`);
    return seat;
  }

  /** What this connection may see of the table: its seat's view, else a spectator's. */
  private viewOf(session: RoomSession, tableId: string, live: Live): RoomView {
    return live.table.view(live.table.seatOfToken(session.tokens.get(tableId)) ?? 'spectator');
  }

  /**
   * Runs `fn` on the live table in the table's queue, so after every command before it has been
   * committed (or refused and the table reloaded), and only while this node surely holds the
   * lease: past it the table is dropped and loaded again, from the database, which redirects to
   * the new owner when there is one.
   */
  private async atOwner<T>(tableId: string, fn: (live: Live) => T): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const live = await this.owned(tableId);
      const result = await this.serial(live, async () => {
        if (live.gone) return RETRY;
        if (Date.now() >= live.leaseUntil) {
          this.drop(tableId, live);
          return RETRY;
        }
        return { value: fn(live) };
      });
      if (result !== RETRY) return result.value;
      if (attempt >= 3) throw new RoomError('UNAVAILABLE', `table ${tableId} is moving to another node; try again`);
    }
  }

  private async hands(session: RoomSession, request: { tableId: string } & HandsRequest): Promise<PhhHand[]> {
    const tableId = this.tableIdOf(request);
    return handsPage(request, {
      name: `table ${tableId}`,
      owner: () => this.store.table(tableId),
      held: () => session.tokens.get(tableId),
      token: 'a seat token from join',
      records: (page) => this.store.hands(tableId, page),
    });
  }

  private async createTable(options: RoomTableOptions, creator: string | null): Promise<{ tableId: string; adminToken: string }> {
    if (options === null || typeof options !== 'object') throw new RoomError('BAD_REQUEST', 'createTable needs options { seats, variant, betting, blinds }');
    const { blinds } = options;
    if (blinds === null || typeof blinds !== 'object' || !isInt(blinds.small, 1, 1e9) || !isInt(blinds.big, blinds.small, 1e9)) {
      throw new RoomError('BAD_REQUEST', 'blinds must be { small, big }: whole numbers of chips, 1 <= small <= big');
    }
    if (options.seed !== undefined && !isInt(options.seed, 0, 2 ** 32 - 1)) throw new RoomError('BAD_REQUEST', 'seed must be a whole number 0..2^32-1');
    if (options.dealDelayMs !== undefined && !isInt(options.dealDelayMs, 0, 600_000)) throw new RoomError('BAD_REQUEST', 'dealDelayMs must be 0..600000');
    if (options.name !== undefined && !isText(options.name, 80)) throw new RoomError('BAD_REQUEST', 'name must be 1 to 80 characters');
    if (options.mode !== undefined && options.mode !== 'cash') throw new RoomError('BAD_REQUEST', `createTable makes cash tables (mode 'cash'); a tournament and its tables come from createTournament (R263)`);
    if ((options as { players?: unknown }).players !== undefined) throw new RoomError('BAD_REQUEST', 'players take seats with join, not in createTable');
    if (options.button !== undefined && !isInt(options.button, 0, 99)) throw new RoomError('BAD_REQUEST', 'button must be a seat number');
    const cash = options.cash ?? {};
    if (cash.buyIn !== undefined && !isInt(cash.buyIn, 1, 1e12)) throw new RoomError('BAD_REQUEST', 'cash.buyIn must be a positive whole number');
    if (cash.minBuyIn !== undefined && !isInt(cash.minBuyIn, 1, 1e12)) throw new RoomError('BAD_REQUEST', 'cash.minBuyIn must be a positive whole number');
    if (cash.maxBuyIn !== undefined && !isInt(cash.maxBuyIn, cash.minBuyIn ?? 1, 1e12)) throw new RoomError('BAD_REQUEST', 'cash.maxBuyIn must be a whole number no smaller than cash.minBuyIn');
    const config: TableConfig = {
      variant: options.variant, betting: options.betting, blinds: { small: blinds.small, big: blinds.big },
      seats: options.seats, seed: options.seed ?? randomBytes(4).readUInt32BE(0),
      buyIn: cash.buyIn ?? blinds.big * 100, autoRebuy: cash.autoRebuy === true,
      ...(cash.minBuyIn !== undefined ? { minBuyIn: cash.minBuyIn } : {}),
      ...(cash.maxBuyIn !== undefined ? { maxBuyIn: cash.maxBuyIn } : {}),
      name: options.name ?? null, dealDelayMs: options.dealDelayMs ?? null,
      schedule: options.schedule !== undefined ? (JSON.parse(JSON.stringify(options.schedule)) as NonNullable<TableConfig['schedule']>) : null,
      button: options.button ?? null,
      ...tablePlayConfig(options),
    };
    const { variant } = gameOf(config, this.variants);
    if (!isInt(config.seats, Math.max(2, variant.seats.min), variant.seats.max)) {
      throw new RoomError('BAD_REQUEST', `seats: ${variant.name} deals in ${variant.seats.min} to ${variant.seats.max} players, got ${JSON.stringify(options.seats)} (R11)`);
    }
    try {
      RoomTable.load('check', config, null, this.options.key, this.variants).stop(); // the table's own checks
    } catch (e) {
      if (e instanceof PokerchartError) throw new RoomError('BAD_REQUEST', e.message);
      throw e;
    }
    const limits = buyInLimits(config);
    if (limits.min > limits.max) throw new RoomError('BAD_REQUEST', `the buy-in limits are ${limits.min} to ${limits.max}: the least is above the most`);
    const most = this.options.maxTablesPerCreator ?? 20;
    if (creator !== null && (await this.store.tablesOf(creator)) >= most) {
      throw new RoomError('TOO_MANY_TABLES', `an address may create ${most} tables in this room, and ${creator} has`);
    }
    const tableId = randomId(9);
    const adminToken = randomId(24);
    await this.store.insertTable(tableId, config, sha256(adminToken), creator);
    // serve it here; another node's takeover sweep may have claimed it first, and serves it then
    await this.owned(tableId).catch((e: { code?: string }) => {
      if (e.code !== 'REDIRECT') throw e;
    });
    return { tableId, adminToken };
  }

  private async join(session: RoomSession, tableId: string, name: unknown, buyIn: unknown): Promise<{ seat: number; token: string }> {
    if (!isText(name, 40)) throw new RoomError('BAD_REQUEST', 'name must be 1 to 40 characters');
    if (!isInt(buyIn, 1, 1e12)) throw new RoomError('BAD_REQUEST', 'buyIn must be a positive whole number of chips');
    const token = randomId(24);
    let seat = -1;
    const live = await this.command(tableId, (t) => {
      const held = t.seatOfToken(session.tokens.get(tableId));
      if (held !== null) throw new RoomError('BAD_REQUEST', `this connection already holds seat ${held} at table ${tableId}`);
      const { min, max } = buyInLimits(t.config);
      if (buyIn < min || buyIn > max) throw new RoomError('BAD_BUY_IN', `a buy-in at table ${tableId} is ${min} to ${max} chips, not ${buyIn}`);
      if (t.nameSeated(name)) throw new RoomError('NAME_TAKEN', `a player named ${JSON.stringify(name)} is already seated at table ${tableId}; choose another name`);
      const free = t.freeSeat();
      if (free === null) throw new RoomError('TABLE_FULL', `table ${tableId} has no free seat`);
      seat = free;
      return { type: 'join', seat, name, buyIn, tokenHash: sha256(token) };
    });
    session.tokens.set(tableId, sha256(token));
    live.watchers.add(session);
    session.send({ type: 'view', tableId, view: this.viewOf(session, tableId, live) });
    return { seat, token };
  }

  private async resume(session: RoomSession, tableId: string, token: unknown): Promise<{ seat: number }> {
    if (!isText(token, 200)) throw new RoomError('BAD_REQUEST', 'token must be the seat token from join');
    const hash = sha256(token);
    return this.atOwner(this.tableIdOf({ tableId }), (live) => {
      const seat = live.table.seats.findIndex((s) => s !== null && s.tokenHash !== '' && sameHash(s.tokenHash, hash));
      if (seat < 0) throw new RoomError('BAD_TOKEN', `this token holds no seat at table ${tableId}`);
      session.tokens.set(tableId, hash);
      live.watchers.add(session);
      session.send({ type: 'view', tableId, view: live.table.view(seat) });
      return { seat };
    });
  }

  private async act(session: RoomSession, request: { tableId: string; action: PlayerAction; handNumber: number; actionIndex: number }): Promise<null> {
    const tableId = this.tableIdOf(request);
    if (request.action === null || typeof request.action !== 'object') throw new RoomError('BAD_REQUEST', 'action must be a player action { type, ... }');
    if (!isInt(request.handNumber, 0) || !isInt(request.actionIndex, 0)) throw new RoomError('BAD_REQUEST', 'act needs handNumber and actionIndex from your latest view');
    await this.command(tableId, (t) => {
      const seat = this.seatOf(session, tableId, t);
      const view = t.position(seat);
      if (view.handNumber !== request.handNumber || view.actionIndex !== request.actionIndex) {
        throw new RoomError('STALE', `the action was sent for hand ${request.handNumber} action ${request.actionIndex}, but the table is at hand ${view.handNumber} action ${view.actionIndex}: a late or replayed message`);
      }
      // R260: an action taken on the time bank records what is left of it
      const bankMs = t.clock?.bankLeft(seat);
      return bankMs === undefined ? { type: 'act', seat, action: request.action } : { type: 'act', seat, action: request.action, bankMs };
    });
    return null;
  }

  private async admin(tableId: string, adminToken: unknown, command: RoomAdminCommand): Promise<null> {
    if (!isText(adminToken, 200)) throw new RoomError('BAD_REQUEST', 'adminToken must be the token from createTable');
    const row = await this.store.table(this.tableIdOf({ tableId }));
    if (row === null) throw new RoomError('NO_SUCH_TABLE', `no table ${tableId}`);
    if (!sameHash(row.adminHash, sha256(adminToken))) throw new RoomError('BAD_TOKEN', `this is not the admin token of table ${tableId}`);
    if (command === null || typeof command !== 'object') throw new RoomError('BAD_REQUEST', 'command must be { type: pause | unpause | kick }');
    await this.command(tableId, (): RoomEvent => {
      if (command.type === 'pause' || command.type === 'unpause') return { type: command.type };
      if (command.type === 'kick' && isInt(command.seat, 0)) return { type: 'kick', seat: command.seat };
      throw new RoomError('BAD_REQUEST', 'command must be { type: pause | unpause } or { type: kick, seat }');
    });
    return null;
  }

  /**
   * Runs one command at a table this node owns, in order with its other commands: `make` builds
   * the event from the live table (or throws a refusal), the live table applies it (an illegal
   * event throws and changes nothing), the event is committed, and only then do views go out. If
   * the commit fails the table is dropped and reloaded from its log, so nobody sees an effect that
   * was not committed.
   */
  private async command(tableId: string, make: (table: RoomTable) => RoomEvent): Promise<Live> {
    const live = await this.owned(tableId);
    return this.serial(live, async () => {
      if (live.gone) throw new RoomError('UNAVAILABLE', `table ${tableId} is moving to another node; try again`);
      const event = make(live.table);
      const hands = live.table.apply(event, true);
      try {
        await this.store.append(tableId, live.table.seq, event, hands, this.nodeId);
      } catch (e) {
        this.drop(tableId, live);
        if (e instanceof RoomError) throw e;
        this.log(`table ${tableId}: event ${live.table.seq} not committed (${(e as Error).message}); the table is reloaded from its log`);
        throw new RoomError('UNAVAILABLE', `table ${tableId}: the event could not be committed; try again`);
      }
      this.published(tableId, live, event);
      return live;
    });
  }

  private serial<T>(live: Live, fn: () => Promise<T>): Promise<T> {
    const run = live.queue.then(fn, fn);
    live.queue = run.catch(() => {});
    return run;
  }

  /** After the commit of `event`: views to every watcher, a snapshot when due, the next deal when due. */
  private published(tableId: string, live: Live, event: RoomEvent): void {
    live.table.clock?.sync(live.table.decision()); // R260: a new decision starts the clock
    for (const session of live.watchers) {
      const seat = live.table.seatOfToken(session.tokens.get(tableId)) ?? 'spectator';
      session.send({ type: 'view', tableId, view: live.table.pushedView(seat) });
    }
    this.countPlayers(tableId, live);
    const since = live.table.seq - live.snapshotSeq;
    if (this.snapshotEvery > 0 && (since >= 2 * this.snapshotEvery || (since >= this.snapshotEvery && event.type === 'deal'))) {
      const snapshot = live.table.snapshot(this.options.key);
      live.snapshotSeq = snapshot.seq;
      this.store.queueSnapshot(tableId, snapshot).catch((e: Error) => this.log(`table ${tableId}: snapshot ${snapshot.seq} not saved: ${e.message}`));
    }
    this.scheduleDeal(tableId, live);
  }

  /** Writes the seats taken to the lobby when they changed. */
  private countPlayers(tableId: string, live: Live): void {
    const players = live.table.seats.filter((s) => s !== null && s.kicked !== true).length;
    if (players === live.players) return;
    live.players = players;
    this.store.setPlayers(tableId, players).catch((e: Error) => this.log(`table ${tableId}: the lobby's player count not saved: ${e.message}`));
  }

  private scheduleDeal(tableId: string, live: Live): void {
    if (live.timer !== null || live.gone || this.closed || !live.table.canDeal()) return;
    const delay = live.table.config.dealDelayMs ?? this.dealDelayMs;
    live.timer = setTimeout(() => {
      live.timer = null;
      if (live.gone || this.closed || !live.table.canDeal()) return;
      this.command(tableId, (t) => {
        if (!t.canDeal()) throw new RoomError('NO_HAND', 'nothing to deal');
        return { type: 'deal', now: Date.now() };
      }).catch((e: { code?: string; message?: string }) => {
        if (e.code !== 'NO_HAND' && e.code !== 'UNAVAILABLE') this.log(`table ${tableId}: deal failed: ${e.message}`);
      });
    }, delay);
  }

  /** The live table, loading it when this node can own it. @throws REDIRECT to its owner, NO_SUCH_TABLE, UNAVAILABLE. */
  private async owned(tableId: string): Promise<Live> {
    if (this.closed) throw new RoomError('UNAVAILABLE', 'this node is shutting down');
    const live = this.live.get(tableId);
    if (live !== undefined && !live.gone) return live;
    let pending = this.loading.get(tableId);
    if (pending === undefined) {
      pending = this.load(tableId).finally(() => this.loading.delete(tableId));
      this.loading.set(tableId, pending);
    }
    return pending;
  }

  private async load(tableId: string): Promise<Live> {
    const row = await this.store.table(tableId);
    if (row === null) throw new RoomError('NO_SUCH_TABLE', `no table ${tableId}`);
    const claimedAt = Date.now();
    const lease = await this.store.claim(tableId, this.nodeId, this.options.url, this.leaseMs);
    if (lease.nodeId !== this.nodeId) {
      if (lease.live) throw new RoomError('REDIRECT', `table ${tableId} is served by ${lease.url}`, lease.url);
      throw new RoomError('UNAVAILABLE', `table ${tableId} is between owners; try again`);
    }
    const { table, snapshotSeq } = await this.replay(tableId, row.config);
    await this.store.loaded(tableId);
    const live: Live = { table, queue: Promise.resolve(), watchers: new Set(), timer: null, gone: false, leaseUntil: claimedAt + this.leaseMs, players: -1, idleSince: null, snapshotSeq };
    this.live.set(tableId, live);
    // R260: the decision in progress starts its full action time again; banks are as last committed
    startClock(tableId, live, (make) => this.command(tableId, make), this.log);
    this.countPlayers(tableId, live);
    this.scheduleDeal(tableId, live);
    return live;
  }

  /** The table from its newest snapshot that verifies (or from its start) and the events after it, with that snapshot's event number (0: none). */
  private async replay(tableId: string, config: TableConfig): Promise<{ table: RoomTable; snapshotSeq: number }> {
    let table: RoomTable | null = null;
    for (const snapshot of await this.store.snapshots(tableId)) {
      try {
        table = RoomTable.load(tableId, config, snapshot, this.options.key, this.variants);
        break;
      } catch (e) {
        this.log(`table ${tableId}: snapshot ${snapshot.seq} refused (${(e as Error).message}); using an older one`);
      }
    }
    table ??= RoomTable.load(tableId, config, null, this.options.key, this.variants);
    const snapshotSeq = table.seq;
    for (const { seq, event } of await this.store.events(tableId, table.seq)) {
      if (seq !== table.seq + 1) throw new RoomError('INTERNAL', `table ${tableId}: event ${table.seq + 1} is missing from the log`);
      table.apply(event, false);
    }
    return { table, snapshotSeq };
  }

  private drop(tableId: string, live: Live): void {
    live.gone = true;
    live.table.clock?.stop();
    if (live.timer !== null) clearTimeout(live.timer);
    live.table.stop();
    if (this.live.get(tableId) === live) this.live.delete(tableId);
  }

  private async renew(): Promise<void> {
    if (this.closed) return;
    try {
      const renewedAt = Date.now();
      const held = await this.store.renew(this.nodeId, this.leaseMs);
      for (const [id, live] of this.live) {
        if (!held.has(id)) this.serial(live, async () => this.drop(id, live)).catch(() => {});
        else live.leaseUntil = renewedAt + this.leaseMs;
      }
      const others = (await this.store.nodes()).filter((u) => u !== this.options.url);
      this.nodes = [this.options.url, ...others];
    } catch (e) {
      this.log(`lease renewal failed: ${(e as Error).message}`);
    }
  }

  private async sweep(): Promise<void> {
    if (this.closed) return;
    this.unloadIdle();
    try {
      for (const id of await this.store.orphans(50)) await this.owned(id).catch(() => {});
    } catch (e) {
      this.log(`takeover sweep failed: ${(e as Error).message}`);
    }
  }

  /**
   * Unloads the tables idle for `idleUnloadMs`: no connection watching, no hand running. A snapshot
   * first (so the next load replays nothing), then the table leaves memory and its lease.
   */
  private unloadIdle(): void {
    const idleMs = this.options.idleUnloadMs ?? 300_000;
    if (idleMs <= 0) return;
    const now = Date.now();
    for (const [tableId, live] of this.live) {
      if (live.watchers.size > 0 || live.table.phase === 'playing') {
        live.idleSince = null;
        continue;
      }
      live.idleSince ??= now;
      if (now - live.idleSince < idleMs) continue;
      this.serial(live, async () => {
        if (live.gone || live.watchers.size > 0 || live.table.phase === 'playing') return;
        await this.store.saveSnapshot(tableId, live.table.snapshot(this.options.key));
        await this.store.unload(tableId, this.nodeId);
        this.drop(tableId, live);
      }).catch((e: Error) => this.log(`table ${tableId}: not unloaded: ${e.message}`));
    }
  }

  /** Stops the timers and the tables, and lets go of the leases so another node takes over at once. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    await this.tournaments.close();
    for (const [id, live] of this.live) {
      await live.queue;
      this.drop(id, live);
    }
    await this.store.release(this.nodeId).catch(() => {});
  }
}
