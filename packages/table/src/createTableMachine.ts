import type { BettingStructure } from '@pokerchart/betting';
import { createHandMachine, directTransition, type HandResult, replaceContext, type VariantDescriptor } from '@pokerchart/engine';
import { sendTo, setup, type AnyActorRef, type MetaObject, type StateMachine, type StateSchema } from 'xstate';
import { handInput } from './handInput.js';
import { initialTableContext } from './initialTableContext.js';
import { preparedHand } from './prepareHand.js';
import { applySeatCommand, checkSeatCommand } from './applySeatCommand.js';
import { settleHand } from './settleHand.js';
import type { TableCommandEvent } from './TableCommandEvent.js';
import type { Finish, TableContext } from './TableContext.js';
import type { TableOptions } from './TableOptions.js';
import type { TableSeat } from './TableSeat.js';

/** The error of the last hand that failed, by table actor, for {@link createTable}'s `deal` to report. @internal */
export const handFailures = new WeakMap<object, unknown>();

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
 * `hand`; `ACT` events go to it unchecked, so an illegal one is simply not taken; its output, the
 * `HandResult`, updates the stacks), and
 * `finished` (a tournament with one player left). Its input is the {@link TableOptions}; its
 * context ({@link TableContext}) is JSON data, so `getPersistedSnapshot()` (with the running
 * hand inside) restores exactly. {@link createTable} wraps it with a friendlier API.
 */
export function createTableMachine(variant: VariantDescriptor, betting: BettingStructure): TableMachine {
  const handMachine = createHandMachine(variant, betting);
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
        event.type !== 'DEAL' && event.type !== 'ACT' && checkSeatCommand(context, event) === null,
      canDeal: ({ context, event }) => {
        const next = preparedHand(context, event.type === 'DEAL' ? event.now ?? context.now ?? 0 : 0);
        if (next instanceof Error) return false;
        // R11: the variant's range of players, so the hand actor never refuses its input
        const players = next.hand!.stacks.filter((s) => s > 0).length;
        return players >= variant.seats.min && players <= variant.seats.max;
      },
      tournamentOver: ({ context }) =>
        context.options.mode === 'tournament' && context.finishes.some((f) => f.place === 1),
    },
    actions: {
      // context-only actions: replaceContext keeps the snapshot's states (an assign rebuilds them)
      applySeatCommand: replaceContext<TableContext, TableCommandEvent>(({ context, event }) =>
        event.type === 'DEAL' || event.type === 'ACT' ? context : applySeatCommand(context, event),
      ),
      prepareHand: replaceContext<TableContext, TableCommandEvent>(({ context, event }) => {
        const next = preparedHand(context, event.type === 'DEAL' ? event.now ?? context.now ?? 0 : 0);
        return next instanceof Error ? context : next;
      }),
      settleHand: replaceContext<TableContext, TableCommandEvent>(({ context, event }) =>
        settleHand(context, ((event as unknown as { output: HandResult }).output).stacks)),
      forwardAction: sendTo('hand', ({ event }) =>
        event.type === 'ACT' ? { type: 'ACT' as const, action: event.action } : { type: 'ACT' as const, action: { type: 'fold' as const } },
      ),
    },
  }).createMachine({
    id: 'table',
    context: ({ input }) => initialTableContext(input),
    initial: 'between',
    states: {
      between: {
        on: {
          SIT: { guard: 'seatCommandOk', actions: 'applySeatCommand' },
          LEAVE: { guard: 'seatCommandOk', actions: 'applySeatCommand' },
          SIT_OUT: { guard: 'seatCommandOk', actions: 'applySeatCommand' },
          SIT_IN: { guard: 'seatCommandOk', actions: 'applySeatCommand' },
          REBUY: { guard: 'seatCommandOk', actions: 'applySeatCommand' },
          BOMB_POT: { guard: 'seatCommandOk', actions: 'applySeatCommand' },
          DEAL: { guard: 'canDeal', target: 'playing', actions: 'prepareHand' },
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
          // `playing`: back between hands with the seats as they were (no chip moved), and the
          // error kept for Table.deal to report
          onError: {
            target: 'between',
            actions: ({ event, self }) => {
              handFailures.set(self, event.error);
            },
          },
        },
        on: { ACT: { actions: 'forwardAction' } },
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
