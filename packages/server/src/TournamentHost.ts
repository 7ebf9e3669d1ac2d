import { handsPage } from './handsPage.js';
import { randomBytes } from 'node:crypto';
import { randomId } from './randomId.js';
import type { PlayerAction } from '@pokerchart/betting';
import type { PhhHand } from '@pokerchart/phh';
import type { SaveKey, VariantDescriptor } from '@pokerchart/engine';
import { canonicalJson } from '@pokerchart/engine/internal';
import type { LobbyTable, LobbyTournament, RoomTournamentOptions, RoomView } from '@pokerchart/client';
import { TournamentError, type Standing } from '@pokerchart/tournament';
import { RoomError } from './errors.js';
import type { RoomStore } from './RoomStore.js';
import { parseTournamentTableId, RoomTournament, tournamentTableId, type TournamentConfig, type TournamentRoomEvent, type TournamentSnapshot } from './RoomTournament.js';
import { DEFAULT_CLOCK, TableClock } from './TableClock.js';
import { TournamentStore } from './TournamentStore.js';
import type { RoomHandRecord } from './RoomHandRecord.js';
import { isInt, isText } from './isInt.js';
import { sameHash, sha256 } from './sameHash.js';
import { tablePlayConfig } from './roomClock.js';

/** A connection as the tournament host sees it (the room's `RoomSession` fits). */
export interface TournamentSession {
  /** Sends a message to the client. */
  send(message: unknown): void;
  /** The SHA-256 of the token this connection holds, by table or tournament id. */
  readonly tokens: Map<string, string>;
  /** The client's network address, for the per-creator limit. */
  readonly address?: string;
}
type Session = TournamentSession;

/** What the tournament host takes from its room node. @internal */
export interface TournamentHostOptions {
  /** The node's id (the lease holder). */
  nodeId: string;
  /** The node's URL. */
  url: string;
  /** Lease length in milliseconds. */
  leaseMs: number;
  /** Default milliseconds between hands. */
  dealDelayMs: number;
  /** Milliseconds between the tournament clock's ticks (levels, breaks, late registration, R263). Default 1000. */
  tickMs?: number;
  /** Tournaments one address may create. */
  maxPerCreator: number;
  /** The composed variants the room serves. */
  variants: readonly VariantDescriptor[];
  /** Where background faults go. */
  log: (line: string) => void;
  /** The room's key, which signs the tournaments' snapshots; without it no snapshot is taken. */
  key?: SaveKey;
  /**
   * A snapshot every this many events of a tournament (R263); 0: none, a takeover replays the whole
   * log. Absent: 50 events per table the tournament has, at least 200 (a table of the room takes one at its first deal after 50 of its own events, at most 100 apart; a tournament's tables add
   * their events to one log, and its snapshot holds them all).
   */
  snapshotEvery?: number;
}

interface Live {
  t: RoomTournament;
  queue: Promise<unknown>;
  gone: boolean;
  leaseUntil: number;
  /** Connections of the players (after register or resumeTournament). */
  sessions: Set<Session>;
  /** Spectators by table number. */
  watchers: Map<number, Set<Session>>;
  deals: Map<number, ReturnType<typeof setTimeout>>;
  clocks: Map<number, TableClock>;
  /** Where each player sits, as last announced (name → "table seat"). */
  seats: Map<string, string>;
  lobby: string;
  ticker: ReturnType<typeof setInterval> | null;
  /** The event the latest snapshot was taken after (the one it was loaded from), 0 for none. */
  snapshotAt: number;
}

/**
 * The room's default spacing of a tournament's snapshots (R263): 50 events per table it has now,
 * at least 200. A tournament's log holds the events of all its tables and its snapshot all their
 * states, so this keeps the work of its snapshots per event the same however large the field:
 * that of one table's snapshot every 50 of its events. (Each table also keeps its own snapshots,
 * the room's `snapshotEvery`.)
 */
function tournamentSnapshotSpacing(tables: number): number {
  return Math.max(200, 50 * tables);
}

const TOURNAMENT_REQUESTS = new Set(['createTournament', 'register', 'resumeTournament', 'standings', 'tournamentAdmin', 'rebuy', 'addOn']);
const RETRY = Symbol('retry');

/** A table position as a map key. */
const spot = (p: { table: number; seat: number } | null): string => (p === null ? '' : `${p.table} ${p.seat}`);

/**
 * The tournaments of one room node (R263). A tournament is one more owned actor of the room, like
 * a table: its own event log (registrations, the admin's commands, every deal and action at its
 * tables, the clock's ticks), its lease, and its tables, `<tournamentId>/t<n>`, served by the node
 * that owns it. The owner ticks it every second (levels, breaks and late registration on the real
 * clock), deals at every table the tournament lets deal, runs each table's action clock (R260,
 * R261; a sitting-out player takes the timeout action at once, R262), and tells each player's
 * connections where they sit (`seat`) whenever that changes.
 */
export class TournamentHost {
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live>>();
  private readonly store: TournamentStore;
  private ready: Promise<void> | null = null;
  private timers: ReturnType<typeof setInterval>[] = [];
  private closed = false;

  /**
   * @param rooms - The room's store: its leases hold the tournaments' too.
   * @param options - What the host takes from its node.
   */
  constructor(private readonly rooms: RoomStore, private readonly options: TournamentHostOptions) {
    this.store = new TournamentStore(rooms.sql);
  }

  /** Whether a request is the host's: a tournament request, or one for a tournament's table. */
  handles(request: { type: string; tableId?: unknown }): boolean {
    return TOURNAMENT_REQUESTS.has(request.type) || (typeof request.tableId === 'string' && parseTournamentTableId(request.tableId) !== null);
  }

  /** Creates the schema, then starts renewing leases and taking over tournaments nobody owns. */
  start(): void {
    const renew = setInterval(() => void this.renew(), Math.max(200, Math.floor(this.options.leaseMs / 3)));
    const sweep = setInterval(() => void this.sweep(), Math.min(1000, this.options.leaseMs / 3));
    renew.unref();
    sweep.unref();
    this.timers = [renew, sweep];
    void this.init().then(() => this.sweep(), (e: Error) => this.options.log(`tournaments: schema not created: ${e.message}`));
  }

  private init(): Promise<void> {
    this.ready ??= this.store.init();
    return this.ready;
  }

  /** A connection closed. */
  disconnect(session: Session): void {
    for (const l of this.live.values()) {
      l.sessions.delete(session);
      for (const w of l.watchers.values()) w.delete(session);
    }
  }

  /** The lobby's tournaments and their tables (R265). */
  async lobby(): Promise<{ tables: LobbyTable[]; tournaments: LobbyTournament[] }> {
    await this.init();
    const rows = await this.store.lobby();
    return { tables: rows.flatMap((r) => r.tables), tournaments: rows.map((r) => r.tournament) };
  }

  /** Answers one tournament request (see {@link TournamentHost.handles}). */
  async handle(session: Session, request: Record<string, unknown> & { type: string }): Promise<unknown> {
    await this.init();
    if (typeof request.tableId === 'string' && !TOURNAMENT_REQUESTS.has(request.type)) return this.tableRequest(session, request);
    switch (request.type) {
      case 'createTournament':
        return this.create(request.options as RoomTournamentOptions, session.address ?? null);
      case 'register':
        return this.register(session, this.idOf(request), request.name, request.token);
      case 'resumeTournament':
        return this.resume(session, this.idOf(request), request.token);
      case 'standings':
        return this.atOwner(this.idOf(request), (live): Standing[] => live.t.standings());
      case 'tournamentAdmin':
        return this.admin(this.idOf(request), request.adminToken, request.command);
      case 'rebuy':
      case 'addOn': {
        const id = this.idOf(request);
        await this.command(id, (t) => {
          const name = this.playerOf(session, id, t);
          return { type: request.type === 'rebuy' ? 'rebuy' : 'add-on', name, now: Date.now() };
        });
        return null;
      }
      default:
        throw new RoomError('BAD_MESSAGE', `unknown tournament request ${JSON.stringify(request.type)}`);
    }
  }

  private idOf(request: Record<string, unknown>): string {
    if (!isText(request['tournamentId'], 40)) throw new RoomError('BAD_REQUEST', 'tournamentId must be a tournament id string');
    return request['tournamentId'];
  }

  /** The player this connection's token names in the tournament. @throws NOT_SEATED */
  private playerOf(session: Session, id: string, t: RoomTournament): string {
    const name = t.nameOfToken(session.tokens.get(id));
    if (name === null) throw new RoomError('NOT_SEATED', `this connection has no entry in tournament ${id}: register, or resumeTournament with your token`);
    return name;
  }

  /** Requests for one of a tournament's tables: act, view, watch, sitOut, sitIn, hands. */
  private async tableRequest(session: Session, request: Record<string, unknown> & { type: string }): Promise<unknown> {
    const tableId = request.tableId as string;
    const { tournamentId: id, table } = parseTournamentTableId(tableId)!;
    switch (request.type) {
      case 'view':
      case 'watch':
        return this.atOwner(id, (live) => {
          let w = live.watchers.get(table);
          if (w === undefined) live.watchers.set(table, (w = new Set()));
          const name = request.type === 'view' ? live.t.nameOfToken(session.tokens.get(id)) : null;
          const at = name === null ? null : live.t.seatOf(name);
          if (at !== null && at.table === table) return this.viewOf(live, table, at.seat);
          w.add(session);
          return this.viewOf(live, table, 'spectator');
        });
      case 'act': {
        const action = request.action as PlayerAction;
        if (action === null || typeof action !== 'object') throw new RoomError('BAD_REQUEST', 'action must be a player action { type, ... }');
        if (!isInt(request.handNumber, 0) || !isInt(request.actionIndex, 0)) throw new RoomError('BAD_REQUEST', 'act needs handNumber and actionIndex from your latest view');
        await this.command(id, (t, live) => {
          const name = this.playerOf(session, id, t);
          const at = t.seatOf(name);
          if (at === null || at.table !== table) throw new RoomError('NOT_SEATED', `${name} does not sit at table ${tableId}${at === null ? '' : `; they sit at ${tournamentTableId(id, at.table)}`}`);
          const v = t.view(table, 'spectator');
          if (v.phase !== 'playing' || v.handNumber !== request.handNumber || v.actionIndex !== request.actionIndex) {
            throw new RoomError('STALE', `the action was sent for hand ${String(request.handNumber)} action ${String(request.actionIndex)}, but table ${tableId} is at hand ${v.handNumber} action ${v.actionIndex}${v.phase === 'playing' ? '' : ' between hands'}: a late or replayed message`);
          }
          const bankMs = live.clocks.get(table)?.bankLeft(at.seat);
          return bankMs === undefined ? { type: 'act', table, seat: at.seat, action, now: Date.now() } : { type: 'act', table, seat: at.seat, action, now: Date.now(), bankMs };
        });
        return null;
      }
      case 'sitOut':
      case 'sitIn':
        await this.command(id, (t) => ({ type: request.type === 'sitOut' ? 'sit-out' : 'sit-in', name: this.playerOf(session, id, t) }));
        return null;
      case 'hands':
        return this.hands(session, id, tableId, request);
      default:
        throw new RoomError('BAD_REQUEST', `${request.type} is not for a tournament's table: players register with register(tournamentId), take their seat back with resumeTournament, and are seated by the tournament (R240, R263)`);
    }
  }

  /**
   * The finished hands of a tournament's table as PHH (R265), paged as at cash tables: each
   * requester sees their own down cards (the tournament token of this connection, or `token`) and
   * what the rules showed; the tournament's admin token sees every card. Read from the committed
   * log's records, so any node answers.
   */
  private async hands(session: Session, id: string, tableId: string, request: Record<string, unknown>): Promise<PhhHand[]> {
    return handsPage(request, {
      name: `tournament ${id}`,
      owner: () => this.store.tournament(id),
      held: () => session.tokens.get(id),
      token: 'your tournament token from register',
      records: (page) => this.rooms.hands(tableId, page),
    });
  }

  private viewOf(live: Live, table: number, viewer: number | 'spectator'): RoomView {
    return live.t.view(table, viewer, live.clocks.get(table)?.view() ?? null);
  }

  private async create(options: RoomTournamentOptions, creator: string | null): Promise<{ tournamentId: string; adminToken: string }> {
    if (options === null || typeof options !== 'object') throw new RoomError('BAD_REQUEST', 'createTournament needs options { variant, betting, tableSize, startingStack, buyIn, payouts, schedule }');
    const o = options as RoomTournamentOptions & Record<string, unknown>;
    if (!isText(o.variant, 60)) throw new RoomError('BAD_REQUEST', 'variant must be a variant id, e.g. "holdem"');
    if (o.name !== undefined && !isText(o.name, 80)) throw new RoomError('BAD_REQUEST', 'name must be 1 to 80 characters');
    if (o.startAt !== undefined && !isInt(o.startAt, 0)) throw new RoomError('BAD_REQUEST', 'startAt must be a time in epoch milliseconds');
    if (o.dealDelayMs !== undefined && !isInt(o.dealDelayMs, 0, 600_000)) throw new RoomError('BAD_REQUEST', 'dealDelayMs must be 0..600000');
    if (o.seed !== undefined && !isInt(o.seed, 0, 2 ** 32 - 1)) throw new RoomError('BAD_REQUEST', 'seed must be a whole number 0..2^32-1');
    const play = tablePlayConfig({ ...(o.clock !== undefined ? { clock: o.clock } : {}), ...(o.sitOutAfter !== undefined ? { sitOutAfter: o.sitOutAfter } : {}) } as never);
    const { variant: _v, betting, name, startAt, dealDelayMs, clock: _c, sitOutAfter: _s, seed, ...settings } = o;
    const config: TournamentConfig = {
      name: (name as string | undefined) ?? `${o.variant} tournament`,
      variant: o.variant, betting: betting as TournamentConfig['betting'],
      settings: JSON.parse(JSON.stringify({ ...settings, seed: seed ?? randomBytes(4).readUInt32BE(0) })) as TournamentConfig['settings'],
      startAt: (startAt as number | undefined) ?? null,
      dealDelayMs: (dealDelayMs as number | undefined) ?? null,
      clock: play.clock === undefined ? DEFAULT_CLOCK : play.clock,
      sitOutAfter: play.sitOutAfter ?? 2,
    };
    new RoomTournament('check', config, this.options.variants).stop(); // the tournament's own checks (TOURNAMENT_BAD_CONFIG, R240-R252)
    if (creator !== null && (await this.store.tournamentsOf(creator)) >= this.options.maxPerCreator) {
      throw new RoomError('TOO_MANY_TABLES', `an address may create ${this.options.maxPerCreator} tournaments in this room, and ${creator} has`);
    }
    const tournamentId = randomId(12);
    const adminToken = randomId(24);
    await this.store.insert(tournamentId, config, sha256(adminToken), creator);
    const live = await this.owned(tournamentId);
    this.writeLobby(tournamentId, live);
    return { tournamentId, adminToken };
  }

  private async register(session: Session, id: string, name: unknown, token: unknown): Promise<{ token: string }> {
    if (!isText(name, 40) || name.trim() !== name) throw new RoomError('BAD_REQUEST', 'name must be 1 to 40 characters, without spaces at either end');
    if (token !== undefined && !isText(token, 200)) throw new RoomError('BAD_REQUEST', 'token must be the token your first registration gave');
    let out = '';
    await this.command(id, (t) => {
      const held = t.tokens.get(name);
      let hash: string;
      if (held !== undefined) {
        // a re-entry (R241) is the player's own: it needs their token
        if (token === undefined || !sameHash(held, sha256(token))) throw new RoomError('NAME_TAKEN', `a player named ${JSON.stringify(name)} is registered in tournament ${id}: choose another name, or re-enter with your token (R241)`);
        hash = held;
        out = token;
      } else {
        out = randomId(24);
        hash = sha256(out);
      }
      return { type: 'register', name, tokenHash: hash, now: Date.now() };
    });
    const live = await this.owned(id);
    session.tokens.set(id, sha256(out));
    live.sessions.add(session);
    this.announce(live, session, name);
    return { token: out };
  }

  private async resume(session: Session, id: string, token: unknown): Promise<{ name: string; tableId: string | null; seat: number | null }> {
    if (!isText(token, 200)) throw new RoomError('BAD_REQUEST', 'token must be the token register gave');
    const hash = sha256(token);
    return this.atOwner(id, (live) => {
      const name = live.t.nameOfToken(hash);
      if (name === null) throw new RoomError('BAD_TOKEN', `this token has no entry in tournament ${id}`);
      session.tokens.set(id, hash);
      live.sessions.add(session);
      this.announce(live, session, name);
      const at = live.t.seatOf(name);
      return { name, tableId: at === null ? null : tournamentTableId(id, at.table), seat: at?.seat ?? null };
    });
  }

  /** Tells one connection where its player sits now, and sends that table's view. */
  private announce(live: Live, session: Session, name: string): void {
    const at = live.t.seatOf(name);
    if (at === null) return;
    const tableId = tournamentTableId(live.t.id, at.table);
    session.send({ type: 'seat', tournamentId: live.t.id, tableId, seat: at.seat });
    session.send({ type: 'view', tableId, view: this.viewOf(live, at.table, at.seat) });
  }

  private async admin(id: string, adminToken: unknown, command: unknown): Promise<null> {
    if (!isText(adminToken, 200)) throw new RoomError('BAD_REQUEST', 'adminToken must be the token from createTournament');
    const row = await this.store.tournament(id);
    if (row === null) throw new RoomError('NO_SUCH_TABLE', `no tournament ${id}`);
    if (!sameHash(row.adminHash, sha256(adminToken))) throw new RoomError('BAD_TOKEN', `this is not the admin token of tournament ${id}`);
    const type = (command as { type?: unknown } | null)?.type;
    if (type !== 'start' && type !== 'pause' && type !== 'resume') throw new RoomError('BAD_REQUEST', 'command must be { type: start | pause | resume }');
    // pause and resume carry the time: the tournament clock stands still in between (R263)
    await this.command(id, (): TournamentRoomEvent => ({ type, now: Date.now() }));
    return null;
  }

  // ---- the actor: commands, publishing, leases ----

  private async atOwner<T>(id: string, fn: (live: Live) => T): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const live = await this.owned(id);
      const result = await this.serial(live, async () => {
        if (live.gone) return RETRY;
        if (Date.now() >= live.leaseUntil) {
          this.drop(id, live);
          return RETRY;
        }
        return { value: fn(live) };
      });
      if (result !== RETRY) return result.value;
      if (attempt >= 3) throw new RoomError('UNAVAILABLE', `tournament ${id} is moving to another node; try again`);
    }
  }

  /**
   * Runs one command of a tournament this node owns, in order with its others: `make` builds the
   * event (or throws a refusal), the tournament applies it, the event is committed, and only then
   * do views and seats go out. A refused command that read the clock is committed as a `tick`.
   */
  private async command(id: string, make: (t: RoomTournament, live: Live) => TournamentRoomEvent): Promise<Live> {
    const live = await this.owned(id);
    return this.serial(live, async () => {
      if (live.gone) throw new RoomError('UNAVAILABLE', `tournament ${id} is moving to another node; try again`);
      const t = live.t;
      const event = make(t, live);
      const before = t.tournament.context;
      const logLength = before.log.length;
      let refusal: unknown = null;
      let committed: TournamentRoomEvent = event;
      let hands: RoomHandRecord[] = [];
      try {
        hands = t.apply(event, true);
      } catch (e) {
        if (!(e instanceof RoomError || e instanceof TournamentError || (e as { code?: unknown }).code !== undefined)) {
          this.drop(id, live);
          throw e;
        }
        if (t.tournament.context === before || !('now' in event)) throw e;
        refusal = e; // the command read the clock: the reading is committed as a tick
        committed = { type: 'tick', now: event.now };
        t.seq++;
      }
      try {
        await this.store.append(id, t.seq, committed, this.options.nodeId, refusal === null ? hands : []);
      } catch (e) {
        this.drop(id, live);
        if (e instanceof RoomError) throw e;
        this.options.log(`tournament ${id}: event ${t.seq} not committed (${(e as Error).message}); it is reloaded from its log`);
        throw new RoomError('UNAVAILABLE', `tournament ${id}: the event could not be committed; try again`);
      }
      this.snapshotDue(id, live, committed);
      this.published(live, committed, logLength);
      if (refusal !== null) throw refusal;
      return live;
    });
  }

  private serial<T>(live: Live, fn: () => Promise<T>): Promise<T> {
    const run = live.queue.then(fn, fn);
    live.queue = run.catch(() => {});
    return run;
  }

  /** After a commit: seats and views to the players and watchers of the tables it changed, clocks, deals, the lobby. */
  private published(live: Live, event: TournamentRoomEvent, logLength: number): void {
    const t = live.t;
    const ctx = t.tournament.context;
    const dirty = new Set<number>();
    if ('table' in event) dirty.add(event.table);
    const moved = new Set<string>();
    if (ctx.log.length !== logLength || event.type === 'start') {
      for (const l of ctx.log.slice(logLength)) {
        if (l.type === 'moved') {
          dirty.add(l.from.table);
          dirty.add(l.to.table);
        } else if ('table' in l && typeof l.table === 'number') dirty.add(l.table);
        if (l.type === 'started' || l.type === 'final-table' || l.type === 'complete') for (const x of ctx.tables) dirty.add(x.id);
      }
      for (const e of ctx.entries) {
        if (ctx.byName[`n:${e.name}`] !== e.id) continue;
        const now = spot(t.seatOf(e.name));
        if ((live.seats.get(e.name) ?? '') !== now) {
          live.seats.set(e.name, now);
          if (now !== '') moved.add(e.name);
        }
      }
    }
    if (event.type === 'sit-out' || event.type === 'sit-in' || event.type === 'rebuy' || event.type === 'add-on') {
      const at = t.seatOf(event.name);
      if (at !== null) dirty.add(at.table);
    }
    if (event.type === 'pause' || event.type === 'resume') for (const x of ctx.tables) dirty.add(x.id);
    for (const table of dirty) if (ctx.tables.some((x) => x.id === table)) this.syncClock(live, table);
    const views = new Map<string, RoomView>();
    const viewAt = (table: number, seat: number | 'spectator') => {
      const key = `${table} ${seat}`;
      let v = views.get(key);
      if (v === undefined) views.set(key, (v = this.viewOf(live, table, seat)));
      return v;
    };
    for (const session of live.sessions) {
      const name = t.nameOfToken(session.tokens.get(t.id));
      if (name === null) continue;
      const at = t.seatOf(name);
      if (at === null) continue;
      const tableId = tournamentTableId(t.id, at.table);
      if (moved.has(name)) session.send({ type: 'seat', tournamentId: t.id, tableId, seat: at.seat });
      if (moved.has(name) || dirty.has(at.table)) session.send({ type: 'view', tableId, view: viewAt(at.table, at.seat) });
    }
    for (const table of dirty) {
      if (!ctx.tables.some((x) => x.id === table)) continue;
      for (const session of live.watchers.get(table) ?? []) session.send({ type: 'view', tableId: tournamentTableId(t.id, table), view: viewAt(table, 'spectator') });
    }
    this.scheduleDeals(t.id, live);
    this.writeLobby(t.id, live);
  }

  /** Starts (or keeps running) a table's action clock (R260) for the decision in progress; a sitting-out player takes the timeout action at once (R262). */
  private syncClock(live: Live, table: number): void {
    const t = live.t;
    const decision = t.tournament.isComplete ? null : t.decision(table);
    const expire = (key: string) => {
      if (live.gone || this.closed) return;
      this.command(t.id, (x) => {
        const d = x.decision(table);
        if (d === null || d.key !== key) throw new RoomError('STALE', 'the decision the clock ran for is over');
        return { type: 'act', table, seat: d.seat, action: x.timeoutAction(table, d.seat), now: Date.now(), timeout: true };
      }).catch((e: { code?: string; message?: string }) => {
        if (e.code !== 'STALE' && e.code !== 'UNAVAILABLE') this.options.log(`tournament ${t.id} table ${table}: timeout not taken: ${e.message ?? String(e)}`);
      });
    };
    if (decision !== null && t.sittingOut.has(decision.name)) {
      live.clocks.get(table)?.stop();
      setTimeout(() => expire(decision.key), 0);
      return;
    }
    const config = t.config.clock;
    if (config === null) return;
    let clock = live.clocks.get(table);
    if (clock === undefined) live.clocks.set(table, (clock = new TableClock(config, (d) => expire(d.key))));
    clock.sync(decision);
  }

  /** Deals, after the table's delay, at every table between hands that may deal (or must let its busted players go, R242). */
  private scheduleDeals(id: string, live: Live): void {
    const t = live.t;
    if (live.gone || this.closed || t.paused || t.tournament.isComplete || t.tournament.phase === 'registering') return;
    const ctx = t.tournament.context;
    const delay = t.config.dealDelayMs ?? this.options.dealDelayMs;
    for (const table of ctx.tables) {
      if (table.playing || live.deals.has(table.id)) continue;
      const busted = ctx.busted > 0 && table.seats.some((e) => e !== null && ctx.entries[e]!.state === 'busted');
      if (!busted && !t.canDeal(table.id)) continue;
      live.deals.set(table.id, setTimeout(() => {
        live.deals.delete(table.id);
        if (live.gone || this.closed) return;
        this.command(id, (x) => {
          const now = x.tournament.context;
          const tt = now.tables.find((y) => y.id === table.id);
          const due = tt !== undefined && !tt.playing && (x.canDeal(table.id) || (now.busted > 0 && tt.seats.some((e) => e !== null && now.entries[e]!.state === 'busted')));
          if (!due || x.paused) throw new RoomError('NO_HAND', 'nothing to deal');
          return { type: 'deal', table: table.id, now: Date.now() };
        }).catch((e: { code?: string; message?: string }) => {
          if (e.code !== 'NO_HAND' && e.code !== 'UNAVAILABLE' && e.code !== 'TOURNAMENT_NOT_ALLOWED') this.options.log(`tournament ${id} table ${table.id}: deal failed: ${e.message ?? String(e)}`);
        });
      }, delay));
    }
  }

  /** The clock's tick (R263): starts the tournament at `startAt`, then moves its levels, breaks and late registration on. */
  private tick(id: string, live: Live): void {
    const t = live.t;
    if (live.gone || this.closed) return;
    if (t.tournament.isComplete) {
      if (live.ticker !== null) clearInterval(live.ticker);
      live.ticker = null;
      return;
    }
    const phase = t.tournament.phase;
    const now = Date.now();
    let run: Promise<unknown>;
    if (phase === 'registering') {
      if (t.config.startAt === null || now < t.config.startAt || t.tournament.context.entries.length < 2) return;
      run = this.command(id, () => ({ type: 'start', now: Date.now() }));
    } else if (t.paused) return; // a paused tournament's clock stands still: nothing to read
    else run = this.command(id, () => ({ type: 'tick', now: Date.now() }));
    run.catch((e: { code?: string; message?: string }) => {
      if (e.code !== 'UNAVAILABLE' && e.code !== 'TOURNAMENT_COMPLETE') this.options.log(`tournament ${id}: tick failed: ${e.message ?? String(e)}`);
    });
  }

  private writeLobby(id: string, live: Live): void {
    const row = live.t.lobby();
    const text = JSON.stringify(row);
    if (text === live.lobby) return;
    live.lobby = text;
    this.store.setLobby(id, row).catch((e: Error) => this.options.log(`tournament ${id}: the lobby not saved: ${e.message}`));
  }

  /** The live tournament, loading it when this node can own it. @throws REDIRECT to its owner, NO_SUCH_TABLE, UNAVAILABLE. */
  private async owned(id: string): Promise<Live> {
    if (this.closed) throw new RoomError('UNAVAILABLE', 'this node is shutting down');
    const live = this.live.get(id);
    if (live !== undefined && !live.gone) return live;
    let pending = this.loading.get(id);
    if (pending === undefined) {
      pending = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  private async load(id: string): Promise<Live> {
    const row = await this.store.tournament(id);
    if (row === null) throw new RoomError('NO_SUCH_TABLE', `no tournament ${id}`);
    const claimedAt = Date.now();
    const lease = await this.rooms.claim(id, this.options.nodeId, this.options.url, this.options.leaseMs);
    if (lease.nodeId !== this.options.nodeId) {
      if (lease.live) throw new RoomError('REDIRECT', `tournament ${id} is served by ${lease.url}`, lease.url);
      throw new RoomError('UNAVAILABLE', `tournament ${id} is between owners; try again`);
    }
    const { t, snapshotAt } = await this.latest(id, row.config);
    const live: Live = {
      t, queue: Promise.resolve(), gone: false, leaseUntil: claimedAt + this.options.leaseMs,
      sessions: new Set(), watchers: new Map(), deals: new Map(), clocks: new Map(), seats: new Map(), lobby: '', ticker: null, snapshotAt,
    };
    for (const e of t.tournament.context.entries) if (t.tournament.context.byName[`n:${e.name}`] === e.id) live.seats.set(e.name, spot(t.seatOf(e.name)));
    this.live.set(id, live);
    // R260: every decision in progress starts its full action time again
    for (const table of t.tournament.context.tables) this.syncClock(live, table.id);
    this.scheduleDeals(id, live);
    live.ticker = setInterval(() => this.tick(id, live), this.options.tickMs ?? 1000);
    live.ticker.unref();
    return live;
  }

  /** The tournament from its latest snapshot that fits its log plus the events after it (and that snapshot's event), or from its whole log (0). */
  private async latest(id: string, config: TournamentConfig): Promise<{ t: RoomTournament; snapshotAt: number }> {
    const key = this.options.key;
    if (key !== undefined) {
      for (const snapshot of await this.store.snapshots(id)) {
        try {
          const t = await replayTournament(id, config, await this.store.events(id, snapshot.snapshot.seq), this.options.variants, snapshot, key);
          return { t, snapshotAt: snapshot.snapshot.seq };
        } catch (e) {
          this.options.log(`tournament ${id}: snapshot ${String(snapshot.snapshot?.seq)} refused (${(e as Error).message}); using an older one`);
        }
      }
    }
    return { t: await replayTournament(id, config, await this.store.events(id), this.options.variants), snapshotAt: 0 };
  }

  /** After event `seq` was committed: a snapshot when one is due (taken now, written in the background, under the lease). */
  private snapshotDue(id: string, live: Live, committed: TournamentRoomEvent): void {
    const key = this.options.key;
    const every = this.options.snapshotEvery;
    if (key === undefined || (every !== undefined && (every <= 0 || live.t.seq % every !== 0))) return;
    if (every === undefined && live.t.seq - live.snapshotAt < tournamentSnapshotSpacing(live.t.tournament.context.tables.length)) return;
    live.snapshotAt = live.t.seq;
    let snapshot: TournamentSnapshot;
    try {
      snapshot = live.t.snapshot(key, committed);
    } catch (e) {
      this.options.log(`tournament ${id}: snapshot ${live.t.seq} not taken: ${(e as Error).message}`);
      return;
    }
    this.store.saveSnapshot(id, snapshot, this.options.nodeId).catch((e: Error) => this.options.log(`tournament ${id}: snapshot ${snapshot.snapshot.seq} not saved: ${e.message}`));
  }

  private drop(id: string, live: Live): void {
    live.gone = true;
    if (live.ticker !== null) clearInterval(live.ticker);
    for (const c of live.clocks.values()) c.stop();
    for (const d of live.deals.values()) clearTimeout(d);
    live.t.stop();
    if (this.live.get(id) === live) this.live.delete(id);
  }

  private async renew(): Promise<void> {
    if (this.closed || this.live.size === 0) return;
    try {
      const renewedAt = Date.now();
      const held = await this.rooms.renew(this.options.nodeId, this.options.leaseMs);
      for (const [id, live] of this.live) {
        if (!held.has(id)) this.serial(live, async () => this.drop(id, live)).catch(() => {});
        else live.leaseUntil = renewedAt + this.options.leaseMs;
      }
    } catch (e) {
      this.options.log(`tournament lease renewal failed: ${(e as Error).message}`);
    }
  }

  private async sweep(): Promise<void> {
    if (this.closed || this.ready === null) return;
    try {
      await this.ready;
      for (const id of await this.store.orphans(20)) await this.owned(id).catch(() => {});
    } catch (e) {
      this.options.log(`tournament takeover sweep failed: ${(e as Error).message}`);
    }
  }

  /** Stops the timers and the tournaments. */
  async close(): Promise<void> {
    this.closed = true;
    for (const x of this.timers) clearInterval(x);
    for (const [id, live] of this.live) {
      await live.queue;
      this.drop(id, live);
    }
  }
}

/**
 * A room tournament from its configuration and its event log, replayed in order: what a check of a
 * finished tournament compares its standings with. Given a `snapshot` (and the room's `key` that
 * signed it), the tournament starts from it and only the events after it are applied; `events`
 * must then hold the snapshot's own event (`snapshot.seq`), which must be the one the snapshot was
 * taken after: a snapshot of an event the log does not hold (never committed, or another owner's)
 * is refused, so that it can never replace an acknowledged one.
 * @throws RoomError `INTERNAL` when an event is missing, the replay refuses one, or the snapshot
 *   does not fit the log; the engine's `RestoreError` for a snapshot not signed under `key`.
 */
export async function replayTournament(
  id: string, config: TournamentConfig, events: readonly { seq: number; event: TournamentRoomEvent }[], variants: readonly VariantDescriptor[] = [],
  snapshot?: TournamentSnapshot, key?: SaveKey,
): Promise<RoomTournament> {
  let t: RoomTournament;
  let from = 0;
  if (snapshot !== undefined) {
    if (key === undefined) throw new RoomError('INTERNAL', 'a tournament snapshot is read with the room key that signed it');
    t = RoomTournament.fromSnapshot(id, config, snapshot, key, variants);
    from = t.seq;
    if (from > 0) {
      const own = events.find((e) => e.seq === from);
      if (own === undefined || canonicalJson(own.event) !== canonicalJson(snapshot.snapshot.last)) {
        t.stop();
        throw new RoomError('INTERNAL', `tournament ${id}: the snapshot was taken after an event ${from} that is not the log's (never committed, or another owner's); it is not used`);
      }
    }
  } else t = new RoomTournament(id, config, variants);
  for (const { seq, event } of events) {
    if (seq <= from) continue;
    if (seq !== t.seq + 1) throw new RoomError('INTERNAL', `tournament ${id}: event ${t.seq + 1} is missing from the log`);
    try {
      t.apply(event);
    } catch (e) {
      throw new RoomError('INTERNAL', `tournament ${id}: event ${seq} (${event.type}) is refused on replay: ${(e as Error).message}`);
    }
  }
  return t;
}
