import { normalizeAction, type BettingStructure, type LegalActions, type PlayerAction } from '@pokerchart/betting';
import { createHand, handLegalActions, handToAct, handView, type HandContext, type HandResult, type PlayerView, type VariantDescriptor } from '@pokerchart/engine';
import { createActor, type Actor, type AnyActorRef } from 'xstate';
import { createTableMachine, handFailures, type TableMachine } from './createTableMachine.js';
import { initialTableContext } from './initialTableContext.js';
import type { PersistedTable } from './PersistedTable.js';
import { preparedHand } from './prepareHand.js';
import type { SeatCommand } from './SeatCommand.js';
import { checkSeatCommand } from './applySeatCommand.js';
import { checkSavedTable } from './checkSavedTable.js';
import type { Finish, TableContext, TableHand } from './TableContext.js';
import { handInput } from './handInput.js';
import { TableError } from './TableError.js';
import type { TableEvent } from './TableEvent.js';
import type { TableOptions } from './TableOptions.js';
import type { TableSeat } from './TableSeat.js';

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
   * The live XState actor of the table; the running hand is its child `hand`. {@link Table.act}
   * sends each action straight to that child (an `ACT` sent to the table actor is forwarded to it
   * the same way), so subscribe to the child for a snapshot after every action; the table actor's
   * own snapshot changes when a hand is dealt or settled and on seat changes.
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
  /** Sits out from the next hand on. */
  sitOut(seat: number): void;
  /** Comes back in from the next hand on. */
  sitIn(seat: number): void;
  /** Adds chips between hands (cash only). */
  rebuy(seat: number, amount: number): void;
  /** Asks for the next hand to be a bomb pot (R233), at a table created with `bombPot`. */
  requestBombPot(seat: number): void;
  /** Deals the next hand. Throws `TABLE_FINISHED` or `TABLE_TOO_FEW_PLAYERS` when it cannot. */
  deal(): void;
  /** The seat to act takes `action`; throws the betting package's `IllegalActionError` (nothing changes) when it is illegal (R0.3). */
  act(action: PlayerAction): void;
  /** Chips at the table: stacks between hands, plus everything in the running hand. */
  chipsInPlay(): number;
  /** The whole table, running hand included, as JSON. */
  persist(): PersistedTable;
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
  const machine = createTableMachine(variant, betting);
  checkSeatCount((tableOptions as TableOptions).seats, variant);
  return new LiveTable(createActor(machine, { input: tableOptions as TableOptions }), variant, betting, clock ?? Date.now, onEvent);
}

/**
 * Restores a table saved with {@link Table.persist}, with the same variant and betting
 * structure, and starts it; play continues exactly where it stopped.
 */
export function restoreTable(
  saved: PersistedTable,
  game: { variant: VariantDescriptor; betting: BettingStructure; clock?: () => number; onEvent?: (event: TableEvent) => void },
): Table {
  if (game === null || typeof game !== 'object') throw new TableError('TABLE_BAD_CONFIG', 'restoreTable needs { variant, betting } as its second argument');
  if (saved?.format !== 'pokerchart-table' || saved.version !== 1) {
    throw new TableError('TABLE_BAD_CONFIG', 'not a saved pokerchart table (format "pokerchart-table", version 1)');
  }
  if (saved.variant !== game.variant.id) {
    throw new TableError('TABLE_BAD_CONFIG', `the table was saved with variant "${saved.variant}", not "${game.variant.id}"`);
  }
  const machine = createTableMachine(game.variant, game.betting);
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
  private lastResultValue: HandResult | null = null;
  private handRef: AnyActorRef | null = null;
  /** The refusal the running hand emitted for the action being sent. */
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
    this.actor.start();
    this.handRef = this.attach(this.childHand());
    this.logSeen = this.handContext()?.log.length ?? 0;
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
  private childHand(): AnyActorRef | null {
    return (this.actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)['hand'] ?? null;
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
    if (this.phase !== 'between') {
      throw new TableError(this.phase === 'finished' ? 'TABLE_FINISHED' : 'TABLE_NOT_BETWEEN_HANDS', `${command.type} is only possible between hands`);
    }
    const error = checkSeatCommand(this.context, command);
    if (error) throw error;
    this.actor.send(command);
  }
  sit(seat: number, name: string, stack: number) { this.command({ type: 'SIT', seat, name, stack }); }
  leave(seat: number) { this.command({ type: 'LEAVE', seat }); }
  sitOut(seat: number) { this.command({ type: 'SIT_OUT', seat }); }
  sitIn(seat: number) { this.command({ type: 'SIT_IN', seat }); }
  rebuy(seat: number, amount: number) { this.command({ type: 'REBUY', seat, amount }); }
  requestBombPot(seat: number) { this.command({ type: 'BOMB_POT', seat }); }

  deal(): void {
    if (this.phase === 'finished') throw new TableError('TABLE_FINISHED', 'the tournament is over');
    if (this.phase === 'playing') throw new TableError('TABLE_NOT_BETWEEN_HANDS', `hand ${this.hand?.number} is still running`);
    const now = this.clock();
    const previous = this.context.hand;
    const prepared = preparedHand(this.context, now);
    if (prepared instanceof TableError) throw prepared;
    const players = prepared.hand!.stacks.filter((s) => s > 0).length;
    if (players < this.variant.seats.min || players > this.variant.seats.max) {
      throw new TableError(players < this.variant.seats.min ? 'TABLE_TOO_FEW_PLAYERS' : 'TABLE_BAD_CONFIG', `${players} players can be dealt in, but ${this.variant.name} deals in ${this.variant.seats.min} to ${this.variant.seats.max} (R11)`);
    }
    const played = this.handsPlayed;
    this.actor.send({ type: 'DEAL', now });
    const failure = handFailures.get(this.actor);
    if (failure !== undefined) {
      handFailures.delete(this.actor);
      if (this.handsPlayed === played && this.phase === 'between') {
        throw new TableError('TABLE_HAND_FAILED', `hand ${played + 1} could not be played and the table is back between hands, no chip moved: ${failure instanceof Error ? failure.message : String(failure)}`);
      }
    }
    // keep a reference to the hand actor: after its last action it is stopped, but its final
    // snapshot (log and result) stays readable. A hand can also be over within the deal (every
    // player all-in on the forced bets); it is then replayed from the same options to read it.
    this.handRef = this.attach(this.childHand()) ?? replayHand(this.context.hand!, this.variant, this.betting);
    this.logSeen = 0;
    const hand = this.context.hand!;
    if (this.onEvent !== undefined) this.emit({
      type: 'hand-started',
      hand,
      names: this.context.seats.map((s) => s?.name ?? null),
      levelChanged: previous === null || previous.levelIndex !== hand.levelIndex,
    });
    this.flush();
  }

  act(action: PlayerAction): void {
    if (this.phase !== 'playing') throw new TableError('TABLE_NO_HAND', 'no hand is running; deal one first');
    const ctx = this.handContext()!;
    // a betting action, a discard while a draw is pending (R212), or a number of runs (R232)
    if (ctx.phase !== 'betting' && !((ctx.phase === 'draw' || ctx.phase === 'runs') && handToAct(ctx) !== null)) throw new TableError('TABLE_NO_HAND', 'the hand is not waiting for a player action');
    const clean = normalizeAction(action, handToAct(ctx)); // known fields only, never a foreign one
    // straight to the running hand actor (the table's own ACT transition forwards to it the same
    // way): an illegal action is refused by the hand, which emits why and changes nothing (R0.3)
    this.refusal = null;
    this.handRef!.send({ type: 'ACT', action: clean });
    const refusal = this.refusal as Error | null;
    if (refusal !== null) {
      this.refusal = null;
      throw refusal;
    }
    this.flush();
  }

  /** Emits the hand's new log entries, and the end of the hand when it is over. */
  private flush(): void {
    const ctx = this.handContext();
    const number = this.context.hand?.number ?? 0;
    if (ctx) {
      if (this.onEvent === undefined) this.logSeen = ctx.log.length; // nobody listens: no events to build
      for (; this.logSeen < ctx.log.length; this.logSeen++) this.emit({ type: 'hand-log', hand: number, entry: ctx.log[this.logSeen]! });
      if (ctx.result !== null && this.phase !== 'playing' && this.lastResultValue !== ctx.result) {
        this.lastResultValue = ctx.result;
        this.emit({ type: 'hand-finished', hand: number, result: ctx.result });
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
      const inHand = b.stacks.reduce((t, s) => t + s, 0) + b.collected + b.committed.reduce((t, c) => t + c, 0);
      const outside = this.context.seats.reduce((t, s, seat) => t + (s !== null && this.context.hand!.stacks[seat] === 0 ? s.stack : 0), 0);
      return inHand + outside;
    }
    return this.context.seats.reduce((t, s) => t + (s?.stack ?? 0), 0);
  }

  persist(): PersistedTable {
    const { id, name, options } = this.betting;
    return {
      format: 'pokerchart-table',
      version: 1,
      variant: this.variant.id,
      betting: { id, name, options },
      snapshot: JSON.parse(JSON.stringify(this.actor.getPersistedSnapshot())),
    };
  }

  stop(): void {
    this.actor.stop();
  }
}

/** The hand actor of a hand that ended during its deal, rebuilt from the same options (deterministic). */
function replayHand(hand: TableHand, variant: VariantDescriptor, betting: BettingStructure): AnyActorRef {
  const replay = createHand({ variant, betting, ...handInput(hand, variant) });
  return replay.actor as unknown as AnyActorRef;
}
