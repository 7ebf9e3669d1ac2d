import type { BettingStructure } from '@pokerchart/betting';
import { type HandContext, handLegalActions, type HandResult, type VariantDescriptor } from '@pokerchart/engine';
import { directTransition, replaceContext, steppedHandMachine, steppingMode } from '@pokerchart/engine/internal';
import { type AnyActorRef, emit, enqueueActions, type MetaObject, sendTo, setup, type StateMachine, type StateSchema } from 'xstate';
import { handInput } from './handInput.js';
import { initialTableContext } from './initialTableContext.js';
import { dealCheck } from './prepareHand.js';
import { applySeatCommand, checkSeatCommand } from './applySeatCommand.js';
import type { SeatCommand, TableCommandEvent } from './TableCommandEvent.js';
import { TableError } from './errors.js';
import { settleHand, sitOutAfterHand } from './settleHand.js';
import { timeoutAction } from './timeoutAction.js';
import type { Finish, TableContext, TableSeat } from './TableContext.js';
import type { TableOptions } from './TableOptions.js';

/**
 * What the table machine emits when it refuses a command (`actor.on('refused', ...)`): the
 * {@link TableError} saying why (a seat command the seats do not allow, a `DEAL` that cannot be
 * dealt, an `ACT` with no hand running, a hand that failed to start). The snapshot is unchanged.
 */
export interface TableRefusedEvent {
  /** The event's type. */
  type: 'refused';
  /** Why the command was refused, with a stable `code`. */
  error: TableError;
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

/**
 * The table statechart for one variant and betting structure: `between` hands (seat changes,
 * `DEAL`), `playing` (one hand actor from the engine's `createHandMachine`, invoked with id
 * `hand`; `ACT` events are passed on to it, and the hand emits `refused` for an illegal one; its
 * output, the `HandResult`, updates the stacks), and `finished` (a tournament with one player
 * left). Every command it cannot take is refused with an emitted {@link TableRefusedEvent}, the
 * snapshot unchanged: the machine alone decides whether a seat may change, a hand may be dealt
 * or an action passed on. Its input is the {@link TableOptions}; its context
 * ({@link TableContext}) is JSON data, so `getPersistedSnapshot()` (with the running hand inside)
 * restores exactly. {@link createTable} wraps it with a friendlier API.
 */
export function createTableMachine(variant: VariantDescriptor, betting: BettingStructure): TableMachine {
  const handMachine = steppedHandMachine(variant, betting);
  const refuse = (error: TableError): TableRefusedEvent => ({ type: 'refused', error });
  const nowOf = (context: TableContext, event: TableCommandEvent) => (event.type === 'DEAL' ? event.now ?? context.now ?? 0 : 0);
  const machine = setup({
    types: {
      context: {} as TableContext,
      events: {} as TableCommandEvent,
      input: {} as TableOptions,
      output: {} as TableOutput,
    },
    actors: { hand: handMachine },
    guards: {
      seatCommandOk: ({ context, event }) =>
        event.type !== 'DEAL' && event.type !== 'ACT' && event.type !== 'TIMEOUT' && checkSeatCommand(context, event) === null,
      // R11 and the table's own rules (players with chips, not sitting out, the variant's range)
      canDeal: ({ context, event }) => !(dealCheck(context, nowOf(context, event), variant, event.type === 'DEAL' ? event.level : undefined) instanceof TableError),
      tournamentOver: ({ context }) =>
        context.options.mode === 'tournament' && context.finishes.some((f) => f.place === 1),
    },
    actions: {
      // context-only actions: replaceContext keeps the snapshot's states (an assign rebuilds them)
      applySeatCommand: replaceContext<TableContext, TableCommandEvent>(({ context, event }) =>
        event.type === 'DEAL' || event.type === 'ACT' || event.type === 'TIMEOUT' ? context : applySeatCommand(context, event),
      ),
      prepareHand: replaceContext<TableContext, TableCommandEvent>(({ context, event }) => {
        const next = dealCheck(context, nowOf(context, event), variant, event.type === 'DEAL' ? event.level : undefined);
        return next instanceof TableError ? context : next;
      }),
      // the hand's result moves the chips; then the sitting-out bookkeeping, which reads the hand's
      // log from the child (once per hand: XState's own algorithm runs this step)
      settleHand: enqueueActions(({ context, event, enqueue, self }) => {
        const ref = (self.getSnapshot().children as Record<string, AnyActorRef | undefined>)['hand'];
        const log = ref === undefined ? [] : (ref.getSnapshot() as { context: HandContext }).context.log;
        const { stacks, rake } = (event as unknown as { output: HandResult }).output;
        const settled = sitOutAfterHand(settleHand(context, stacks, rake ?? 0), log);
        enqueue.assign(() => settled);
      }),
      forwardAction: sendTo('hand', ({ event }) =>
        event.type === 'ACT' ? { type: 'ACT' as const, action: event.action } : { type: 'ACT' as const, action: { type: 'fold' as const } },
      ),
      // R261: the running hand's seat to act takes the timeout action; the table remembers which
      // entry of the hand's log it was (TableHand.timeouts). The hand's state is read from the child
      // actor, which only this action needs (a timeout is rare: XState's own algorithm runs it).
      timeout: enqueueActions(({ enqueue, self }) => {
        const ref = (self.getSnapshot().children as Record<string, AnyActorRef | undefined>)['hand'];
        const ctx = ref === undefined ? null : (ref.getSnapshot() as { context: HandContext }).context;
        const legal = ctx === null ? null : handLegalActions(ctx, betting);
        if (ctx === null || legal === null) {
          enqueue.emit(refuse(new TableError('TABLE_NO_HAND', 'nobody is to act in the running hand, so nobody can time out (R261)')));
          return;
        }
        const action = timeoutAction(legal, ctx.holeCards[legal.seat]);
        const index = ctx.log.length;
        enqueue.assign(({ context }) => ({ hand: { ...context.hand!, timeouts: [...(context.hand!.timeouts ?? []), index] } }));
        enqueue.sendTo(ref!, { type: 'ACT', action });
      }),
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
      // a hand that fails (options it refuses, an error inside): reported, no chip moved
      refuseFailedHand: emit(({ context, event }) => {
        const failure = (event as unknown as { error: unknown }).error;
        return refuse(new TableError('TABLE_HAND_FAILED', `hand ${context.handsPlayed + 1} could not be played and the table is back between hands, no chip moved: ${failure instanceof Error ? failure.message : String(failure)}`));
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
          DEAL: [{ guard: 'canDeal', target: 'playing', actions: 'prepareHand' }, { actions: 'refuseDeal' }],
          ACT: { actions: 'refuseNoHand' },
          TIMEOUT: { actions: 'refuseNoHand' },
        },
      },
      playing: {
        invoke: {
          id: 'hand',
          src: 'hand',
          input: ({ context }) => ({ variant, betting, ...handInput(context.hand!, variant) }),
          onDone: {
            target: 'settled',
            actions: 'settleHand',
          },
          // a hand that fails (options it refuses, an error inside) never leaves the table stuck in
          // `playing`: back between hands with the seats as they were (no chip moved), the error emitted
          onError: { target: 'between', actions: 'refuseFailedHand' },
        },
        on: {
          ACT: { actions: 'forwardAction' },
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
  return machine as unknown as TableMachine;
}

/**
 * The machine type returned by {@link createTableMachine}: an XState v5 machine over
 * {@link TableContext} and {@link TableCommandEvent}, with input {@link TableOptions}, output
 * {@link TableOutput} and the running hand as its child `hand`.
 */
export type TableMachine = StateMachine<
  TableContext,
  TableCommandEvent,
  { hand?: AnyActorRef | undefined },
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
