import { fixedLimit, noLimit, potLimit, type BettingStructure } from '@pokerchart/betting';
import { createHand, saveSignature, verifySaveSignature, type HandLogEntry, type PlayerView, type SaveKey, type VariantDescriptor } from '@pokerchart/engine';
import { toPhh, type PhhHand } from '@pokerchart/phh';
import { createTable, handInput, restoreTable, type PersistedTable, type Table } from '@pokerchart/table';
import { variants } from '@pokerchart/variants';
import type { RoomView } from '@pokerchart/client';
import type { RoomEvent } from './RoomEvent.js';
import { RoomError } from './RoomError.js';
import type { TableConfig } from './TableConfig.js';

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
  /** HMAC-SHA-256 of the rest under the room's key. */
  signature?: string;
}

/** The variant and betting structure a configuration names. */
export function gameOf(config: Pick<TableConfig, 'variant' | 'betting' | 'blinds'>): { variant: VariantDescriptor; betting: BettingStructure } {
  const variant = variants.find((v) => v.id === config.variant);
  if (variant === undefined) throw new RoomError('BAD_REQUEST', `unknown variant "${config.variant}"; the room plays ${variants.map((v) => v.id).join(', ')}`);
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

  private constructor(readonly id: string, readonly config: TableConfig, snapshot: TableSnapshot | null, key: SaveKey) {
    this.game = gameOf(config);
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
      });
    } else {
      verifySaveSignature(snapshot, key, 'table');
      this.table = restoreTable(snapshot.table, { ...this.game, clock, key });
      this.seats = snapshot.seats.map((s) => (s === null ? null : { ...s }));
      this.seq = snapshot.seq;
      this.paused = snapshot.paused;
    }
  }

  /** A new table, or one from a snapshot (verified under `key`), to which the later events are then applied. */
  static load(id: string, config: TableConfig, snapshot: TableSnapshot | null, key: SaveKey): RoomTable {
    return new RoomTable(id, config, snapshot, key);
  }

  /** A signed snapshot of the table now. */
  snapshot(key: SaveKey): TableSnapshot {
    const snap: TableSnapshot = { seq: this.seq, table: this.table.persist({ key }), seats: this.seats.map((s) => (s === null ? null : { ...s })), paused: this.paused };
    snap.signature = saveSignature(snap, key);
    return snap;
  }

  get phase(): 'between' | 'playing' | 'finished' {
    return this.table.phase;
  }

  /** Chips at the table (stacks and the running hand). */
  chipsInPlay(): number {
    return this.table.chipsInPlay();
  }

  /** Total chips brought in by players, less the chips taken away. */
  chipsAccounted(): number {
    return this.table.context.chipsIn - this.table.context.chipsOut;
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
  apply(event: RoomEvent, record: boolean): PhhHand[] {
    const finished: PhhHand[] = [];
    switch (event.type) {
      case 'join': {
        if (this.seats[event.seat] !== null) throw new RoomError('TABLE_FULL', `seat ${event.seat} is taken`);
        if (this.table.phase === 'between') {
          this.table.sit(event.seat, event.name, event.buyIn);
          this.seats[event.seat] = { name: event.name, tokenHash: event.tokenHash, pending: null, leaving: false };
        } else {
          this.seats[event.seat] = { name: event.name, tokenHash: event.tokenHash, pending: { buyIn: event.buyIn }, leaving: false };
        }
        break;
      }
      case 'leave': {
        const seat = this.seats[event.seat];
        if (!seat) throw new RoomError('NOT_SEATED', `seat ${event.seat} is empty`);
        if (seat.pending !== null) this.seats[event.seat] = null;
        else if (this.table.phase === 'between') {
          this.table.leave(event.seat);
          this.seats[event.seat] = null;
        } else seat.leaving = true;
        break;
      }
      case 'deal': {
        if (!this.canDeal()) throw new RoomError('NO_HAND', 'a hand cannot be dealt now (fewer than two players with chips, paused, or a hand running)');
        this.now = event.now;
        this.table.deal();
        break;
      }
      case 'act': {
        if (this.table.phase !== 'playing') throw new RoomError('NO_HAND', 'no hand is running at this table');
        if (this.table.toAct !== event.seat) throw new RoomError('NOT_YOUR_TURN', `seat ${this.table.toAct ?? 'none'} is to act, not seat ${event.seat} (R48)`);
        this.table.act(event.action);
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
    if ((event.type === 'act' || event.type === 'deal') && this.table.phase !== 'playing') {
      if (record) finished.push(this.lastHandPhh());
      this.seatWaiting();
    }
    this.seq++;
    return finished;
  }

  /** After a hand: leaves and joins that waited for its end. */
  private seatWaiting(): void {
    this.seats.forEach((s, seat) => {
      if (s === null) return;
      if (s.leaving) {
        if (this.table.seats[seat]) this.table.leave(seat);
        this.seats[seat] = null;
      } else if (s.pending !== null) {
        this.table.sit(seat, s.name, s.pending.buyIn);
        s.pending = null;
      }
    });
  }

  /** The hand that just finished, as a PHH record with the table's seat numbers and the players' names. */
  private lastHandPhh(): PhhHand {
    const info = this.table.hand!;
    const log: HandLogEntry[] = this.table.view('spectator').log;
    const hand = createHand({ ...this.game, ...handInput(info, this.game.variant) });
    for (const e of log) {
      if (e.type === 'acted') hand.act(e.action);
      else if (e.type === 'discarded' && e.cards !== null) hand.act({ type: 'discard', cards: e.cards });
    }
    const phh = toPhh(hand);
    const seats = [...hand.context.dealOrder]; // the order of toPhh's players (and their stacks)
    phh.seats = seats;
    phh.players = seats.map((seat) => this.table.seats[seat]?.name ?? `seat ${seat}`);
    phh.hand = info.number;
    phh.table = this.id;
    phh.seat_count = this.config.seats;
    return phh;
  }

  /** What `viewer` sees: the engine's view of the running or last hand, plus the table's facts. */
  view(viewer: number | 'spectator'): RoomView {
    const seats = this.table.seats;
    let base: PlayerView;
    const hand = this.table.hand;
    if (hand === null) {
      base = {
        viewer, street: null, toAct: null, button: 0, board: [], boards: [], pots: [], legalActions: null, log: [], isComplete: false,
        seats: seats.map((s) => (s === null ? null : { stack: s.stack, committed: 0, folded: false, allIn: false, holeCards: null, upCards: [], hiddenCards: 0 })),
      } as unknown as PlayerView;
    } else base = this.table.view(viewer);
    const playing = this.table.phase === 'playing';
    const stacks = seats.map((s, i) => (s === null ? 0 : playing && hand!.stacks[i]! > 0 ? (base.seats[i]?.stack ?? s.stack) : s.stack));
    return {
      ...base,
      handNumber: hand?.number ?? 0,
      stacks,
      names: this.seats.map((s, i) => s?.name ?? seats[i]?.name ?? null),
      phase: playing ? 'playing' : 'between',
      seq: this.seq,
      actionIndex: base.log.filter((e) => e.type === 'acted' || e.type === 'discarded').length,
    };
  }

  /** Stops the table's actor. */
  stop(): void {
    this.table.stop();
  }
}
