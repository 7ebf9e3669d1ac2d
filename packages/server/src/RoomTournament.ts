import type { PlayerAction } from '@pokerchart/betting';
import type { PlayerView, VariantDescriptor } from '@pokerchart/engine';
import type { LobbyTable, LobbyTournament, RoomView } from '@pokerchart/client';
import { timeoutAction } from '@pokerchart/table';
import { createTournament, restoreTournamentState, type Standing, type Tournament, type TournamentSettings, type TournamentStateSave } from '@pokerchart/tournament';
import type { SaveKey } from '@pokerchart/engine';
import { canonicalJson, readSave } from '@pokerchart/engine/internal';
import { RoomError } from './errors.js';
import { gameOf } from './RoomTable.js';
import type { ClockConfig } from './TableConfig.js';
import type { RoomHandRecord } from './RoomHandRecord.js';
import { tournamentHandRecord } from './tournamentHandRecord.js';
import { signSave } from './signSave.js';
import type { AnyActorRef } from 'xstate';
import type { TableContext } from '@pokerchart/table';

/** A room tournament's fixed configuration, as stored with it. */
export interface TournamentConfig {
  /** The name the lobby shows. */
  name: string;
  /** The variant's id (a built-in one, or a composed variant the room serves). */
  variant: string;
  /** The betting structure. */
  betting: 'no-limit' | 'pot-limit' | 'fixed-limit';
  /** The tournament's settings (RULES section 19), the seed included. */
  settings: TournamentSettings;
  /** When the owning node starts it by itself (epoch ms), or null: the admin's `start`. */
  startAt: number | null;
  /** Milliseconds between a hand's end and the next deal at a table, or null for the room's default. */
  dealDelayMs: number | null;
  /** The action clock of its tables (R260), or null for none. */
  clock: ClockConfig | null;
  /** Timeouts in a row before a player sits out (R262). Default 2. */
  sitOutAfter: number;
}

/**
 * One entry of a room tournament's event log. Replaying the log from the configuration gives the
 * tournament again, exactly: every command that reads the tournament clock carries the time it
 * was applied at (`now`), a registration the hash of the player's token (never the token). `act`
 * is a player's action at one of the tournament's tables (`timeout: true`: the action clock took
 * the timeout action, R261); `sit-out`/`sit-in` are a player's requests (R262: a sitting-out
 * player is dealt in and blinded away, every decision taking the timeout action at once).
 * `pause`/`resume` carry the time too: the tournament clock (levels, breaks, the close of late
 * registration) stands still from a pause to its resume (older logs without it: no time passes).
 */
export type TournamentRoomEvent =
  | { type: 'register'; name: string; tokenHash: string; now: number }
  | { type: 'start'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'deal'; table: number; now: number }
  | { type: 'act'; table: number; seat: number; action: PlayerAction; now: number; timeout?: true; bankMs?: number }
  | { type: 'rebuy'; name: string; now: number }
  | { type: 'add-on'; name: string; now: number }
  | { type: 'sit-out'; name: string }
  | { type: 'sit-in'; name: string }
  | { type: 'pause'; now?: number }
  | { type: 'resume'; now?: number };

/** The room's facts about a tournament's players and clock in a {@link TournamentSnapshot}. */
export interface RoomTournamentState {
  /** Dealing paused by the admin. */
  paused: boolean;
  /** The wall-clock time of the current pause, or null. */
  pausedAt: number | null;
  /** Milliseconds spent paused before it. */
  pausedMs: number;
  /** The latest wall-clock time an event carried. */
  wall: number;
  /** The tournament clock's reading. */
  now: number;
  /** Token hashes by name. */
  tokens: [string, string][];
  /** Players sitting out (R262). */
  sittingOut: string[];
  /** Timeouts in a row by name. */
  timeouts: [string, number][];
  /** Time banks in milliseconds by name (R260). */
  banks: [string, number][];
  /** Hands dealt by name, for the banks' refill (R260). */
  handsDealt: [string, number][];
}

/**
 * A signed snapshot of a room tournament after event `seq`, in the project's save model:
 * `options` the tournament's id and configuration, no `events` (the later ones are the log's),
 * `snapshot` the tournament's state ({@link TournamentStateSave}), the room's facts and the event
 * it was taken after (`last`, which must be the log's event `seq`: a snapshot of an event that was
 * never committed is refused), and `signature`, HMAC-SHA-256 under the room's key.
 */
export interface TournamentSnapshot {
  /** Always `'pokerchart-room-tournament'`. */
  format: 'pokerchart-room-tournament';
  /** Format version, `1`. */
  version: 1;
  /** The tournament's id and configuration. */
  options: { tournamentId: string; config: TournamentConfig };
  /** Always empty: the events after `snapshot.seq` are the tournament's log. */
  events: [];
  /** The state after event `seq`. */
  snapshot: { seq: number; last: TournamentRoomEvent | null; tournament: TournamentStateSave; room: RoomTournamentState };
  /** HMAC-SHA-256 of the rest under the room's key. */
  signature?: string;
}

const SNAPSHOT_KIND = { format: 'pokerchart-room-tournament', version: 1, what: 'tournament snapshot' } as const;

/** The id of a tournament's table `n` in the room: `<tournamentId>/t<n>`. */
export function tournamentTableId(tournamentId: string, table: number): string {
  return `${tournamentId}/t${table}`;
}

/** The tournament and table number of a tournament table's id, or null for any other id. */
export function parseTournamentTableId(tableId: string): { tournamentId: string; table: number } | null {
  const m = /^([A-Za-z0-9_-]{1,40})\/t([1-9][0-9]{0,5})$/.exec(tableId);
  return m === null ? null : { tournamentId: m[1]!, table: Number(m[2]) };
}

/**
 * A live room tournament: a `@pokerchart/tournament` tournament, whose tables play at the same
 * time (R263), plus the room's facts about its players (token hashes, timeouts in a row, time
 * banks, sitting out). {@link RoomTournament.apply} is the only way it changes, one
 * {@link TournamentRoomEvent} at a time, so replaying the log rebuilds it exactly.
 */
export class RoomTournament {
  /** The last event applied. */
  seq = 0;
  /** Dealing paused by the admin. */
  paused = false;
  /** The players' token hashes, by name. */
  readonly tokens = new Map<string, string>();
  /** Players sitting out (R262). */
  readonly sittingOut = new Set<string>();
  private readonly timeouts = new Map<string, number>();
  private readonly banks = new Map<string, number>();
  /** Hands each player was dealt into, for the time bank's refill (R260). */
  private readonly handsDealt = new Map<string, number>();
  /** The tournament clock's reading (the wall clock less the time spent paused). */
  private now = 0;
  /** The latest wall-clock time an event carried. */
  private wall = 0;
  /** Milliseconds the tournament spent paused before the current pause (or in all, when running). */
  private pausedMs = 0;
  /** The wall-clock time of the current pause, or null. */
  private pausedAt: number | null = null;
  /** The tournament (RULES section 19). */
  readonly tournament: Tournament;
  private readonly variant: VariantDescriptor;
  private readonly game: ReturnType<typeof gameOf>;

  /**
   * A new tournament from its configuration, to which the events of its log are then applied.
   * @param id - The tournament's id.
   * @param config - Its configuration.
   * @param served - The composed variants the room serves, one of which it may play.
   * @throws TournamentError `TOURNAMENT_BAD_CONFIG` naming the bad setting; RoomError `BAD_REQUEST` for an unknown variant or betting.
   */
  constructor(readonly id: string, readonly config: TournamentConfig, served: readonly VariantDescriptor[] = [], state?: TournamentSnapshot['snapshot']) {
    const game = gameOf({ variant: config.variant, betting: config.betting, blinds: { small: 0, big: config.settings.schedule.levels[0]?.big ?? 2 } }, served);
    this.variant = game.variant;
    this.game = game;
    if (state === undefined) {
      this.tournament = createTournament({ ...config.settings, variant: game.variant, betting: game.betting, clock: () => this.now });
      return;
    }
    this.tournament = restoreTournamentState(state.tournament, { variant: game.variant, betting: game.betting, clock: () => this.now });
    const r = state.room;
    this.seq = state.seq;
    this.paused = r.paused;
    this.pausedAt = r.pausedAt;
    this.pausedMs = r.pausedMs;
    this.wall = r.wall;
    this.now = r.now;
    for (const [k, v] of r.tokens) this.tokens.set(k, v);
    for (const k of r.sittingOut) this.sittingOut.add(k);
    for (const [k, v] of r.timeouts) this.timeouts.set(k, v);
    for (const [k, v] of r.banks) this.banks.set(k, v);
    for (const [k, v] of r.handsDealt) this.handsDealt.set(k, v);
  }

  /**
   * A tournament from a snapshot ({@link RoomTournament.snapshot}) verified under `key`: its
   * signature, format and version (the engine's `readSave`), and that it is this tournament with
   * this configuration. The events after `snapshot.seq` are then applied.
   * @throws the engine's `RestoreError` (`BAD_SIGNATURE`, `BAD_FORMAT`), RoomError `INTERNAL` for another tournament or configuration.
   */
  static fromSnapshot(id: string, config: TournamentConfig, saved: TournamentSnapshot, key: SaveKey, served: readonly VariantDescriptor[] = []): RoomTournament {
    const save = readSave(saved, SNAPSHOT_KIND, key) as unknown as TournamentSnapshot;
    if (save.options.tournamentId !== id || canonicalJson(save.options.config) !== canonicalJson(config)) {
      throw new RoomError('INTERNAL', `the snapshot is not one of tournament ${id} with its configuration`);
    }
    const s = save.snapshot;
    if (s === undefined || !Number.isInteger(s.seq) || s.seq < 0 || s.room === undefined || s.tournament === undefined) throw new RoomError('INTERNAL', 'the snapshot has no seq, room or tournament state');
    return new RoomTournament(id, config, served, s);
  }

  /** A signed snapshot now, after event `seq`, which was `last` (the event committed at `seq`). */
  snapshot(key: SaveKey, last: TournamentRoomEvent | null): TournamentSnapshot {
    const snap: TournamentSnapshot = {
      format: 'pokerchart-room-tournament',
      version: 1,
      options: { tournamentId: this.id, config: JSON.parse(JSON.stringify(this.config)) as TournamentConfig },
      events: [],
      snapshot: {
        seq: this.seq,
        last: last === null ? null : JSON.parse(JSON.stringify(last)) as TournamentRoomEvent,
        tournament: this.tournament.snapshot(),
        room: {
          paused: this.paused, pausedAt: this.pausedAt, pausedMs: this.pausedMs, wall: this.wall, now: this.now,
          tokens: [...this.tokens], sittingOut: [...this.sittingOut], timeouts: [...this.timeouts], banks: [...this.banks], handsDealt: [...this.handsDealt],
        },
      },
    };
    snap.signature = signSave(snap, key);
    return snap;
  }

  /** The tournament's state for the lobby. */
  get state(): LobbyTournament['state'] {
    const phase = this.tournament.phase;
    return phase === 'registering' ? 'registering' : phase === 'complete' ? 'complete' : 'running';
  }

  /** The name's last entry, or undefined. */
  entryOf(name: string): Tournament['context']['entries'][number] | undefined {
    const id = this.tournament.context.byName[`n:${name}`];
    return id === undefined ? undefined : this.tournament.context.entries[id];
  }

  /** Where a player sits now (table number and seat), or null (before the start, or out). */
  seatOf(name: string): { table: number; seat: number } | null {
    const e = this.entryOf(name);
    if (e === undefined || e.state === 'out' || e.state === 'registered' || e.table === null || e.seat === null) return null;
    return { table: e.table, seat: e.seat };
  }

  /** The player whose token hash this is, or null. */
  nameOfToken(tokenHash: string | undefined): string | null {
    if (tokenHash === undefined || tokenHash === '') return null;
    for (const [name, hash] of this.tokens) if (hash === tokenHash) return name;
    return null;
  }

  /**
   * Applies one event. A refused one throws (a {@link RoomError} or the tournament's own
   * `TournamentError`) and changes nothing but, for commands that read the clock, the clock
   * reading (the room then commits that reading as a `tick`). With `record`, returns the hand the
   * event finished (an action, or a deal whose hand ended at once), as the room keeps finished
   * hands for `hands()` (R265); a replay does not ask.
   */
  apply(event: TournamentRoomEvent, record = false): RoomHandRecord[] {
    const before = record && (event.type === 'act' || event.type === 'deal') ? this.tableState(event.table) : null;
    const { wall, now } = this;
    const context = this.tournament.context;
    try {
      this.applyEvent(event);
    } catch (e) {
      // refused without reading the tournament clock: the clock's reading is not this event's either
      if (this.tournament.context === context) {
        this.wall = wall;
        this.now = now;
      }
      throw e;
    }
    return before === null ? [] : this.finished(before);
  }

  /** A table's actor and what a finished hand's record needs from before the event. */
  private tableState(table: number): { table: number; ref: AnyActorRef; playing: boolean; number: number; handsPlayed: number; names: (string | null)[] } | null {
    const t = this.tournament.context.tables.find((x) => x.id === table);
    if (t === undefined) return null;
    const ref = (this.tournament.actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[t.actorId];
    if (ref === undefined) return null;
    const ctx = (ref.getSnapshot() as { context: TableContext }).context;
    return { table, ref, playing: t.playing, number: ctx.hand?.number ?? 0, handsPlayed: t.handsPlayed, names: t.seats.map((id) => (id === null ? null : this.tournament.context.entries[id]!.name)) };
  }

  /** The hand that ended at a table during the event just applied, as a record. */
  private finished(before: NonNullable<ReturnType<RoomTournament['tableState']>>): RoomHandRecord[] {
    const now = this.tournament.context.tables.find((x) => x.id === before.table);
    if (now?.playing === true) return [];
    const ctx = (before.ref.getSnapshot() as { context: TableContext }).context;
    if (ctx.hand === null || ctx.handState === null || ctx.handState === undefined) return [];
    // an action that ended the running hand, or a deal whose hand ended at once (all in from the blinds)
    if (!(before.playing || ctx.hand.number !== before.number)) return [];
    // the hands the table has finished, this one included (from 1, as at cash tables)
    const number = now?.handsPlayed ?? before.handsPlayed + 1;
    try {
      return [tournamentHandRecord({
        game: this.game, hand: ctx.hand, context: ctx.handState.context, names: before.names, tokens: this.tokens,
        tableId: tournamentTableId(this.id, before.table), number, seatCount: this.config.settings.tableSize,
      })];
    } catch {
      return []; // the event is applied: a record that cannot be written must not refuse it
    }
  }

  private applyEvent(event: TournamentRoomEvent): void {
    const t = this.tournament;
    if ('now' in event && typeof event.now === 'number') {
      this.wall = event.now;
      // the tournament clock stands still while the admin's pause lasts (levels, breaks, late registration)
      this.now = (this.pausedAt ?? event.now) - this.pausedMs;
    }
    switch (event.type) {
      case 'register': {
        t.register(event.name);
        this.tokens.set(event.name, event.tokenHash);
        if (!this.banks.has(event.name)) this.banks.set(event.name, this.fullBank());
        break;
      }
      case 'start':
        t.start();
        break;
      case 'tick':
        if (t.phase !== 'registering' && !t.isComplete) t.tick();
        break;
      case 'deal':
        if (this.paused) throw new RoomError('NO_HAND', 'the tournament is paused');
        t.deal(event.table);
        this.refillBanks(event.table);
        break;
      case 'act': {
        if (t.toAct(event.table) !== event.seat) throw new RoomError('NOT_YOUR_TURN', `seat ${t.toAct(event.table) ?? 'none'} is to act at table ${event.table}, not seat ${event.seat} (R48)`);
        const name = this.nameAt(event.table, event.seat);
        t.act(event.table, event.action);
        if (name !== null) {
          if (event.timeout === true) {
            const n = (this.timeouts.get(name) ?? 0) + 1;
            this.timeouts.set(name, n);
            if (n >= this.config.sitOutAfter) this.sittingOut.add(name); // R262
            this.banks.set(name, 0);
          } else {
            this.timeouts.set(name, 0);
            if (event.bankMs !== undefined) this.banks.set(name, Math.max(0, Math.min(this.banks.get(name) ?? 0, event.bankMs)));
          }
        }
        break;
      }
      case 'rebuy':
        t.rebuy(event.name);
        break;
      case 'add-on':
        t.addOn(event.name);
        break;
      case 'sit-out':
        this.sittingOut.add(event.name);
        break;
      case 'sit-in':
        this.sittingOut.delete(event.name);
        this.timeouts.set(event.name, 0);
        break;
      case 'pause':
        if (!this.paused && event.now !== undefined) this.pausedAt = event.now; // an older log's pause (no time) left the clock running
        this.paused = true;
        break;
      case 'resume':
        if (this.paused && this.pausedAt !== null) this.pausedMs += Math.max(0, (event.now ?? this.wall) - this.pausedAt);
        this.pausedAt = null;
        this.paused = false;
        break;
      default:
        throw new RoomError('BAD_REQUEST', `unknown tournament event ${JSON.stringify((event as { type?: unknown }).type)}`);
    }
    this.seq++;
  }

  /**
   * R260: every player dealt into a hand counts it; each `refill.everyHands` of their hands their
   * time bank grows by `refill.seconds`, up to the starting bank (as at cash tables, counted per
   * player since players move between tables).
   */
  private refillBanks(table: number): void {
    const refill = this.config.clock?.refill;
    if (refill === undefined || refill === null) return;
    if (!this.tournament.context.tables.find((x) => x.id === table)?.playing) return;
    const full = this.fullBank();
    this.tournament.view(table, 'spectator').seats.forEach((s, seat) => {
      if (s === null) return;
      const name = this.nameAt(table, seat);
      if (name === null) return;
      const n = (this.handsDealt.get(name) ?? 0) + 1;
      this.handsDealt.set(name, n);
      if (n % refill.everyHands === 0) this.banks.set(name, Math.min(full, this.bankOf(name) + Math.round(refill.seconds * 1000)));
    });
  }

  /** The tournament clock's reading in milliseconds: the wall clock of the last event, less the time spent paused. */
  get clockNow(): number {
    return this.now;
  }

  /** The player seated at a table's seat now, or null. */
  nameAt(table: number, seat: number): string | null {
    const ctx = this.tournament.context;
    const id = ctx.tables.find((x) => x.id === table)?.seats[seat];
    return id === null || id === undefined ? null : ctx.entries[id]!.name;
  }

  private fullBank(): number {
    return this.config.clock === null ? 0 : Math.round(this.config.clock.timeBankSeconds * 1000);
  }

  /** A player's time bank in milliseconds (R260). */
  bankOf(name: string): number {
    return this.banks.get(name) ?? this.fullBank();
  }

  /** Whether a table may deal now: not paused, and the tournament allows it (R243, R246, R249, R263). */
  canDeal(table: number): boolean {
    return !this.paused && this.tournament.canDeal(table);
  }

  /**
   * The decision in progress at a table for its clock (R260): the seat to act, a key naming the
   * decision, and the player's bank; null when nobody is to act.
   */
  decision(table: number): { key: string; seat: number; bankMs: number; name: string } | null {
    const seat = this.tournament.toAct(table);
    if (seat === null) return null;
    const name = this.nameAt(table, seat);
    if (name === null) return null;
    const t = this.tournament.context.tables.find((x) => x.id === table)!;
    const log = this.tournament.view(table, 'spectator').log;
    return { key: `${t.handsPlayed}:${log.length}`, seat, bankMs: this.bankOf(name), name };
  }

  /** The timeout action (R261) of the seat to act at a table. */
  timeoutAction(table: number, seat: number): PlayerAction {
    const v = this.tournament.view(table, seat);
    if (v.legalActions === null) throw new RoomError('NO_HAND', `nobody is to act at table ${table}`);
    return timeoutAction(v.legalActions, v.seats[seat]?.holeCards ?? null);
  }

  /**
   * What `viewer` sees of a table: during a hand the engine's view for that seat; between hands
   * the last hand as a spectator saw it (a player who has just arrived at a seat never sees the
   * down cards of the seat's previous player), with the table's seats and stacks now.
   */
  view(table: number, viewer: number | 'spectator', clock: RoomView['clock'] = null): RoomView {
    const ctx = this.tournament.context;
    const t = ctx.tables.find((x) => x.id === table);
    if (t === undefined) throw new RoomError('NO_SUCH_TABLE', `tournament ${this.id} has no table ${table} now${ctx.tables.length > 0 ? `; its tables are ${ctx.tables.map((x) => x.id).join(', ')}` : ''}`);
    const names = t.seats.map((id) => (id === null ? null : ctx.entries[id]!.name));
    let base: PlayerView | null = null;
    try {
      base = this.tournament.view(table, t.playing ? viewer : 'spectator');
    } catch {
      base = null;
    }
    if (base === null) {
      base = {
        viewer, street: null, toAct: null, button: t.last?.button ?? 0, board: [], boards: [[]], pots: [], legalActions: null, log: [], isComplete: false,
        seats: t.seats.map((id) => (id === null ? null : { stack: ctx.entries[id]!.stack, committed: 0, folded: false, allIn: false, holeCards: null, upCards: [], hiddenCards: 0 })),
      } as unknown as PlayerView;
    } else if (!t.playing) base = { ...base, viewer, legalActions: null };
    const stacks = t.seats.map((id, seat) => (id === null ? 0 : t.playing && base!.seats[seat] ? base!.seats[seat]!.stack : ctx.entries[id]!.stack));
    return {
      ...base,
      handNumber: t.handsPlayed,
      stacks,
      names,
      phase: t.playing ? 'playing' : 'between',
      seq: this.seq,
      actionIndex: base.log.filter((e) => e.type === 'acted' || e.type === 'discarded').length,
      clock: t.playing ? clock : null,
      sittingOut: names.map((n) => n !== null && this.sittingOut.has(n)),
      variant: this.variant.id,
      variantName: this.variant.name,
    };
  }

  /** Every entry's place and prize, best first (R247, R250). */
  standings(): Standing[] {
    return this.tournament.standings();
  }

  /** What the lobby shows: the tournament and its tables. */
  lobby(): { tournament: LobbyTournament; tables: LobbyTable[] } {
    const ctx = this.tournament.context;
    const levels = this.config.settings.schedule.levels;
    const level = levels[Math.min(ctx.level, levels.length - 1)]!;
    return {
      tournament: { tournamentId: this.id, name: this.config.name, state: this.state, entries: ctx.entries.length, prizePool: ctx.prizePool },
      tables: ctx.tables.map((t): LobbyTable => ({
        tableId: tournamentTableId(this.id, t.id),
        name: `${this.config.name}, table ${t.id}`,
        variant: this.config.variant,
        betting: this.config.betting,
        blinds: { small: level.small, big: level.big },
        seats: this.config.settings.tableSize,
        players: t.players,
        tournamentId: this.id,
      })),
    };
  }

  /** Stops the tournament's actors. */
  stop(): void {
    this.tournament.stop();
  }
}
