import { type BettingStructure, describeStructure, type LegalActions, normalizeAction, type PlayerAction, potTotal } from '@pokerchart/betting';
import { checkSaveKey, createHandMachine, type HandContext, type HandMachine, RestoreError, handLegalActions, type HandLogEntry, type HandResult, handToAct, type PlayerView, type SaveKey, saveSignature, type VariantDescriptor, type ViewShare } from '@pokerchart/engine';
import { type Actor, createActor, type InspectionEvent } from 'xstate';
import { checkReplay, hasDirectTransitions, HandStepper, runtimeOf, showSaved, viewHand, withSnapshotContext } from '@pokerchart/engine/internal';
import { dealtContext, type HandSnapshot, settledContext, type TableHands, tableHandsOf, type TableMachine, tableMachineFor, tournamentOver } from './createTableMachine.js';
import { initialTableContext } from './initialTableContext.js';
import { withHandState } from './copyContext.js';
import { type PersistedTable, readTableSave, type TableSaveEvent, type TableSaveState } from './persistTable.js';
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
 * A live table: a running table machine ({@link createTableMachine}) with methods that check their
 * input and throw clear errors instead of ignoring an event.
 */
export interface Table {
  /**
   * The live XState actor of the table, made the first time it is read (from the current
   * snapshot), then the same actor on every read; until then the table steps its machine without
   * one, as `createHand` steps a hand. The running hand is part of the table's context
   * ({@link TableContext.handState}): the table steps it, with no hand actor. Every method sends
   * its command to the table machine ({@link Table.act} an `ACT`, one event of the hand chart;
   * until the actor exists, an action that does not end the hand is stepped on the hand directly,
   * to the same state the machine's `ACT` transition reaches), and a refused command comes back as
   * its emitted `refused` event ({@link TableRefusedEvent}), the hand's own refusal included. The
   * actor's snapshot changes with every accepted command.
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
  /**
   * What `seat` (or a spectator) may see of the running (or last) hand. `options.since`: an earlier
   * view of this hand for the same seat, from this method (or `null` for a seat's first); its log
   * entries are reused where they cannot have changed, and the entries every viewer sees alike are
   * shared with the other viewers' views made with `since` (see `handView`), so the view costs the
   * log's new entries only. Views made with `since` are read-only; without it, a view is a copy of its own.
   * `options.share` (with `since`): one `ViewShare` passed with every view of the table as it is now
   * (a new one after any change), so that the views of all seats share the board, the pots and
   * the seats every viewer sees alike.
   */
  view(seat: number | 'spectator', options?: { since?: PlayerView | null; share?: ViewShare }): PlayerView;
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
  return new LiveTable(machine, { input: tableOptions as TableOptions }, variant, betting, clock ?? Date.now, onEvent);
}

/**
 * Restores a table saved with {@link Table.persist}, with the same variant and betting
 * structure, and starts it; play continues exactly where it stopped. Like `restoreHand`, it does
 * not believe the save: it starts from the table's options (and the state before its current
 * hand's deal, which it checks), plays every saved event again through the same machine, and
 * refuses the save when the replay does not reach exactly the saved state. Given the `key` the
 * table was saved with (`persist({ key })`), a save that is unsigned or edited after signing is
 * refused first. A version-1 save restores too (see {@link PersistedTable}).
 *
 * @throws the engine's `RestoreError`: `BAD_SIGNATURE`, `BAD_FORMAT`, `UNSAFE_KEY`, `MISMATCH`
 * (another variant or betting structure), `BAD_STATE` (a starting state that does not hold
 * together), `BAD_OPTIONS`, `BAD_EVENT` (an event the table refuses when replayed),
 * `STATE_MISMATCH` (the saved state is not the replay's; `path` names where); {@link TableError}
 * `TABLE_BAD_CONFIG` for a missing game or a seat count the variant cannot deal (R11).
 */
export function restoreTable(
  saved: PersistedTable,
  game: { variant: VariantDescriptor; betting: BettingStructure; clock?: () => number; onEvent?: (event: TableEvent) => void; key?: SaveKey },
): Table {
  if (game === null || typeof game !== 'object') throw new TableError('TABLE_BAD_CONFIG', 'restoreTable needs { variant, betting } as its second argument');
  const save = readTableSave(saved, game.variant, game.betting, game.key);
  const from = save.options.from;
  checkSeatCount((from?.context.options ?? save.options.table).seats, game.variant);
  const machine = tableMachineFor(game.variant, game.betting);
  let start: { input: TableOptions } | { snapshot: unknown; input: TableOptions };
  if (from !== undefined) {
    start = { snapshot: { status: from.value === 'finished' ? 'done' : 'active', value: from.value, historyValue: {}, context: from.context, children: {} }, input: from.context.options };
  } else {
    try {
      initialTableContext(save.options.table);
    } catch (e) {
      throw new RestoreError('BAD_OPTIONS', 'saved.options.table', `cannot restore the table: saved.options.table: ${(e as Error).message}`);
    }
    start = { input: save.options.table };
  }
  const table = new LiveTable(machine, start, game.variant, game.betting, game.clock ?? Date.now, undefined);
  table.replay(save.events, from ?? null);
  const snapshot = table.saveState();
  checkReplay('table', save.snapshot, snapshot, save.events.length);
  table.listen(game.onEvent);
  return table;
}

/** A table seats at most the variant's maximum of players (R11): a short-deck table has 2 to 9 seats. */
function checkSeatCount(seats: unknown, variant: VariantDescriptor): void {
  const { min, max } = variant.seats;
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < Math.max(2, min) || seats > max) {
    throw new TableError('TABLE_BAD_CONFIG', `table option seats: ${variant.name} deals in ${min} to ${max} players, so a table of it has ${Math.max(2, min)} to ${max} seats, got ${typeof seats === 'number' ? seats : typeof seats} (R11)`);
  }
}

/** What runs a table machine: the engine's stepper (no actor), or an XState actor once one was asked for. */
type Runner = { kind: 'stepper'; stepper: HandStepper } | { kind: 'actor'; actor: Actor<TableMachine> };

/** A table snapshot (the fields read here). */
interface TableSnapshot {
  readonly value: unknown;
  readonly status: string;
  readonly context: TableContext;
}

/**
 * Chips at a table: between hands, the seats' stacks; during a hand, the running hand's stacks and
 * pot (as the betting package counts it) plus the stacks of the seats not dealt in (R0.5).
 */
export function chipsInPlay(context: TableContext): number {
  const hand = context.handState?.context ?? null;
  if (hand !== null && hand.result === null && context.hand !== null) {
    const b = hand.betting;
    const inHand = b.stacks.reduce((t, s) => t + s, 0) + potTotal(b);
    return inHand + context.seats.reduce((t, s, seat) => t + (s !== null && context.hand!.stacks[seat] === 0 ? s.stack : 0), 0);
  }
  return context.seats.reduce((t, s) => t + (s?.stack ?? 0), 0);
}

const SEAT_COMMANDS = new Set(['SIT', 'LEAVE', 'SIT_OUT', 'SIT_IN', 'REBUY', 'BOMB_POT']);

/**
 * The {@link Table} facade. Like a hand of `createHand`, it steps its machine without an XState
 * actor (the engine's stepper, under direct stepping) until {@link Table.actor} is first read; from
 * then on through that actor, made from the current snapshot. The running hand is part of the
 * table's context either way: the table steps it, no hand actor exists. @internal
 */
class LiveTable implements Table {
  private logSeen = 0;
  /** The seats as the running hand was dealt, to tell which the table removed at its end (R262). */
  private seatsBefore: readonly (TableSeat | null)[] = [];
  private lastResultValue: HandResult | null = null;
  #runner: Runner;
  /** How the table machine steps its hands (for the `ACT`s the facade steps itself). */
  readonly #hands: TableHands | undefined;
  /**
   * The running hand's snapshot when the facade stepped it ahead of the table's context (the
   * `ACT`s of a hand that goes on, under the stepper: see {@link LiveTable.send}), else `null`.
   * The context is brought up to date ({@link LiveTable.materialize}) before anyone reads it.
   */
  #live: HandSnapshot | null = null;
  /** The stepper the facade steps its hands ahead with (this table's own: see TableHands.scopeFor), made at the first. */
  #handScope: HandStepper | null = null;
  /**
   * A snapshot of the table machine in `between` and one in `playing` (under the stepper), as the
   * machine made them: the states a `DEAL` or a hand's end leads to, given their new context
   * without the machine's transition (see {@link LiveTable.#dealAhead}); `null` until seen.
   */
  #between: TableSnapshot | null = null;
  #playing: TableSnapshot | null = null;
  /** The hand machine's environment its views are made with (as `handView` looks it up), once. */
  #env: ReturnType<typeof runtimeOf>['env'] | undefined;
  /** Where this table's save starts: the table before the DEAL of its current (or last) hand; null: a new table of its options. */
  #from: TableSaveState | null = null;
  /** The context before the last `DEAL`, until a save needs it as {@link LiveTable.#from} (made then, without its hand). */
  #fromBefore: TableContext | null = null;
  /** The commands accepted since `#from`, for the save. */
  #events: TableSaveEvent[] = [];
  /** The command the table actor is taking, with its context before (an actor records what it accepts through its inspection events). */
  #pending: { event: TableCommandEvent; before: TableContext; seat: number | null } | null = null;
  /** The refusal the table actor emitted for the command being sent (a stepper keeps its own). */
  private refusal: Error | null = null;
  private readonly onRefused = (event: { error: Error }): void => {
    this.refusal = event.error;
  };

  constructor(
    private readonly machine: TableMachine,
    start: { input: TableOptions } | { snapshot: unknown; input: TableOptions },
    private readonly variant: VariantDescriptor,
    private readonly betting: BettingStructure,
    private readonly clock: () => number,
    private onEvent: ((event: TableEvent) => void) | undefined,
  ) {
    this.#hands = tableHandsOf(machine);
    if (hasDirectTransitions(machine)) {
      const stepper = new HandStepper(machine as unknown as HandMachine, start.input as never);
      if ('snapshot' in start) stepper.snapshot = (machine as unknown as { restoreSnapshot(s: unknown, scope: unknown): HandStepper['snapshot'] }).restoreSnapshot(start.snapshot, stepper);
      this.#runner = { kind: 'stepper', stepper };
    } else {
      this.#runner = { kind: 'actor', actor: this.#start(createActor(machine, { ...start, inspect: this.#inspect } as never)) };
    }
    this.logSeen = this.handContext()?.log.length ?? 0;
    this.seatsBefore = this.context.seats;
    this.#keepState();
  }

  /** Remembers the stepper's snapshot as the one of its state (`between`, `playing`) the facade steps to. */
  #keepState(): void {
    if (this.#runner.kind !== 'stepper') return;
    const s = this.#runner.stepper.snapshot as unknown as TableSnapshot;
    if (s.status !== 'active') return;
    if (s.value === 'between') this.#between = s;
    else if (s.value === 'playing') this.#playing = s;
  }

  /** An actor's commands, recorded once it has taken them (whoever sent them). */
  readonly #inspect = (e: InspectionEvent): void => {
    if (this.#runner?.kind !== 'actor' || e.actorRef !== this.#runner.actor) return;
    if (e.type === '@xstate.event') {
      const event = e.event as TableCommandEvent;
      if (event.type.startsWith('xstate.')) return;
      this.#pending = { event, before: this.context, seat: event.type === 'ACT' ? this.toAct : null };
    } else if (e.type === '@xstate.snapshot' && this.#pending !== null) {
      const { event, before, seat } = this.#pending;
      this.#pending = null;
      this.#record(event, before, seat);
    }
  };

  #start(actor: Actor<TableMachine>): Actor<TableMachine> {
    actor.on('refused', this.onRefused as unknown as (event: { type: string }) => void);
    actor.start();
    return actor;
  }

  /**
   * The live XState actor of the table: made the first time it is read, from the current
   * snapshot, then the same actor on every read.
   */
  get actor(): Actor<TableMachine> {
    const runner = this.#runner;
    if (runner.kind === 'actor') return runner.actor;
    this.#materialize();
    const stepper = runner.stepper;
    const actor = createActor(this.machine, { snapshot: stepper.getPersistedSnapshot() as never, input: stepper.input as never, inspect: this.#inspect });
    this.#runner = { kind: 'actor', actor };
    this.#start(actor);
    return actor;
  }

  #snapshot(): TableSnapshot {
    const runner = this.#runner;
    return (runner.kind === 'stepper' ? runner.stepper.snapshot : runner.actor.getSnapshot()) as unknown as TableSnapshot;
  }

  /** Sends a command to the table machine; throws the refusal it (or the running hand) emits. */
  private send(event: TableCommandEvent, actor: number | null = event.type === 'ACT' ? this.toAct : null): void {
    const runner = this.#runner;
    let refusal: Error | null;
    if (runner.kind === 'stepper') {
      if (event.type === 'ACT' && this.#actAhead(event, actor)) return;
      if (event.type === 'DEAL' && this.#dealAhead(event)) return;
      const before = this.context;
      const seat = actor;
      runner.stepper.refusal = null;
      runner.stepper.send(event as never);
      refusal = runner.stepper.refusal;
      this.#record(event, before, seat);
      this.#keepState();
    } else {
      this.refusal = null;
      runner.actor.send(event);
      refusal = this.refusal as Error | null;
      this.refusal = null;
    }
    if (refusal !== null) throw refusal;
  }

  /**
   * An `ACT` of the running hand, stepped by the facade without the table machine when it does not
   * end the hand: the hand steps exactly as the machine's `ACT` transition steps it (the same hand
   * chart, from the same snapshot), and the table's state after the transition is the same context
   * with the new hand state, which is all the transition changes while the hand goes on (the hand
   * is not over, so no eventless transition is taken). The context takes it when it is next read
   * ({@link LiveTable.materialize}). The hand's refusal is thrown, nothing changed (R0.3). An `ACT`
   * that ends the hand (or whose step throws) goes to the machine, its step remembered, so the
   * machine settles the hand. @returns whether the `ACT` was taken here.
   */
  #actAhead(event: Extract<TableCommandEvent, { type: 'ACT' }>, seat: number | null): boolean {
    const hands = this.#hands;
    const snapshot = this.#snapshot();
    const state = snapshot.context.handState;
    if (hands === undefined || snapshot.value !== 'playing' || state == null) return false;
    // the live snapshot is the facade's alone (the context took none of it yet): its log may grow in
    // place; a state read from the context is copied by its first step (R0.3: what was seen stays)
    const owned = this.#live !== null;
    const before = this.#live ?? hands.snapshotOf(state);
    let next: HandSnapshot | { refusal: Error };
    try {
      next = hands.stepSnapshot(before, event.action, snapshot.context, this.#handScope ??= hands.scopeFor(snapshot.context), owned);
    } catch {
      this.#materialize();
      return false; // the machine takes it (and fails as the hand failed)
    }
    if ('refusal' in next) throw next.refusal;
    if (next.context.result === null) {
      this.#live = next;
      this.#events.push({ type: 'ACT', seat: seat!, action: event.action });
      return true;
    }
    // the hand is over: the table settles it (as the machine's `settleHand` action) and is between
    // hands again, unless the tournament is over or the hand does not add up, which the machine decides
    const between = this.#between;
    if (between !== null) {
      let settled: TableContext | null;
      try {
        settled = settledContext(withHandState(snapshot.context, hands.keep(next)));
      } catch {
        settled = null;
      }
      if (settled !== null && !tournamentOver(settled)) {
        this.#live = null;
        (this.#runner as Extract<Runner, { kind: 'stepper' }>).stepper.snapshot = withSnapshotContext(between as never, settled);
        this.#events.push({ type: 'ACT', seat: seat!, action: event.action });
        return true;
      }
    }
    // the machine takes the event from the state before it, which steps to `next`
    this.#materialize();
    // (the last state of a hand is never stepped from: it needs no live snapshot riding along)
    hands.remember(this.#snapshot().context.handState!, event, { state: { value: next.value, context: next.context } });
    return false;
  }

  /**
   * A `DEAL` stepped by the facade without the table machine when it deals a hand that goes on:
   * the context is the one the machine's `DEAL` transition makes ({@link dealtContext}: its
   * guard's and its action's own functions), and the state `playing`, as the machine reaches it
   * (its eventless transitions do not apply: the hand started and is not over). A `DEAL` the
   * machine refuses, a hand that fails to start or is over at once go to the machine.
   * @returns whether the `DEAL` was taken here.
   */
  #dealAhead(event: Extract<TableCommandEvent, { type: 'DEAL' }>): boolean {
    const hands = this.#hands;
    const playing = this.#playing;
    if (hands === undefined || playing === null) return false;
    this.#materialize();
    const snapshot = this.#snapshot();
    if (snapshot.value !== 'between' || snapshot.status !== 'active') return false;
    const before = snapshot.context;
    const next = dealtContext(hands, before, event);
    if (next === null) return false;
    (this.#runner as Extract<Runner, { kind: 'stepper' }>).stepper.snapshot = withSnapshotContext(playing as never, next);
    this.#record(event, before, null);
    return true;
  }

  /** The table's context brought up to date with the hand the facade stepped ahead of it. */
  #materialize(): void {
    const live = this.#live;
    if (live === null) return;
    this.#live = null;
    const stepper = (this.#runner as Extract<Runner, { kind: 'stepper' }>).stepper;
    const s = stepper.snapshot as unknown as TableSnapshot;
    // as the machine's `actInHand` makes it: the context with the hand's state, the same state nodes
    stepper.snapshot = withSnapshotContext(s as never, withHandState(s.context, this.#hands!.keep(live)));
  }

  /** The table's context without bringing the running hand up to date: for every field but `handState`. */
  #tableContext(): TableContext {
    return this.#snapshot().context;
  }

  /** Whether the table machine is done (a finished tournament): it takes no more commands. */
  private get done(): boolean {
    return this.#snapshot().status !== 'active';
  }

  get phase(): 'between' | 'playing' | 'finished' {
    const v = this.#snapshot().value;
    return v === 'playing' ? 'playing' : v === 'finished' ? 'finished' : 'between';
  }
  get context(): TableContext {
    this.#materialize();
    return this.#snapshot().context;
  }
  get seats() { return this.#tableContext().seats; }
  get handsPlayed() { return this.#tableContext().handsPlayed; }
  get hand() { return this.#tableContext().hand; }
  get finishes() { return this.#tableContext().finishes; }
  get lastResult() { return this.lastResultValue; }

  private handContext(): HandContext | null {
    return this.#live?.context ?? this.#tableContext().handState?.context ?? null;
  }

  get toAct(): number | null {
    const ctx = this.phase === 'playing' ? this.handContext() : null;
    return ctx ? handToAct(ctx) : null;
  }
  legalActions(): LegalActions | null {
    const ctx = this.phase === 'playing' ? this.handContext() : null;
    return ctx ? handLegalActions(ctx, this.betting) : null;
  }
  view(seat: number | 'spectator', options?: { since?: PlayerView | null; share?: ViewShare }): PlayerView {
    const ctx = this.handContext();
    if (ctx === null) throw new TableError('TABLE_NO_HAND', 'no hand has been dealt at this table yet');
    if (seat !== 'spectator' && !(Number.isInteger(seat) && seat >= 0 && seat < ctx.betting.seatCount)) {
      throw new TableError('TABLE_BAD_SEAT', `a view is for a seat 0..${ctx.betting.seatCount - 1} or 'spectator', got ${JSON.stringify(seat)}`);
    }
    // (handView's view, its environment looked up once per table)
    return viewHand(ctx, this.#env ??= runtimeOf(createHandMachine(this.variant, this.betting)).env, seat, options?.since, options?.share);
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
    // refuses with the reason; the hand it deals is part of the table's context
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
      const hand = this.#tableContext().hand;
      if (hand?.sittingOut === undefined || this.phase !== 'playing') return;
      const seat = this.toAct;
      if (seat === null || !hand.sittingOut.includes(seat) || this.#tableContext().seats[seat]?.sittingOut !== true) return;
      this.send({ type: 'TIMEOUT' });
      this.flush();
    }
  }

  act(action: PlayerAction): void {
    if (this.done) throw new TableError('TABLE_NO_HAND', 'no hand is running; the tournament is over');
    // known fields only, never a foreign one, once a hand is running (else the table refuses the ACT)
    const seat = this.toAct;
    const clean = this.phase === 'playing' ? normalizeAction(action, seat) : action;
    // through the table's ACT transition, one event of the running hand's chart: an illegal action
    // is refused by the hand, and the table emits why; nothing changes (R0.3)
    this.send({ type: 'ACT', action: clean }, seat);
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
    const table = this.#tableContext();
    const number = table.hand?.number ?? 0;
    if (ctx) {
      if (this.onEvent === undefined) this.logSeen = ctx.log.length; // nobody listens: no events to build
      const timeouts = table.hand?.timeouts;
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
    return chipsInPlay(this.context);
  }

  persist(options?: { key?: SaveKey }): PersistedTable {
    if (this.#fromBefore !== null) {
      const { handState: _h, ...context } = this.#fromBefore;
      this.#from = { value: 'between', context };
      this.#fromBefore = null;
    }
    const from = this.#from;
    const save = JSON.parse(JSON.stringify({
      format: 'pokerchart-table',
      version: 2,
      options: { variant: this.variant.id, betting: describeStructure(this.betting), table: this.context.options, ...(from !== null ? { from } : {}) },
      events: this.#events,
      snapshot: this.saveState(),
    })) as PersistedTable;
    if (options?.key !== undefined) {
      checkSaveKey(options.key);
      save.signature = saveSignature(save, options.key);
    }
    return save;
  }

  /** The state a save holds: the machine's state value and the table's context. @internal */
  saveState(): TableSaveState {
    this.#materialize();
    const s = this.#snapshot();
    return { value: s.value as string, context: s.context };
  }

  /** Replays saved events through the table's own `send`: each one the machine must accept. @internal */
  replay(events: readonly unknown[], from: TableSaveState | null): void {
    this.#from = from;
    this.#fromBefore = null;
    this.#events = [];
    events.forEach((event, i) => {
      const path = `saved.events[${i}]`;
      const fail = (why: string): never => {
        throw new RestoreError('BAD_EVENT', path, `cannot restore the table: ${path}: ${why}`);
      };
      if (event === null || typeof event !== 'object' || typeof (event as { type?: unknown }).type !== 'string') fail('must be an event { type, ... }');
      const e = event as TableSaveEvent;
      let command: TableCommandEvent;
      if (e.type === 'ACT') {
        if (e.seat !== this.toAct) fail(`seat ${showSaved(e.seat)} acts, but the replayed table has ${showSaved(this.toAct)} to act (R48)`);
        command = { type: 'ACT', action: e.action };
      } else if (e.type === 'DEAL') {
        if ((e.now !== undefined && typeof e.now !== 'number') || (e.level !== undefined && typeof e.level !== 'number')) fail('DEAL takes a number `now` and a number `level`');
        command = { type: 'DEAL', ...(e.now !== undefined ? { now: e.now } : {}), ...(e.level !== undefined ? { level: e.level } : {}) };
      } else if (e.type === 'TIMEOUT' || SEAT_COMMANDS.has(e.type)) command = e as TableCommandEvent;
      else fail(`unknown event ${showSaved(e.type)}; events are ACT, DEAL, TIMEOUT and the seat commands`);
      try {
        if (this.done) fail('the table is finished and takes no more commands');
        this.send(command!);
      } catch (error) {
        if (error instanceof RestoreError) throw error;
        fail(`the replay refuses it: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    this.logSeen = this.handContext()?.log.length ?? 0;
    this.seatsBefore = this.context.seats;
  }

  /** Starts telling `onEvent` what happens (a restored table, once its replay is done). @internal */
  listen(onEvent: ((event: TableEvent) => void) | undefined): void {
    this.onEvent = onEvent;
  }

  /** Records a command the machine accepted (its context changed), for the table's saves. */
  #record(event: TableCommandEvent, before: TableContext, seat: number | null): void {
    if (this.context === before) return; // refused: nothing changed (R0.3)
    if (event.type === 'DEAL') {
      this.#fromBefore = before;
      this.#events = [event.level !== undefined ? { type: 'DEAL', now: event.now ?? 0, level: event.level } : { type: 'DEAL', now: event.now ?? 0 }];
    } else if (event.type === 'ACT') this.#events.push({ type: 'ACT', seat: seat!, action: event.action });
    else this.#events.push(event);
  }

  /** The table's snapshot as XState persists it, without making an actor. @internal */
  persistedSnapshot(): unknown {
    this.#materialize();
    const runner = this.#runner;
    return runner.kind === 'stepper' ? runner.stepper.getPersistedSnapshot() : runner.actor.getPersistedSnapshot();
  }

  stop(): void {
    if (this.#runner.kind === 'actor') this.#runner.actor.stop();
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
