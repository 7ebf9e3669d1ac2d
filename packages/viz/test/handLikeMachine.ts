import { and, assign, not, setup } from 'xstate';

/**
 * A small machine shaped like a pokerchart hand, for testing viz without the engine: streets as
 * compound states (dealing, then betting with player actions as targetless transitions), an
 * eventless exit, a guarded shortcut to showdown, a delayed transition, an invoked actor, and a
 * final state.
 */
export const handLikeMachine = setup({
  types: {
    context: {} as { street: number; players: number; allIn: boolean },
    events: {} as { type: 'DEAL' } | { type: 'ACT'; action: string } | { type: 'CLOSE' } | { type: 'FOLD_ALL' },
  },
  guards: {
    onePlayerLeft: ({ context }) => context.players <= 1,
    everyoneAllIn: ({ context }) => context.allIn,
    lastStreet: ({ context }) => context.street >= 1,
  },
  actions: {
    applyAction: assign({ street: ({ context }) => context.street }),
    nextStreet: assign({ street: ({ context }) => context.street + 1 }),
    foldAll: assign({ players: 1 }),
  },
}).createMachine({
  id: 'hand',
  context: { street: 0, players: 3, allIn: false },
  initial: 'posting',
  states: {
    posting: { description: 'forced bets', on: { DEAL: 'preflop' } },
    preflop: {
      initial: 'dealing',
      states: {
        dealing: { on: { DEAL: 'betting' } },
        betting: {
          on: { ACT: { actions: 'applyAction' }, CLOSE: 'done', FOLD_ALL: { actions: 'foldAll', target: 'done' } },
        },
        done: { type: 'final' },
      },
      onDone: [
        { guard: 'onePlayerLeft', target: 'complete' },
        { guard: and(['everyoneAllIn', not('onePlayerLeft')]), target: 'showdown' },
        { target: 'flop' },
      ],
    },
    flop: {
      initial: 'dealing',
      states: {
        dealing: { on: { DEAL: 'betting' } },
        betting: { on: { ACT: { actions: 'applyAction' }, CLOSE: 'done' } },
        done: { type: 'final' },
      },
      onDone: 'showdown',
    },
    showdown: {
      after: { 500: 'complete' },
      always: { guard: 'onePlayerLeft', target: 'complete' },
    },
    complete: { type: 'final' },
  },
});

/** A parallel machine, to check that parallel regions render. */
export const parallelMachine = setup({}).createMachine({
  id: 'table',
  type: 'parallel',
  states: {
    seats: { initial: 'open', states: { open: { on: { SIT: 'full' } }, full: {} } },
    clock: { initial: 'running', states: { running: { on: { PAUSE: 'paused' } }, paused: { on: { RESUME: 'running' } } } },
  },
});
