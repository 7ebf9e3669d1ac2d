import type { HandContext, HandEnv } from '../../HandContext.js';
import type { HandEvent } from '../../HandEvent.js';
import type { BoardDealStep } from '../../VariantSpec.js';
import { updateContext } from '../../updateContext.js';
import { writeContext } from '../../writeContext.js';
import { emit } from 'xstate';
import { failStep as fail, showValue } from '../../errors.js';
import { askRuns, boardComplete, chooseRuns, dealBoardCards, dealRunout, exposeHands, runChoiceIllegal, runChoiceOutcome, runChoicesPending, runItActions, runnableAfter, runsAsked } from './dealStep.js';
import { type BuiltInStepKind, type ChartBuild, isCount, type Transition } from '../StepKind.js';

/** What a guard of the hand chart is given. */
interface GuardArgs {
  context: HandContext;
  event: HandEvent;
}

/** The guards of the `board` kind: the board and the runs of it (R37, R103, R230, R232). @internal */
export function boardGuards(env: HandEnv) {
  return {
    /** Every street's board cards are out (R103). */
    boardComplete: ({ context }: GuardArgs) => boardComplete(context, env),
    /** Betting closes with an all-in, board cards remain and the players choose how many times to run them (R232, `runItTimes: 'ask'`). */
    runsAsked: ({ context, event }: GuardArgs) => runsAsked(context, event, env),
    /** The choice of runs is refused: not the seat to choose, not a `run-it`, or a number out of range (R0.3, R232). */
    runChoiceIllegal: ({ context, event }: GuardArgs) => runChoiceIllegal(context, event),
    /** After this choice another player still chooses the number of runs (R232). */
    runChoicesPending: ({ context }: GuardArgs) => runChoicesPending(context),
  };
}

/** The actions of the `board` kind (R37, R38, R103, R127, R232). @internal */
export function boardActions(env: HandEnv) {
  return {
    /** A street's board cards under manual dealing (R37). */
    dealBoardCards: updateContext((context, event) => dealBoardCards(context, event, env)),
    /** Turns every live hand face up when betting closes with an all-in (R127). */
    exposeHands: writeContext((fresh) => exposeHands(fresh, env)),
    /** Deals the rest of the board from the deck (R38, R103). */
    dealRunout: writeContext((fresh) => dealRunout(fresh, env)),
    /** Every player still in is asked how many times to run the board, clockwise from the left of the button (R232). */
    askRuns: updateContext((context) => askRuns(context)),
    /** A player's number of runs; the smallest chosen applies (R232). */
    chooseRuns: updateContext((context, event) => chooseRuns(context, event)),
    /** Records a refused choice of runs as a `refused` event; the hand does not change (R0.3, R232). */
    refuseRunChoice: emit(({ context, event }: GuardArgs) => ({ type: 'refused' as const, error: runChoiceOutcome(context, event).error!, event })),
  };
}

/** Whether the board can be run more than once after some street's betting (R232). */
const anyRunnable = (b: ChartBuild) => b.streets.some((_, i) => runnableAfter(b.env, i));

/**
 * The `board` step kind (R37, R38, R230-R232): community cards dealt face up, after a burn, to
 * every board; it draws a street's manual `deal` state, the `runChoice` state of `runItTimes:
 * 'ask'` and the board's part of the run-out. @internal
 */
export const boardKind: BuiltInStepKind = {
  kind: 'board',
  fields: ['cards', 'burn'],
  checkStep(st, place) {
    const f = place.field;
    const out = place.before;
    if (!isCount(st.cards, 1)) fail(`${f}.cards`, `must be an integer of at least 1, got ${showValue(st.cards)}`);
    if (st.burn !== undefined && typeof st.burn !== 'boolean') fail(`${f}.burn`, 'must be true or false when given');
    if (place.bets === 0 && out.every((o) => o.kind !== 'seats')) fail(f, 'the seats are dealt first');
    if (out.length > 0 && out[out.length - 1]!.kind === 'board') fail(f, 'one board deal per street: add the cards to the previous step');
    if (place.bets > 0 && out[out.length - 1]!.kind === 'seats') fail(f, 'a street after the first deals seat cards or board cards, not both');
    return st.burn === true ? { kind: 'board', cards: st.cards, burn: true } : { kind: 'board', cards: st.cards };
  },
  fold(step, plan) {
    const s = step as BoardDealStep;
    plan.board += s.cards;
    plan.burn = plan.burn || s.burn === true;
  },
  guards: boardGuards,
  actions: boardActions,
  phases: ['runs'],
  toAct: (ctx) => ctx.runChoice?.seats[0] ?? null,
  legalActions: (ctx) => runItActions(ctx),
  phaseText: () => 'asking the players how many times to run the board (R232)',
  chart: {
    streetStates(b, i) {
      const street = b.streets[i]!;
      // a street that deals seat cards draws the seats kind's deal state
      if (street.board === 0 || (i > 0 && street.seatCards.length > 0)) return {};
      return {
        deal: {
          description: `manual dealing: waits for the ${street.name}'s ${street.board} board card(s)${street.burn ? ' after a burn' : ''} (R37, R38)`,
          on: {
            DEAL_BOARD: [
              { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: wrong count, or a card not in the deck or already out; nothing changes (R0.3, R5, R37)' },
              { target: 'bet', actions: 'dealBoardCards', description: `the ${street.name} is dealt; its betting round opens (R47, R104)` },
            ],
          },
        },
      };
    },
    cardsText(b, i) {
      const street = b.streets[i]!;
      if (street.board === 0) return null;
      return b.env.boards > 1
        ? `${street.board} board card(s) to each of the ${b.env.boards} boards, board 1 first${street.burn ? ', each after its own burn (R37, R230)' : ' (R230)'}`
        : `${street.board} board card(s)${street.burn ? ' after a burn (R37)' : ''}`;
    },
    beforeRunout(b, i, actions, why): Transition[] {
      if (!runnableAfter(b.env, i)) return [];
      return [{
        guard: 'runsAsked', target: '#hand.runChoice', actions,
        description: `${why}, with board cards to come, and the hand asks how many times to run them: the hands go face up and every player still in chooses (R103, R127, R232)`,
      }];
    },
    statesAfter: (b) => (!anyRunnable(b) ? {} : {
      runChoice: {
        description: "runItTimes 'ask': the hands are face up and every player still in chooses how many times to run the rest of the board, one ACT { type: 'run-it', times } each, clockwise from the left of the button; the smallest number applies (R127, R232)",
        entry: ['exposeHands', 'askRuns'],
        on: {
          ACT: [
            { guard: 'runChoiceIllegal', actions: 'refuseRunChoice', description: 'refused with an IllegalActionError: not the seat to choose, not a run-it, or a number of runs out of range; nothing changes (R0.3, R232)' },
            { guard: 'runChoicesPending', actions: 'chooseRuns', description: 'the choice is recorded; the next player chooses (R232)' },
            { target: 'runout', actions: 'chooseRuns', description: 'the last choice: the board is run the smallest number of times chosen (R232)' },
          ],
        },
      },
    }),
    runoutDescription: (b) => (!b.boardStreets ? null
      : `betting closed with an all-in: hands face up (R127), the rest of the board dealt (R103, R38)${anyRunnable(b) ? ', once per run when it is run more than once, each run from the same stub after its own burns (R232)' : ''}`),
    runoutEnd: (b) => (b.boardStreets ? { guard: 'boardComplete', target: 'showdown', description: 'the board is complete: showdown (R103, R125)' } : null),
    runoutEvents: (b) => (!b.boardStreets ? {} : {
      DEAL_BOARD: [
        { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: wrong count, or a card not in the deck or already out; nothing changes (R0.3, R5)' },
        { actions: 'dealBoardCards', description: 'manual dealing: the next street of the run-out (R37, R103)' },
      ],
    }),
  },
};
