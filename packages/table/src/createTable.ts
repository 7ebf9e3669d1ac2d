import { type BettingStructure, type LegalActions, normalizeAction, type PlayerAction, potTotal } from '@pokerchart/betting';
import { checkSaveKey, type HandContext, handLegalActions, type HandLogEntry, type HandResult, handToAct, handView, type PlayerView, type SaveKey, saveSignature, type VariantDescriptor, verifySaveSignature } from '@pokerchart/engine';
import { type Actor, type AnyActorRef, createActor } from 'xstate';
import { type TableMachine, tableMachineFor } from './createTableMachine.js';
import { initialTableContext } from './initialTableContext.js';
import { checkSavedTable, type PersistedTable } from './persistTable.js';
import type { SeatCommand, TableCommandEvent } from './TableCommandEvent.js';
import type { Finish, TableContext, TableHand, TableSeat } from './TableContext.js';
import { TableError } from './errors.js';
import type { timeoutAction } from './timeoutAction.js';
import type { TableOptions } from './TableOptions.js';

/** Options of {@link createTable}: the {@link TableOptions} plus the game and the live hooks. */
export interface CreateTableOptions extends TableOptions {
  /** The variant, e.g. `texasHoldem` from `@pokerchart/variants`. */
  variant: VariantDescriptor;
  /** The betting structure, e.g. `noLimit()`. */
  betting: BettingStructure;
  /**
   * Table time in milliseconds, read when each hand starts, for time-based blind levels. Inject
   * a simulated clock for tests and simulations; default `Date.now`.
   */
  clock?: () => number;
  /** Called with everything that happens at the table, in order (see {@link TableEvent}). */
  onEvent?: (event: TableEvent) => void;
}

/**
 * A live table: a running table actor ({@link createTableMachine}) with methods that check their
 * input and throw clear errors instead of ignoring an event.
 */
export interface Table {
  /**
   * The live XState actor of the table; the running hand is its child `hand`. Every method sends
   * its command to this actor ({@link Table.act} an `ACT`, which the table passes on to the
   * child), and a refused command comes back as its emitted `refused` event
   * ({@link TableRefusedEvent}), or the hand's. Subscribe to the child for a snapshot after every
   * action; the table actor's own snapshot changes when a hand is dealt or settled and on seat
   * changes.
   */
  readonly actor: Actor<TableMachine>;
  /** `'between'` hands, `'playing'` a hand, or `'finished'` (tournament over). */
  readonly phase: 'between' | 'playing' | 'finished';
  /** The table's context (JSON data). */
  readonly context: TableContext;
  /** Seats, `null` when empty; stacks as of the last hand's end. */
  readonly seats: readonly (TableSeat | null)[];
  /** Hands finished so far. */
  readonly handsPlayed: number;
  /** The current (or last) hand's table-side facts: number, button, blinds, level, seed. */
  readonly hand: TableHand | null;
  /** The result of the last finished hand. */
  readonly lastResult: HandResult | null;
  /** Tournament finishing places so far, last place first. */
  readonly finishes: readonly Finish[];
  /** The seat to act in the running hand, or null. */
  readonly toAct: number | null;
  /** The legal actions of the seat to act, or null. */
  legalActions(): LegalActions | null;
  /** What `seat` (or a spectator) may see of the running (or last) hand. */
  view(seat: number | 'spectator'): PlayerView;
  /** Takes an empty seat between hands. */
  sit(seat: number, name: string, stack: number): void;
  /** Leaves a seat between hands (cash; tournaments only before the first hand). */
  leave(seat: number): void;
  /**
   * Sits out from the next hand on (R262), also during a hand. At a cash table the seat is not
   * dealt in and owes the blinds that pass it; in a tournament it is dealt in and every decision
   * of it takes the timeout action at once ({@link Table.deal} and {@link Table.act} play them).
   */
  sitOut(seat: number): void;
  /**
   * Comes back in from the next hand on (R262), also during a hand. At a cash table a seat owing
   * blinds posts them in its next hand (the big blind live, the small blind dead), or with
   * `waitForBigBlind` is dealt in only when it is the big blind.
   */
  sitIn(seat: number, options?: { waitForBigBlind?: boolean }): void;
  /** Adds chips between hands (cash only). */
  rebuy(seat: number, amount: number): void;
  /** Asks for the next hand to be a bomb pot (R233), at a table created with `bombPot`. */
  requestBombPot(seat: number): void;
  /** Deals the next hand. Throws `TABLE_FINISHED` or `TABLE_TOO_FEW_PLAYERS` when it cannot. */
  deal(): void;
  /** The seat to act takes `action`; throws the betting package's `IllegalActionError` (nothing changes) when it is illegal (R0.3). */
  act(action: PlayerAction): void;
  /**
   * The seat to act ran out of time (R261): it takes the timeout action ({@link timeoutAction}: a
   * check when legal, else a fold; a bring-in, a stand-pat or the fewest discards, one run), and
   * the table records it in the hand's `timeouts` (its `hand-log` event carries `timeout: true`).
   * Throws `TABLE_NO_HAND` when nobody is to act.
   */
  timeout(): void;
  /** Chips at the table: stacks between hands, plus everything in the running hand. */
  chipsInPlay(): number;
  /**
   * The whole table, running hand included, as JSON. With a `key` the save carries a `signature`
   * (HMAC-SHA-256 of its content) and {@link restoreTable} given the same key refuses any edit.
   */
  persist(options?: { key?: SaveKey }): PersistedTable;
  /** Stops the actor. */
  stop(): void;
}

/**
 * Creates a table and starts its actor. Seats come from `options.players`; call
 * {@link Table.deal} to play a hand, {@link Table.act} for each action, or let
 * {@link runTable} drive bots.
 *
 * @throws TableError `TABLE_BAD_CONFIG` naming the bad option.
 */
export function createTable(options: CreateTableOptions): Table {
  if (options === null || typeof options !== 'object') throw new TableError('TABLE_BAD_CONFIG', 'createTable needs an options object { variant, betting, seats, mode, schedule, seed, ... }');
  const { variant, betting, clock, onEvent, ...tableOptions } = options;
  if (betting === null || typeof betting !== 'object' || typeof betting.id !== 'string') {
    throw new TableError('TABLE_BAD_CONFIG', 'table option betting: must be a betting structure such as noLimit(), potLimit() or fixedLimit({ smallBet })');
  }
  initialTableContext(tableOptions as TableOptions); // throws TableError before any actor exists
  const machine = tableMachineFor(variant, betting);
  checkSeatCount((tableOptions as TableOptions).seats, variant);
  return new LiveTable(createActor(machine, { input: tableOptions as TableOptions }), variant, betting, clock ?? Date.now, onEvent);
}

/**
 * Restores a table saved with {@link Table.persist}, with the same variant and betting
 * structure, and starts it; play continues exactly where it stopped. Given the `key` the table
 * was saved with (`persist({ key })`), a save that is unsigned or edited after signing is refused
 * with the engine's `RestoreError` code `BAD_SIGNATURE`.
 */
export function restoreTable(
  saved: PersistedTable,
  game: { variant: VariantDescriptor; betting: BettingStructure; clock?: () => number; onEvent?: (event: TableEvent) => void; key?: SaveKey },
): Table {
  if (game === null || typeof game !== 'object') throw new TableError('TABLE_BAD_CONFIG', 'restoreTable needs { variant, betting } as its second argument');
  if (game.key !== undefined) verifySaveSignature(saved, game.key, 'table');
  if (saved?.format !== 'pokerchart-table' || saved.version !== 1) {
    throw new TableError('TABLE_BAD_CONFIG', 'not a saved pokerchart table (format "pokerchart-table", version 1)');
  }
  if (saved.variant !== game.variant.id) {
    throw new TableError('TABLE_BAD_CONFIG', `the table was saved with variant "${saved.variant}", not "${game.variant.id}"`);
  }
  const machine = tableMachineFor(game.variant, game.betting);
  checkSeatCount((saved.snapshot?.context as { options?: { seats?: unknown } } | undefined)?.options?.seats, game.variant);
  checkSavedTable(saved, game.variant, game.betting);
  return new LiveTable(createActor(machine, { snapshot: saved.snapshot as never, input: saved.snapshot.context.options }), game.variant, game.betting, game.clock ?? Date.now, game.onEvent);
}

/** A table seats at most the variant's maximum of players (R11): a short-deck table has 2 to 9 seats. */
function checkSeatCount(seats: unknown, variant: VariantDescriptor): void {
  const { min, max } = variant.seats;
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < Math.max(2, min) || seats > max) {
    throw new TableError('TABLE_BAD_CONFIG', `table option seats: ${variant.name} deals in ${min} to ${max} players, so a table of it has ${Math.max(2, min)} to ${max} seats, got ${typeof seats === 'number' ? seats : typeof seats} (R11)`);
  }
}

class LiveTable implements Table {
  private logSeen = 0;
  /** The seats as the running hand was dealt, to tell which the table removed at its end (R262). */
  private seatsBefore: readonly (TableSeat | null)[] = [];
  private lastResultValue: HandResult | null = null;
  /** The current (or last) hand actor: kept once the table stops it, its final snapshot stays readable. */
  private handRef: AnyActorRef | null = null;
  /** The refusal the table machine (or its running hand) emitted for the command being sent. */
  private refusal: Error | null = null;
  private readonly onRefused = (event: { error: Error }): void => {
    this.refusal = event.error;
  };

  constructor(
    readonly actor: Actor<TableMachine>,
    private readonly variant: VariantDescriptor,
    private readonly betting: BettingStructure,
    private readonly clock: () => number,
    private readonly onEvent: ((event: TableEvent) => void) | undefined,
  ) {
    this.actor.on('refused', this.onRefused as unknown as (event: { type: string }) => void);
    // the hand actor as the table starts it (a hand can be over within its deal: every player
    // all-in on the forced bets), before the table stops it
    this.actor.subscribe((snapshot) => {
      const child = (snapshot.children as Record<string, AnyActorRef | undefined>)['hand'];
      if (child !== undefined && child !== this.handRef) this.handRef = this.attach(child);
    });
    this.actor.start();
    this.logSeen = this.handContext()?.log.length ?? 0;
    this.seatsBefore = this.context.seats;
  }

  /** Sends a command to the table machine; throws the refusal it (or the running hand) emits. */
  private send(event: TableCommandEvent): void {
    this.refusal = null;
    this.actor.send(event);
    const refusal = this.refusal as Error | null;
    this.refusal = null;
    if (refusal !== null) throw refusal;
  }

  /** Whether the table machine is done (a finished tournament): it takes no more commands. */
  private get done(): boolean {
    return this.actor.getSnapshot().status !== 'active';
  }

  get phase(): 'between' | 'playing' | 'finished' {
    const v = this.actor.getSnapshot().value;
    return v === 'playing' ? 'playing' : v === 'finished' ? 'finished' : 'between';
  }
  get context(): TableContext { return this.actor.getSnapshot().context; }
  get seats() { return this.context.seats; }
  get handsPlayed() { return this.context.handsPlayed; }
  get hand() { return this.context.hand; }
  get finishes() { return this.context.finishes; }
  get lastResult() { return this.lastResultValue; }

  /** Listens to the refusals of a running hand actor (R0.3). */
  private attach(ref: AnyActorRef | null): AnyActorRef | null {
    ref?.on('refused', this.onRefused);
    return ref;
  }
  private handContext(): HandContext | null {
    const ref = this.handRef;
    return ref ? (ref.getSnapshot() as { context: HandContext }).context : null;
  }

  get toAct(): number | null {
    const ctx = this.phase === 'playing' ? this.handContext() : null;
    return ctx ? handToAct(ctx) : null;
  }
  legalActions(): LegalActions | null {
    const ctx = this.phase === 'playing' ? this.handContext() : null;
    return ctx ? handLegalActions(ctx, this.betting) : null;
  }
  view(seat: number | 'spectator'): PlayerView {
    const ctx = this.handContext();
    if (ctx === null) throw new TableError('TABLE_NO_HAND', 'no hand has been dealt at this table yet');
    if (seat !== 'spectator' && !(Number.isInteger(seat) && seat >= 0 && seat < ctx.betting.seatCount)) {
      throw new TableError('TABLE_BAD_SEAT', `a view is for a seat 0..${ctx.betting.seatCount - 1} or 'spectator', got ${JSON.stringify(seat)}`);
    }
    return handView(ctx, seat, this.variant, this.betting);
  }

  private command(command: SeatCommand): void {
    if (this.done) throw new TableError('TABLE_FINISHED', `${command.type} is only possible between hands, and the tournament is over`);
    this.send(command);
  }
  sit(seat: number, name: string, stack: number) { this.command({ type: 'SIT', seat, name, stack }); }
  leave(seat: number) { this.command({ type: 'LEAVE', seat }); }
  sitOut(seat: number) { this.command({ type: 'SIT_OUT', seat }); }
  sitIn(seat: number, options?: { waitForBigBlind?: boolean }) {
    this.command(options?.waitForBigBlind !== undefined ? { type: 'SIT_IN', seat, waitForBigBlind: options.waitForBigBlind } : { type: 'SIT_IN', seat });
  }
  rebuy(seat: number, amount: number) { this.command({ type: 'REBUY', seat, amount }); }
  requestBombPot(seat: number) { this.command({ type: 'BOMB_POT', seat }); }

  deal(): void {
    if (this.done) throw new TableError('TABLE_FINISHED', 'the tournament is over');
    const previous = this.context.hand;
    // the machine's DEAL transition decides (too few players, a hand still running, R11), and
    // refuses with the reason; the hand actor it starts is kept by the subscription above
    this.send({ type: 'DEAL', now: this.clock() });
    this.logSeen = 0;
    this.seatsBefore = this.context.seats;
    const hand = this.context.hand!;
    if (this.onEvent !== undefined) this.emit({
      type: 'hand-started',
      hand,
      names: this.context.seats.map((s) => s?.name ?? null),
      levelChanged: previous === null || previous.levelIndex !== hand.levelIndex,
    });
    this.flush();
    this.timeOutSittingOut();
  }

  /**
   * R262 in a tournament: a seat dealt in while sitting out (and still sitting out) takes the
   * timeout action at once, each time it is to act.
   */
  private timeOutSittingOut(): void {
    for (;;) {
      if (this.phase !== 'playing') return;
      const hand = this.context.hand;
      const seat = this.toAct;
      if (hand?.sittingOut === undefined || seat === null || !hand.sittingOut.includes(seat) || this.context.seats[seat]?.sittingOut !== true) return;
      this.send({ type: 'TIMEOUT' });
      this.flush();
    }
  }

  act(action: PlayerAction): void {
    if (this.done) throw new TableError('TABLE_NO_HAND', 'no hand is running; the tournament is over');
    // known fields only, never a foreign one, once a hand is running (else the table refuses the ACT)
    const clean = this.phase === 'playing' ? normalizeAction(action, this.toAct) : action;
    // through the table's ACT transition, which passes it on to the running hand: an illegal action
    // is refused by the hand, which emits why and changes nothing (R0.3)
    this.send({ type: 'ACT', action: clean });
    this.flush();
    this.timeOutSittingOut();
  }

  timeout(): void {
    if (this.done || this.phase !== 'playing') throw new TableError('TABLE_NO_HAND', 'no hand is running, so nobody can time out (R261)');
    this.send({ type: 'TIMEOUT' });
    this.flush();
    this.timeOutSittingOut();
  }

  /** Emits the hand's new log entries, and the end of the hand when it is over. */
  private flush(): void {
    const ctx = this.handContext();
    const number = this.context.hand?.number ?? 0;
    if (ctx) {
      if (this.onEvent === undefined) this.logSeen = ctx.log.length; // nobody listens: no events to build
      const timeouts = this.context.hand?.timeouts;
      for (; this.logSeen < ctx.log.length; this.logSeen++) {
        const entry = ctx.log[this.logSeen]!;
        this.emit(timeouts?.includes(this.logSeen) ? { type: 'hand-log', hand: number, entry, timeout: true } : { type: 'hand-log', hand: number, entry });
      }
      if (ctx.result !== null && this.phase !== 'playing' && this.lastResultValue !== ctx.result) {
        this.lastResultValue = ctx.result;
        this.emit({ type: 'hand-finished', hand: number, result: ctx.result });
        const handStacks = this.context.hand?.stacks ?? [];
        this.seatsBefore.forEach((s, seat) => {
          if (s !== null && this.context.seats[seat] === null && handStacks[seat] === 0) this.emit({ type: 'seat-removed', seat, name: s.name, stack: s.stack });
        });
        for (const f of this.context.finishes) if (f.hand === number && f.place > 1) this.emit({ type: 'eliminated', finish: f });
        if (this.phase === 'finished') this.emit({ type: 'table-finished', finishes: this.context.finishes.slice(), handsPlayed: this.handsPlayed });
      }
    }
  }

  private emit(event: TableEvent): void {
    this.onEvent?.(event);
  }

  chipsInPlay(): number {
    if (this.phase === 'playing') {
      const ctx = this.handContext()!;
      const b = ctx.betting;
      // the stacks behind, and the pot as the betting package counts it
      const inHand = b.stacks.reduce((t, s) => t + s, 0) + potTotal(b);
      const outside = this.context.seats.reduce((t, s, seat) => t + (s !== null && this.context.hand!.stacks[seat] === 0 ? s.stack : 0), 0);
      return inHand + outside;
    }
    return this.context.seats.reduce((t, s) => t + (s?.stack ?? 0), 0);
  }

  persist(options?: { key?: SaveKey }): PersistedTable {
    const { id, name, options: bettingOptions } = this.betting;
    const save: PersistedTable = {
      format: 'pokerchart-table',
      version: 1,
      variant: this.variant.id,
      betting: { id, name, options: bettingOptions },
      snapshot: JSON.parse(JSON.stringify(this.actor.getPersistedSnapshot())),
    };
    if (options?.key !== undefined) {
      checkSaveKey(options.key);
      save.signature = saveSignature(save, options.key);
    }
    return save;
  }

  stop(): void {
    this.actor.stop();
  }
}

/**
 * What happens at a table, in order, for narration and statistics (see {@link createTable}'s
 * `onEvent` and {@link createNarrator}):
 *
 * - `hand-started`: a hand was dealt (`levelChanged` when its blind level is new), with the
 *   players' names by seat;
 * - `hand-log`: one entry of the running hand's log (posts, deals, actions, board cards, …), with
 *   `timeout: true` when the entry is a timeout action the table took for the seat (R261);
 * - `hand-finished`: the hand's result (showdown, pots and winners, final stacks);
 * - `eliminated`: a tournament player is out, with the finishing place;
 * - `seat-removed`: a cash table removed a seat that sat out `leaveAfterHands` hands (R262), its
 *   `stack` taken away;
 * - `table-finished`: the tournament is over; `finishes` ends with the winner.
 */
export type TableEvent =
  | { type: 'hand-started'; hand: TableHand; names: (string | null)[]; levelChanged: boolean }
  | { type: 'hand-log'; hand: number; entry: HandLogEntry; timeout?: true }
  | { type: 'hand-finished'; hand: number; result: HandResult }
  | { type: 'eliminated'; finish: Finish }
  | { type: 'seat-removed'; seat: number; name: string; stack: number }
  | { type: 'table-finished'; finishes: Finish[]; handsPlayed: number };
