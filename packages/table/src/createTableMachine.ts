import type { BettingStructure, PlayerAction } from '@pokerchart/betting';
import type { PokerchartError } from '@pokerchart/cards';
import { type HandContext, handLegalActions, type HandMachine, type HandMachineInput, type VariantDescriptor } from '@pokerchart/engine';
import { directTransition, HandStepper, replaceContext, steppedHandMachine, steppingMode } from '@pokerchart/engine/internal';
import { emit, enqueueActions, type MetaObject, setup, type StateMachine, type StateSchema } from 'xstate';
import { handInput } from './handInput.js';
import { initialTableContext } from './initialTableContext.js';
import { dealCheck } from './prepareHand.js';
import { withHandState } from './copyContext.js';
import { applySeatCommand, checkSeatCommand } from './applySeatCommand.js';
import type { SeatCommand, TableCommandEvent } from './TableCommandEvent.js';
import { TableError } from './errors.js';
import { settleHand, sitOutAfterHand } from './settleHand.js';
import { timeoutAction } from './timeoutAction.js';
import type { Finish, TableContext, TableHandState, TableSeat } from './TableContext.js';
import type { TableOptions } from './TableOptions.js';

/**
 * What the table machine emits when it refuses a command (`actor.on('refused', ...)`): why, with
 * a stable `code`: a {@link TableError} (a seat command the seats do not allow, a `DEAL` that
 * cannot be dealt, an `ACT` with no hand running, a hand that failed to start), or the running
 * hand's own refusal of an `ACT` (the betting package's `IllegalActionError`, R0.3). The snapshot
 * is unchanged.
 */
export interface TableRefusedEvent {
  /** The event's type. */
  type: 'refused';
  /** Why the command was refused, with a stable `code`. */
  error: TableError | PokerchartError;
}

/** What a finished table machine outputs: the tournament's finishing places and the seats. */
export interface TableOutput {
  /** Finishing places, last place first, the winner last. */
  finishes: Finish[];
  /** Seats as they ended. */
  seats: (TableSeat | null)[];
  /** Hands played. */
  handsPlayed: number;
}

/** Where a hand state keeps its live snapshot (not enumerable: not part of the JSON data). */
const LIVE: unique symbol = Symbol('pokerchart.liveHandSnapshot');

/** A hand machine's snapshot as XState makes it (the fields read here). @internal */
export interface HandSnapshot {
  readonly value: unknown;
  readonly context: HandContext;
  readonly status: string;
}

/**
 * Steps the hands of one table machine without actors, as `createHand` steps a lone hand: the
 * hand machine's own `getInitialSnapshot` and `transition` (direct steps or XState's, as the
 * engine is configured) through the engine's `HandStepper`. The table's context holds each
 * hand's state value and context (JSON); the live snapshot of a state rides along in a property
 * JSON does not see, so that a step does not rebuild it (a state read back from a save, or copied,
 * is resolved once). A step never changes a snapshot it was given: the same table context steps the same way
 * again. @internal
 */
export class TableHands {
  readonly #machine: HandMachine;
  readonly #input: (context: TableContext) => HandMachineInput;
  /** The stepper whose scope steps every hand of this machine after its first step. */
  #scope: HandStepper | null = null;

  /** The variant the hands are of. */
  readonly variant: VariantDescriptor;

  constructor(machine: HandMachine, input: (context: TableContext) => HandMachineInput, variant: VariantDescriptor) {
    this.#machine = machine;
    this.#input = input;
    this.variant = variant;
  }

  /** The first state of the hand the table context prepared (`context.hand`); throws what the engine refuses. */
  start(context: TableContext): TableHandState {
    const stepper = new HandStepper(this.#machine, this.#input(context));
    // XState keeps a failed start in the snapshot (status 'error') rather than throwing it
    const snapshot = stepper.snapshot as unknown as HandSnapshot & { error?: unknown };
    if (snapshot.status === 'error') throw snapshot.error;
    this.#scope = stepper;
    return this.keep(snapshot);
  }

  /**
   * The last step, remembered by the hand state and the event it was asked for: the `ACT`
   * transition asks whether the hand refuses the action (its guard), then takes the state (its
   * action), from the same immutable state and event, so the hand steps once.
   */
  #last: { state: TableHandState; event: object; result: { state: TableHandState } | { refusal: Error } } | null = null;

  /** {@link step} of a table event's action, remembered for the (hand state, event) it was asked for. */
  stepFor(context: TableContext, event: TableCommandEvent): { state: TableHandState } | { refusal: Error } {
    const last = this.#last;
    if (last !== null && last.state === context.handState && last.event === event) return last.result;
    const result = this.step(context, event.type === 'ACT' ? event.action : { type: 'fold' });
    this.#last = { state: context.handState!, event, result };
    return result;
  }

  /**
   * Tells {@link stepFor} the result of `event` from hand state `state`, already stepped (by a
   * table that stepped its hand ahead of its context, and now hands the event to the machine).
   */
  remember(state: TableHandState, event: TableCommandEvent, result: { state: TableHandState }): void {
    this.#last = { state, event, result };
  }

  /** The hand's next state after `event`, or the hand's refusal of it (R0.3: nothing changes). */
  step(context: TableContext, action: PlayerAction): { state: TableHandState } | { refusal: Error } {
    const next = this.stepSnapshot(this.snapshotOf(context.handState!), action, context);
    return 'refusal' in next ? next : { state: this.keep(next) };
  }

  /** The live snapshot of a hand state (resolved from its value and context when it has none). */
  snapshotOf(state: TableHandState): HandSnapshot {
    const snapshot = (state as { [LIVE]?: HandSnapshot })[LIVE];
    if (snapshot !== undefined && snapshot.context === state.context) return snapshot;
    return (this.#machine as unknown as { resolveState(s: { value: unknown; context: unknown }): HandSnapshot }).resolveState({ value: state.value, context: state.context });
  }

  /**
   * One `ACT` of the hand chart from `snapshot`, the running hand of the table `context`: the next
   * snapshot, or the hand's refusal (R0.3). `scope` is the stepper to step with (a table's own,
   * {@link scopeFor}; default the machine's, shared by its tables). With `owned` (a snapshot nobody
   * but the caller has seen: the table facade's hand stepped ahead of its context), the step adds
   * its log entries to the snapshot's log in place, as a hand of `createHand` does (the engine's
   * `ownsLog`); else the log is copied, so a state the table's context holds never changes.
   */
  stepSnapshot(snapshot: HandSnapshot, action: PlayerAction, context: TableContext, scope: HandStepper | null = null, owned = false): HandSnapshot | { refusal: Error } {
    const stepper = scope ?? (this.#scope ??= new HandStepper(this.#machine, this.#input(context)));
    stepper.snapshot = snapshot as never;
    stepper.refusal = null;
    stepper.ownsLog = owned;
    try {
      stepper.send({ type: 'ACT', action });
    } finally {
      stepper.ownsLog = false;
    }
    const refusal = stepper.refusal as Error | null;
    if (refusal !== null) return { refusal };
    return stepper.snapshot as unknown as HandSnapshot;
  }

  /**
   * A stepper of this machine's hands for one table's own steps (what a stepper keeps between the
   * steps of a hand it owns stays with that table), made at the running hand of `context`.
   */
  scopeFor(context: TableContext): HandStepper {
    return new HandStepper(this.#machine, this.#input(context));
  }

  /** The hand state (JSON data) of a snapshot, the snapshot riding along out of sight of JSON, equality and persistence. */
  keep(snapshot: HandSnapshot): TableHandState {
    return Object.defineProperty({ value: snapshot.value, context: snapshot.context }, LIVE, { value: snapshot });
  }
}

/**
 * The context after the running hand's end, as the machine's `settleHand` action makes it: the
 * hand's result moves the chips, then the sitting-out bookkeeping from the hand's log. Throws what
 * {@link settleHand} throws (R0.5). @internal
 */
export function settledContext(context: TableContext): TableContext {
  const hand = context.handState!.context;
  const { stacks, rake } = hand.result!;
  return sitOutAfterHand(settleHand(context, stacks, rake ?? 0), hand.log);
}

/** Whether a settled table is a finished tournament (the machine's `tournamentOver` guard). @internal */
export function tournamentOver(context: TableContext): boolean {
  return context.options.mode === 'tournament' && context.finishes.some((f) => f.place === 1);
}

/**
 * The context a `DEAL` leads to when it deals a hand that goes on (the machine's `canDeal` guard
 * passes, its `dealHand` action starts the hand, which is not over within its forced bets and
 * deal), so that the table reaches `playing` with it; `null` when the machine must decide (a
 * refusal, a hand that fails to start or ends at once). @internal
 */
export function dealtContext(hands: TableHands, context: TableContext, event: Extract<TableCommandEvent, { type: 'DEAL' }>): TableContext | null {
  const prepared = dealCheck(context, event.now ?? context.now ?? 0, hands.variant, event.level);
  if (prepared instanceof TableError) return null;
  let state: TableHandState;
  try {
    state = hands.start(prepared);
  } catch {
    return null;
  }
  return state.context.result === null ? withHandState(prepared, state) : null;
}

/** The hand stepping of each table machine. */
const handsOfMachine = new WeakMap<object, TableHands>();

/** How `machine` (made by {@link createTableMachine}) steps its hands, for the table facade. @internal */
export function tableHandsOf(machine: TableMachine): TableHands | undefined {
  return handsOfMachine.get(machine);
}

/** Why a hand could not start, by the table context that reports it (read once by the refusal). */
const startFailures = new WeakMap<TableContext, unknown>();

/**
 * The table statechart for one variant and structure: `between` hands (seat changes, `DEAL`),
 * `playing` (one hand of the engine's hand chart, held in the context as
 * {@link TableContext.handState} and stepped by the table itself, without an actor: each `ACT` is
 * one event of the hand chart, and the hand's refusal of an illegal one is emitted; once the hand
 * has its result it updates the stacks), and `finished` (a tournament with one player left). Every
 * command it cannot take is refused with an emitted {@link TableRefusedEvent}, the snapshot
 * unchanged: the machine alone decides whether a seat may change, a hand may be dealt or an
 * action passed on. Its input is the {@link TableOptions}; its context ({@link TableContext}) is
 * JSON data, the running hand included, so `getPersistedSnapshot()` restores exactly.
 * {@link createTable} wraps it with a friendlier API.
 */
export function createTableMachine(variant: VariantDescriptor, betting: BettingStructure): TableMachine {
  const hands = new TableHands(steppedHandMachine(variant, betting), (context) => ({ variant, betting, ...handInput(context.hand!, variant) }), variant);
  const refuse = (error: TableError | PokerchartError): TableRefusedEvent => ({ type: 'refused', error });
  const nowOf = (context: TableContext, event: TableCommandEvent) => (event.type === 'DEAL' ? event.now ?? context.now ?? 0 : 0);
  const running = (context: TableContext): HandContext | null => context.handState?.context ?? null;
  const machine = setup({
    types: {
      context: {} as TableContext,
      events: {} as TableCommandEvent,
      input: {} as TableOptions,
      output: {} as TableOutput,
    },
    guards: {
      seatCommandOk: ({ context, event }) =>
        event.type !== 'DEAL' && event.type !== 'ACT' && event.type !== 'TIMEOUT' && checkSeatCommand(context, event) === null,
      // R11 and the table's own rules (players with chips, not sitting out, the variant's range)
      canDeal: ({ context, event }) => !(dealCheck(context, nowOf(context, event), variant, event.type === 'DEAL' ? event.level : undefined) instanceof TableError),
      // the hand could not start (options the engine refuses): reported, back between hands
      handFailed: ({ context }) => context.handState === null,
      // R0.3 the running hand refuses the action (its own rules: the hand chart's refusal)
      handRefuses: ({ context, event }) => 'refusal' in hands.stepFor(context, event),
      // R0.5 the hand has its result: its stacks go back to the seats
      handOver: ({ context }) => running(context)?.result != null,
      tournamentOver: ({ context }) => tournamentOver(context),
    },
    actions: {
      // context-only actions: replaceContext keeps the snapshot's states (an assign rebuilds them)
      applySeatCommand: replaceContext<TableContext, TableCommandEvent>(({ context, event }) =>
        event.type === 'DEAL' || event.type === 'ACT' || event.type === 'TIMEOUT' ? context : applySeatCommand(context, event),
      ),
      // the table's decisions for the hand (button, blinds, level, stacks), then the hand's first
      // state: forced bets and the deal (a hand can be over within it: everyone all-in on the blinds)
      dealHand: replaceContext<TableContext, TableCommandEvent>(({ context, event }) => {
        const prepared = dealCheck(context, nowOf(context, event), variant, event.type === 'DEAL' ? event.level : undefined);
        if (prepared instanceof TableError) return context;
        try {
          return withHandState(prepared, hands.start(prepared));
        } catch (error) {
          const failed = withHandState(prepared, null);
          startFailures.set(failed, error);
          return failed;
        }
      }),
      // one event of the hand chart: the hand's next state
      actInHand: replaceContext<TableContext, TableCommandEvent>(({ context, event }) => {
        const next = hands.stepFor(context, event);
        return 'state' in next ? withHandState(context, next.state) : context;
      }),
      // the hand's refusal of the action, emitted (R0.3: nothing changes)
      refuseInHand: emit(({ context, event }) => {
        const next = hands.stepFor(context, event);
        return refuse(('refusal' in next ? next.refusal : new TableError('TABLE_NO_HAND', 'the hand took the action')) as PokerchartError);
      }),
      // R261: the running hand's seat to act takes the timeout action; the table remembers which
      // entry of the hand's log it was (TableHand.timeouts)
      timeout: enqueueActions(({ context, enqueue }) => {
        const ctx = running(context);
        const legal = ctx === null ? null : handLegalActions(ctx, betting);
        if (ctx === null || legal === null) {
          enqueue.emit(refuse(new TableError('TABLE_NO_HAND', 'nobody is to act in the running hand, so nobody can time out (R261)')));
          return;
        }
        const next = hands.step(context, timeoutAction(legal, ctx.holeCards[legal.seat]));
        if ('refusal' in next) {
          enqueue.emit(refuse(next.refusal as PokerchartError));
          return;
        }
        enqueue.assign({ hand: { ...context.hand!, timeouts: [...(context.hand!.timeouts ?? []), ctx.log.length] }, handState: next.state });
      }),
      // the hand's result moves the chips; then the sitting-out bookkeeping, from the hand's log
      settleHand: replaceContext<TableContext, TableCommandEvent>(({ context }) => settledContext(context)),
      // refusals: the reason, emitted; nothing else changes
      refuseSeatCommand: emit(({ context, event }) => refuse(checkSeatCommand(context, event as SeatCommand)
        ?? new TableError('TABLE_BAD_CONFIG', `${event.type} is not a seat command`))),
      refuseDeal: emit(({ context, event }) => {
        const error = dealCheck(context, nowOf(context, event), variant, event.type === 'DEAL' ? event.level : undefined);
        return refuse(error instanceof TableError ? error : new TableError('TABLE_BAD_CONFIG', 'the hand cannot be dealt'));
      }),
      refuseBetweenHandsOnly: emit(({ context, event }) => refuse(event.type === 'DEAL'
        ? new TableError('TABLE_NOT_BETWEEN_HANDS', `hand ${context.hand?.number ?? ''} is still running`)
        : new TableError('TABLE_NOT_BETWEEN_HANDS', `${event.type} is only possible between hands`))),
      refuseNoHand: emit(() => refuse(new TableError('TABLE_NO_HAND', 'no hand is running; deal one first'))),
      // a hand that fails to start (options the engine refuses): reported, no chip moved
      refuseFailedHand: emit(({ context }) => {
        const failure = startFailures.get(context);
        return refuse(new TableError('TABLE_HAND_FAILED', `hand ${context.handsPlayed + 1} could not be played and the table is back between hands, no chip moved: ${failure instanceof Error ? failure.message : String(failure ?? 'the hand did not start')}`));
      }),
    },
  }).createMachine({
    id: 'table',
    context: ({ input }) => initialTableContext(input),
    initial: 'between',
    states: {
      between: {
        on: {
          SIT: [{ guard: 'seatCommandOk', actions: 'applySeatCommand' }, { actions: 'refuseSeatCommand' }],
          LEAVE: [{ guard: 'seatCommandOk', actions: 'applySeatCommand' }, { actions: 'refuseSeatCommand' }],
          SIT_OUT: [{ guard: 'seatCommandOk', actions: 'applySeatCommand' }, { actions: 'refuseSeatCommand' }],
          SIT_IN: [{ guard: 'seatCommandOk', actions: 'applySeatCommand' }, { actions: 'refuseSeatCommand' }],
          REBUY: [{ guard: 'seatCommandOk', actions: 'applySeatCommand' }, { actions: 'refuseSeatCommand' }],
          BOMB_POT: [{ guard: 'seatCommandOk', actions: 'applySeatCommand' }, { actions: 'refuseSeatCommand' }],
          DEAL: [{ guard: 'canDeal', target: 'playing', actions: 'dealHand' }, { actions: 'refuseDeal' }],
          ACT: { actions: 'refuseNoHand' },
          TIMEOUT: { actions: 'refuseNoHand' },
        },
      },
      playing: {
        description: 'one hand of the hand chart, stepped by the table: each ACT is one event of the hand',
        // a hand that fails to start never leaves the table stuck in `playing`: back between hands
        // with the seats as they were (no chip moved), the error emitted
        always: [
          { guard: 'handFailed', target: 'between', actions: 'refuseFailedHand' },
          { guard: 'handOver', target: 'settled', actions: 'settleHand' },
        ],
        on: {
          ACT: [{ guard: 'handRefuses', actions: 'refuseInHand' }, { actions: 'actInHand' }],
          TIMEOUT: { actions: 'timeout' },
          SIT: { actions: 'refuseBetweenHandsOnly' },
          LEAVE: { actions: 'refuseBetweenHandsOnly' },
          SIT_OUT: [{ guard: 'seatCommandOk', actions: 'applySeatCommand' }, { actions: 'refuseSeatCommand' }],
          SIT_IN: [{ guard: 'seatCommandOk', actions: 'applySeatCommand' }, { actions: 'refuseSeatCommand' }],
          REBUY: { actions: 'refuseBetweenHandsOnly' },
          BOMB_POT: { actions: 'refuseBetweenHandsOnly' },
          DEAL: { actions: 'refuseBetweenHandsOnly' },
        },
      },
      settled: {
        always: [{ guard: 'tournamentOver', target: 'finished' }, { target: 'between' }],
      },
      finished: { type: 'final' },
    },
    output: ({ context }) => ({ finishes: context.finishes, seats: context.seats, handsPlayed: context.handsPlayed }),
  });
  // XState's steps computed directly (the engine's directTransition), as for the hand machines
  directTransition(machine);
  handsOfMachine.set(machine, hands);
  return machine as unknown as TableMachine;
}

/**
 * The machine type returned by {@link createTableMachine}: an XState v5 machine over
 * {@link TableContext} and {@link TableCommandEvent}, with input {@link TableOptions}, output
 * {@link TableOutput}. It has no child actors: the running hand is part of its context.
 */
export type TableMachine = StateMachine<
  TableContext,
  TableCommandEvent,
  Record<string, never>,
  any,
  any,
  any,
  string,
  'between' | 'playing' | 'settled' | 'finished',
  string,
  TableOptions,
  TableOutput,
  { type: string },
  MetaObject,
  StateSchema
>;

// one cache per stepping of the engine (configureEngine), keyed by the variant and structure objects themselves
const caches = { direct: new WeakMap<object, WeakMap<object, TableMachine>>(), xstate: new WeakMap<object, WeakMap<object, TableMachine>>() };

/**
 * The table machine of a variant and structure, built once per pair of objects (by identity) and
 * per stepping of the engine, for {@link createTable} and {@link restoreTable}. @internal
 */
export function tableMachineFor(variant: VariantDescriptor, betting: BettingStructure): TableMachine {
  const cache = caches[steppingMode()];
  let inner = cache.get(variant);
  if (inner === undefined) {
    inner = new WeakMap();
    cache.set(variant, inner);
  }
  let machine = inner.get(betting);
  if (machine === undefined) {
    machine = createTableMachine(variant, betting);
    inner.set(betting, machine);
  }
  return machine;
}
