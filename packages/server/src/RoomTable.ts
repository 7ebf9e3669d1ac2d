import { fixedLimit, noLimit, potLimit, type BettingStructure, type PlayerAction } from '@pokerchart/betting';
import { checkSaveKey, verifySaveSignature, type Hand, type PlayerView, type SaveKey, type VariantDescriptor } from '@pokerchart/engine';
import { createTable, restoreTable, timeoutAction, type PersistedTable, type Table } from '@pokerchart/table';
import { allVariants as variants } from '@pokerchart/variants';
import type { RoomView } from '@pokerchart/client';
import type { RoomEvent } from './RoomEvent.js';
import { RoomError } from './errors.js';
import type { ClockConfig, TableConfig } from './TableConfig.js';
import { DEFAULT_CLOCK, type ClockDecision, type TableClock } from './TableClock.js';
import type { RoomHandRecord } from './RoomHandRecord.js';
import { handRecord, replayHand } from './handRecord.js';
import { signSave } from './signSave.js';
import { ViewParts } from './ViewParts.js';

/** A seat as the room knows it: the player's name and the hash of the seat's token. */
export interface RoomSeat {
  /** The player's name. */
  name: string;
  /** SHA-256 of the seat token, hex. */
  tokenHash: string;
  /** Joined during a hand: sits down when the hand is over. */
  pending: { buyIn: number } | null;
  /** Leaves when the hand is over. */
  leaving: boolean;
  /**
   * Removed by the admin during a hand: the token is gone at once (no connection holds the seat),
   * the room folds the seat at its turns (checks where a fold is not allowed, R59) and it leaves
   * when the hand is over.
   */
  kicked?: boolean;
}

/** A verified snapshot of a room table at event `seq`: the signed table save plus the room's seats. */
export interface TableSnapshot {
  /** The event sequence number it was taken after. */
  seq: number;
  /** The table's signed save. */
  table: PersistedTable;
  /** The room's seats. */
  seats: (RoomSeat | null)[];
  /** Dealing paused by the admin. */
  paused: boolean;
  /** Each seat's time bank in milliseconds (R260), when the table has a clock. */
  banks?: number[];
  /** HMAC-SHA-256 of the rest under the room's key. */
  signature?: string;
}

/** The room's facts of one event, the same in every viewer's view. */
interface ViewFacts {
  actionIndex: number;
  stacks: number[];
  names: (string | null)[];
  sittingOut: boolean[];
}

/** Whether two arrays hold the same items (compared with ===). */
function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `next`, or `last` when it holds the same items. */
function reuse<T>(last: T[] | undefined, next: T[]): T[] {
  return last !== undefined && sameItems(last, next) ? last : next;
}

/** The play options a configuration passes to its table: rake (R264), sitting out (R262). */
function tablePlayOptions(config: TableConfig): { rake?: NonNullable<TableConfig['rake']>; sitOutAfter?: number; leaveAfterHands?: number } {
  return {
    ...(config.rake != null ? { rake: config.rake } : {}),
    ...(config.sitOutAfter != null ? { sitOutAfter: config.sitOutAfter } : {}),
    ...(config.leaveAfterHands != null ? { leaveAfterHands: config.leaveAfterHands } : {}),
  };
}

/**
 * The variant and betting structure a configuration names: a built-in variant, or one of the
 * composed variants the room serves (`served`, from `startRoom({ variants })`), by id.
 */
export function gameOf(config: Pick<TableConfig, 'variant' | 'betting' | 'blinds'>, served: readonly VariantDescriptor[] = []): { variant: VariantDescriptor; betting: BettingStructure } {
  const variant = served.find((v) => v.id === config.variant) ?? variants.find((v) => v.id === config.variant);
  if (variant === undefined) throw new RoomError('BAD_REQUEST', `unknown variant "${config.variant}"; the room plays ${[...served, ...variants].map((v) => v.id).join(', ')}`);
  const betting = config.betting === 'no-limit' ? noLimit() : config.betting === 'pot-limit' ? potLimit() : config.betting === 'fixed-limit' ? fixedLimit({ smallBet: config.blinds.big }) : null;
  if (betting === null) throw new RoomError('BAD_REQUEST', `betting must be 'no-limit', 'pot-limit' or 'fixed-limit', got ${JSON.stringify(config.betting)}`);
  return { variant, betting };
}

/**
 * A live room table: a `@pokerchart/table` table in cash mode plus the room's seats (names, token
 * hashes, joins and leaves waiting for the hand's end). {@link RoomTable.apply} is the only way it
 * changes, one {@link RoomEvent} at a time, so replaying the log rebuilds it exactly.
 */
export class RoomTable {
  /** The last event applied. */
  seq = 0;
  /** Dealing paused by the admin. */
  paused = false;
  readonly seats: (RoomSeat | null)[];
  private now = 0;
  private readonly game: { variant: VariantDescriptor; betting: BettingStructure };
  private table: Table;
  /** The table's clock settings (R260), or null for none. */
  readonly clockConfig: ClockConfig | null;
  /** Each seat's time bank in milliseconds, as of the last event (R260). */
  readonly banks: number[];
  /** The running clock, set by the room node that serves the table (not part of its state). */
  clock: TableClock | null = null;
  /**
   * The views of the table as of event `seq`, by viewer: computed once per event, and pushed as they
   * are (their `clock` set once, when the event's views are pushed: {@link RoomTable.pushedView}).
   */
  private readonly views: (RoomView | undefined)[];
  /** The countdown in the views pushed for this event: the same object in all of them; undefined until they are pushed. */
  private eventClock: RoomView['clock'] | undefined = undefined;
  /** The parts of this table's views kept as the same objects while they are equal. */
  private readonly parts = new ViewParts();
  /**
   * The engine's view last made for each viewer, with its hand's number: the next view of the same
   * hand reuses its log entries (the engine's `since`), so a view costs the log's new entries only
   * and the socket layer's change from the view before finds the shared entries at once.
   */
  private readonly lastViews: ({ hand: number; view: PlayerView } | undefined)[];
  /** The room's facts in every view of this event (null until a view of it is made), and those of the last event that had views. */
  private facts: ViewFacts | null = null;
  private lastFacts: ViewFacts | null = null;

  private constructor(readonly id: string, readonly config: TableConfig, snapshot: TableSnapshot | null, key: SaveKey, served: readonly VariantDescriptor[]) {
    this.game = gameOf(config, served);
    this.views = new Array<RoomView | undefined>(config.seats + 1).fill(undefined);
    this.lastViews = new Array<{ hand: number; view: PlayerView } | undefined>(config.seats + 1).fill(undefined);
    this.clockConfig = config.clock === undefined ? DEFAULT_CLOCK : config.clock;
    const clock = () => this.now;
    if (snapshot === null) {
      this.seats = new Array<RoomSeat | null>(config.seats).fill(null);
      this.table = createTable({
        ...this.game,
        seats: config.seats,
        mode: 'cash',
        schedule: config.schedule ?? { levels: [{ small: config.blinds.small, big: config.blinds.big }], every: { hands: 1_000_000_000 } },
        ...(config.button !== undefined && config.button !== null ? { button: config.button } : {}),
        seed: config.seed,
        cash: { buyIn: config.buyIn, autoRebuy: config.autoRebuy },
        players: [],
        clock,
        ...tablePlayOptions(config),
      });
      this.banks = new Array<number>(config.seats).fill(this.fullBank());
    } else {
      verifySaveSignature(snapshot, key, 'table');
      this.table = restoreTable(snapshot.table, { ...this.game, clock, key });
      this.seats = snapshot.seats.map((s) => (s === null ? null : { ...s }));
      this.seq = snapshot.seq;
      this.paused = snapshot.paused;
      this.banks = snapshot.banks?.slice() ?? new Array<number>(config.seats).fill(this.fullBank());
    }
  }

  /** The timeout action (R261) of the seat to act, for the event that records it. */
  timeoutAction(): PlayerAction {
    const legal = this.table.legalActions();
    if (legal === null) throw new RoomError('NO_HAND', 'nobody is to act');
    return timeoutAction(legal, this.table.view(legal.seat).seats[legal.seat]?.holeCards ?? null);
  }

  /** A seat's starting time bank in milliseconds (R260). */
  private fullBank(): number {
    return this.clockConfig === null ? 0 : Math.round(this.clockConfig.timeBankSeconds * 1000);
  }

  /**
   * The decision in progress for the clock (R260): the seat to act, a key naming the decision (the
   * hand and the length of its log) and the seat's bank; null when nobody is to act.
   */
  decision(): ClockDecision | null {
    if (this.clockConfig === null || this.table.phase !== 'playing') return null;
    const seat = this.table.toAct;
    if (seat === null) return null;
    // every viewer's log has the same entries (only their cards differ): the seat to act's view, which goes out anyway
    return { key: `${this.table.hand!.number}:${this.viewWithoutClock(seat).log.length}`, seat, bankMs: this.banks[seat] ?? 0 };
  }

  /**
   * A new table, or one from a snapshot (verified under `key`), to which the later events are then
   * applied. `served`: the composed variants the room serves, one of which the table may play.
   */
  static load(id: string, config: TableConfig, snapshot: TableSnapshot | null, key: SaveKey, served: readonly VariantDescriptor[] = []): RoomTable {
    return new RoomTable(id, config, snapshot, key, served);
  }

  /** A signed snapshot of the table now. */
  snapshot(key: SaveKey): TableSnapshot {
    // both signatures (the table's save, and the snapshot around it) are the engine's, made with Node's HMAC
    checkSaveKey(key);
    const table = this.table.persist();
    table.signature = signSave(table, key);
    const snap: TableSnapshot = { seq: this.seq, table, seats: this.seats.map((s) => (s === null ? null : { ...s })), paused: this.paused, banks: this.banks.slice() };
    snap.signature = signSave(snap, key);
    return snap;
  }

  get phase(): 'between' | 'playing' | 'finished' {
    return this.table.phase;
  }

  /** Chips at the table (stacks and the running hand). */
  chipsInPlay(): number {
    return this.table.chipsInPlay();
  }

  /** Total chips brought in by players, less the chips taken away and raked (R264). */
  chipsAccounted(): number {
    return this.table.context.chipsIn - this.table.context.chipsOut - (this.table.context.raked ?? 0);
  }

  /** Chips raked at this table so far (R264). */
  get raked(): number {
    return this.table.context.raked ?? 0;
  }

  /** The seat a token (by its SHA-256) holds now, or null: a kicked or vacated seat is held by no token. */
  seatOfToken(tokenHash: string | undefined): number | null {
    if (tokenHash === undefined || tokenHash === '') return null;
    const i = this.seats.findIndex((s) => s !== null && s.tokenHash === tokenHash);
    return i < 0 ? null : i;
  }

  /** Whether a player of this name (compared without case) holds a seat. */
  nameSeated(name: string): boolean {
    const key = name.trim().toLowerCase();
    return this.seats.some((s) => s !== null && !s.kicked && s.name.trim().toLowerCase() === key);
  }

  /** A free seat for a new player, or null. */
  freeSeat(): number | null {
    const i = this.seats.findIndex((s) => s === null);
    return i < 0 ? null : i;
  }

  /** Whether a hand can be dealt now: between hands, not paused, two or more seated players with chips (or rebuying). */
  canDeal(): boolean {
    if (this.paused || this.table.phase !== 'between') return false;
    let players = 0;
    this.table.seats.forEach((s) => {
      if (s !== null && !s.sittingOut && (s.stack > 0 || this.config.autoRebuy)) players++;
    });
    return players >= Math.max(2, this.game.variant.seats.min);
  }

  /**
   * Applies one event: checks it against the live table (an illegal one throws and changes
   * nothing) and returns the hands it finished, as PHH records (only when `record` is set).
   */
  apply(event: RoomEvent, record: boolean): RoomHandRecord[] {
    const finished: RoomHandRecord[] = [];
    const wasPlaying = this.table.phase === 'playing';
    this.views.fill(undefined); // (a Map's clear() would allocate a new table at every event)
    this.facts = null;
    this.eventClock = undefined;
    this.parts.nextEvent();
    switch (event.type) {
      case 'join': {
        if (this.seats[event.seat] !== null) throw new RoomError('TABLE_FULL', `seat ${event.seat} is taken`);
        this.banks[event.seat] = this.fullBank();
        if (this.table.phase === 'between') {
          this.table.sit(event.seat, event.name, event.buyIn);
          this.seats[event.seat] = { name: event.name, tokenHash: event.tokenHash, pending: null, leaving: false };
        } else {
          this.seats[event.seat] = { name: event.name, tokenHash: event.tokenHash, pending: { buyIn: event.buyIn }, leaving: false };
        }
        break;
      }
      case 'leave':
      case 'kick': {
        const seat = this.seats[event.seat];
        if (!seat) throw new RoomError('NOT_SEATED', `seat ${event.seat} is empty`);
        if (seat.pending !== null) this.seats[event.seat] = null;
        else if (this.table.phase === 'between') {
          this.table.leave(event.seat);
          this.seats[event.seat] = null;
        } else {
          seat.leaving = true;
          if (event.type === 'kick') {
            seat.kicked = true;
            seat.tokenHash = ''; // no connection holds the seat any more
            this.foldKicked();
          }
        }
        break;
      }
      case 'deal': {
        if (!this.canDeal()) throw new RoomError('NO_HAND', 'a hand cannot be dealt now (fewer than two players with chips, paused, or a hand running)');
        this.now = event.now;
        this.table.deal();
        // R260: every seat's bank grows every `everyHands` hands, up to its starting size
        const refill = this.clockConfig?.refill;
        if (refill !== undefined && this.table.hand!.number % refill.everyHands === 0) {
          const full = this.fullBank();
          for (let s = 0; s < this.banks.length; s++) this.banks[s] = Math.min(full, this.banks[s]! + Math.round(refill.seconds * 1000));
        }
        break;
      }
      case 'act': {
        if (this.table.phase !== 'playing') throw new RoomError('NO_HAND', 'no hand is running at this table');
        if (this.table.toAct !== event.seat) throw new RoomError('NOT_YOUR_TURN', `seat ${this.table.toAct ?? 'none'} is to act, not seat ${event.seat} (R48)`);
        if (event.timeout === true) {
          // R261: the clock ran out; the table takes the timeout action and counts it (R262)
          this.table.timeout();
          this.banks[event.seat] = 0;
        } else {
          this.table.act(event.action);
          if (event.bankMs !== undefined) this.banks[event.seat] = Math.max(0, Math.min(this.banks[event.seat] ?? 0, event.bankMs));
        }
        this.foldKicked();
        break;
      }
      case 'sit-out':
      case 'sit-in': {
        const seat = this.seats[event.seat];
        if (!seat || seat.pending !== null || this.table.seats[event.seat] === null) throw new RoomError('NOT_SEATED', `seat ${event.seat} has no player at the table yet`);
        if (event.type === 'sit-out') this.table.sitOut(event.seat);
        else this.table.sitIn(event.seat);
        break;
      }
      case 'pause':
        this.paused = true;
        break;
      case 'unpause':
        this.paused = false;
        break;
      default:
        throw new RoomError('BAD_REQUEST', `unknown event ${JSON.stringify((event as { type?: unknown }).type)}`);
    }
    // a hand ends with an action, a kick (the kicked seat folded), or at its deal (all in from the blinds)
    if ((wasPlaying || event.type === 'deal') && this.table.phase !== 'playing' && this.table.hand !== null) {
      if (record) finished.push(this.lastHandPhh());
      this.seatWaiting();
    }
    this.seq++;
    this.views.fill(undefined); // (a Map's clear() would allocate a new table at every event)
    this.facts = null;
    this.eventClock = undefined;
    this.parts.nextEvent();
    return finished;
  }

  /**
   * While a kicked seat is to act, acts for it: a fold when folding is allowed, else a check (R59),
   * the bring-in where it must post one (R201), standing pat or the fewest discards (the last cards
   * dealt), one run. Part of applying the event, so a replay does the same.
   */
  private foldKicked(): void {
    for (let guard = 0; guard < 100 && this.table.phase === 'playing'; guard++) {
      const seat = this.table.toAct;
      if (seat === null || this.seats[seat]?.kicked !== true) return;
      const legal = this.table.legalActions();
      if (legal === null) return;
      let action: PlayerAction;
      if (legal.fold) action = { type: 'fold' };
      else if (legal.check) action = { type: 'check' };
      else if (legal.bringIn !== null) action = { type: 'bring-in' };
      else if (legal.discard !== null) {
        const held = this.table.view(seat).seats[seat]?.holeCards ?? [];
        action = { type: 'discard', cards: legal.discard.min === 0 ? [] : held.slice(-legal.discard.min) };
      } else if (legal.runIt !== null) action = { type: 'run-it', times: 1 };
      else action = { type: 'call' };
      this.table.act(action);
    }
  }

  /** After a hand: seats the table removed (R262), leaves and joins that waited for its end. */
  private seatWaiting(): void {
    this.seats.forEach((s, seat) => {
      if (s === null) return;
      // R262: sat out `leaveAfterHands` hands: the table removed the seat and returned its chips
      if (s.pending === null && this.table.seats[seat] === null) {
        this.seats[seat] = null;
        return;
      }
      if (s.leaving) {
        if (this.table.seats[seat]) this.table.leave(seat);
        this.seats[seat] = null;
      } else if (s.pending !== null) {
        this.table.sit(seat, s.name, s.pending.buyIn);
        s.pending = null;
      }
    });
  }

  /**
   * The hand that just finished: its PHH record with the table's seat numbers (from 1, as PHH
   * numbers seats) and the players' names, and who may see which of its down cards.
   */
  private lastHandPhh(): RoomHandRecord {
    const info = this.table.hand!;
    const end = this.table.view('spectator');
    const context = this.table.context.handState?.context ?? null;
    return handRecord({
      game: this.game,
      hand: info,
      log: context?.log ?? end.log, // the hand's own log names a draw's discarded cards
      context,
      end,
      player: (seat) => this.table.seats[seat]?.name ?? `seat ${seat + 1}`, // PHH numbers seats from 1
      holder: (seat) => this.seats[seat]?.tokenHash || null,
      tableId: this.id,
      number: info.number,
      seatCount: this.config.seats,
    });
  }

  /**
   * The hand the table just finished, replayed from its start with the actions of its log (the
   * hand's own log, whose discards name their cards; else the spectator's). @internal
   */
  replayedHand(): Hand {
    return replayHand(this.game, this.table.hand!, this.table.context.handState?.context.log ?? this.table.view('spectator').log);
  }

  /**
   * Where the table is: its hand number and the actions taken in it (the same in every view), read
   * from `viewer`'s view of this event (computed once per event, and already sent to that seat).
   */
  position(viewer: number | 'spectator' = 'spectator'): { handNumber: number; actionIndex: number } {
    const v = this.viewWithoutClock(viewer);
    return { handNumber: v.handNumber, actionIndex: v.actionIndex };
  }

  /** What `viewer` sees now: the engine's view of the running or last hand, plus the table's facts and the countdown as of now (a copy). */
  view(viewer: number | 'spectator'): RoomView {
    return { ...this.viewWithoutClock(viewer), clock: this.clockNow() };
  }

  /** The countdown now (R260), or null. */
  private clockNow(): RoomView['clock'] {
    return this.table.phase === 'playing' ? this.clock?.view() ?? null : null;
  }

  /**
   * The view `viewer` is pushed after this event (once the clock has been given the event's
   * decision): the event's view itself, not a copy, with the countdown read once for all the
   * event's pushed views. Each is kept as the viewer's view before the next one (its parts shared,
   * the next view's change from it), so none is ever changed after it is pushed.
   */
  pushedView(viewer: number | 'spectator'): RoomView {
    const view = this.viewWithoutClock(viewer);
    if (this.eventClock === undefined) this.eventClock = this.clockNow();
    view.clock = this.eventClock;
    return view;
  }

  /** The view of this event for `viewer`, computed once per event and viewer. */
  private viewWithoutClock(viewer: number | 'spectator'): RoomView {
    const slot = this.slotOf(viewer);
    let view = this.views[slot];
    if (view === undefined) this.views[slot] = view = this.computeView(viewer, slot);
    return view;
  }

  /** Where a viewer's views are kept: its seat, or after the seats for a spectator. */
  private slotOf(viewer: number | 'spectator'): number {
    if (viewer === 'spectator') return this.config.seats;
    if (!Number.isInteger(viewer) || viewer < 0 || viewer >= this.config.seats) throw new RoomError('BAD_REQUEST', `a view is for a seat 0..${this.config.seats - 1} or 'spectator', got ${JSON.stringify(viewer)}`);
    return viewer;
  }

  private computeView(viewer: number | 'spectator', slot: number): RoomView {
    const seats = this.table.seats;
    let base: PlayerView | null = null;
    const hand = this.table.hand;
    if (hand !== null) {
      try {
        const last = this.lastViews[slot];
        base = this.table.view(viewer, { since: last !== undefined && last.hand === hand.number ? last.view : null, share: this.parts.common });
        this.parts.share(base, last?.view ?? null);
        if (last === undefined) this.lastViews[slot] = { hand: hand.number, view: base };
        else {
          last.hand = hand.number;
          last.view = base;
        }
      } catch (e) {
        // restored from a snapshot taken between hands: the last hand's number and stacks are known, its log is not
        if ((e as { code?: unknown }).code !== 'TABLE_NO_HAND') throw e;
      }
    }
    if (base === null) {
      base = {
        viewer, street: null, toAct: null, button: 0, board: [], boards: [], pots: [], legalActions: null, log: [], isComplete: false,
        seats: seats.map((s) => (s === null ? null : { stack: s.stack, committed: 0, folded: false, allIn: false, holeCards: null, upCards: [], hiddenCards: 0 })),
      } as unknown as PlayerView;
    }
    const playing = this.table.phase === 'playing';
    // the room's facts are the same for every viewer of this event: computed once, and an array
    // equal to the last event's is that same array (the views share it, and a change finds it unchanged at once)
    let facts = this.facts;
    if (facts === null) {
      const stacks = seats.map((s, i) => (s === null ? 0 : playing && hand!.stacks[i]! > 0 ? (base.seats[i]?.stack ?? s.stack) : s.stack));
      let actionIndex = 0;
      for (const e of base.log) if (e.type === 'acted' || e.type === 'discarded') actionIndex++;
      const last = this.lastFacts;
      this.facts = facts = {
        actionIndex,
        stacks: last !== null && sameItems(last.stacks, stacks) ? last.stacks : stacks,
        names: reuse(last?.names, this.seats.map((s, i) => s?.name ?? seats[i]?.name ?? null)),
        sittingOut: reuse(last?.sittingOut, seats.map((s) => s?.sittingOut === true)),
      };
      this.lastFacts = facts;
    }
    // the engine's view is a fresh copy made for this call (Table.view): the room's facts are added
    // to it in place rather than copying it into a new object
    const view = base as RoomView;
    view.handNumber = hand?.number ?? 0;
    view.stacks = facts.stacks;
    view.names = facts.names;
    view.phase = playing ? 'playing' : 'between';
    view.seq = this.seq;
    view.actionIndex = facts.actionIndex;
    view.sittingOut = facts.sittingOut;
    view.variant = this.game.variant.id;
    view.variantName = this.game.variant.name;
    view.clock = null; // set when the view is pushed
    return view;
  }

  /** Stops the table's actor. */
  stop(): void {
    this.table.stop();
  }
}
