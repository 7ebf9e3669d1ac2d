import { type BettingStructure, describeStructure, isBuiltInStructure } from '@pokerchart/betting';
import { emit, type MetaObject, setup, type StateMachine, type StateSchema, type StateValue } from 'xstate';
import { actionIllegal, applyBet, closeRound, enterStreet, statusAfter } from './steps/bet/betRoundStep.js';
import { bringInByDoorCard, chooseBetSize, openByBestShowing } from './steps/bet/openerStep.js';
import { bringInCompleted, bringInPosted } from './steps/bet/bringInGuards.js';
import { boardComplete, cardsIllegal, dealBoardCards, dealHoleCards, dealRunout, exposeHands, holeCardsAwaited } from './steps/board/dealStep.js';
import { defineVariant, isDefinedVariant } from './defineVariant.js';
import { directTransition } from './directTransition.js';
import { steppingMode } from './steppingMode.js';
import {
  bettingClosed, dealReplacements, discardCards, discardIllegal, discardOutcome, drawPending, enterExchange, exchangeDue, replacementsAwaited,
} from './steps/exchange/exchangeStep.js';
import type { HandContext } from './HandContext.js';
import { type HandEnv, handEnv } from './handEnv.js';
import type { HandEvent } from './HandEvent.js';
import type { HandMachineInput, HandRefusedEvent } from './HandMachine.js';
import { actOutcome, dealOutcome } from './handOutcome.js';
import type { HandResult } from './HandResult.js';
import { initialHandContext } from './initialHandContext.js';
import { refusalFor } from './refusal.js';
import { settle } from './steps/showdown/showdownStep.js';
import { updateContext } from './updateContext.js';
import { askRuns, chooseRuns, runChoiceIllegal, runChoiceOutcome, runChoicesPending, runnableAfter, runsAsked } from './steps/board/runItStep.js';
import type { VariantDescriptor } from './VariantSpec.js';

/**
 * The key under which createHand hands the machine the context it has already built and checked
 * (so the options are validated once, before any actor exists). @internal
 */
export const PREPARED_CONTEXT: unique symbol = Symbol('pokerchart.preparedContext');

/** What a guard of the hand chart is given. */
interface HandGuardArgs {
  context: HandContext;
  event: HandEvent;
}

/** The guards of every step kind, named for the rules they check. */
function handGuards(env: HandEnv) {
  return {
      /** Cards come from `dealHole`/`dealBoard` calls instead of the deck (R35, R37). */
    manualDealing: ({ context }: HandGuardArgs) => context.dealing === 'manual',
    /** The betting-round model refuses the action (R0.3, R48, R57-R63, R73, R93-R96). */
    actionIllegal: ({ context, event }: HandGuardArgs) => actionIllegal(context, event, env),
    /** After the action, someone still has to act this round (R48, R100). */
    roundContinues: ({ context, event }: HandGuardArgs) => statusAfter(context, event, env) === 'betting',
    /** After the action, one player is left: the hand is won without a showdown (R102). */
    onlyOnePlayerLeft: ({ context, event }: HandGuardArgs) => statusAfter(context, event, env) === 'folded',
    /** The round is over and at most one live player has chips: no more betting (R103). */
    bettingClosedAllIn: ({ context, event }: HandGuardArgs) => statusAfter(context, event, env) === 'run-out',
    /** The round is over: everyone matched the bet or is all-in, and two or more can still bet (R101, R105). */
    roundClosed: ({ context, event }: HandGuardArgs) => {
      const s = statusAfter(context, event, env);
      return s === 'street-complete' || s === 'showdown';
    },
    /** The round is over (as `roundClosed`) and the next street's cards are dealt by hand: wait for them (R101, R37). */
    roundClosedCardsAwaited: ({ context, event }: HandGuardArgs) => {
      if (context.dealing !== 'manual') return false;
      const s = statusAfter(context, event, env);
      return s === 'street-complete' || s === 'showdown';
    },
    /** The cards of a manual deal are refused: wrong count, foreign or repeated card, wrong seat (R5, R35, R37). */
    cardsIllegal: ({ context, event }: HandGuardArgs) => cardsIllegal(context, event, env),
    /** A bomb pot: every player posted the ante and the first betting round is skipped (R233). */
    bombPot: ({ context }: HandGuardArgs) => context.bombPot !== null,
    /** A bomb pot (as `bombPot`) whose next street's cards are dealt by hand: wait for them (R233, R37). */
    bombPotCardsAwaited: ({ context }: HandGuardArgs) => context.bombPot !== null && context.dealing === 'manual',
    /** Betting closes with an all-in, board cards remain and the players choose how many times to run them (R232, `runItTimes: 'ask'`). */
    runsAsked: ({ context, event }: HandGuardArgs) => runsAsked(context, event, env),
    /** The choice of runs is refused: not the seat to choose, not a `run-it`, or a number out of range (R0.3, R232). */
    runChoiceIllegal: ({ context, event }: HandGuardArgs) => runChoiceIllegal(context, event),
    /** After this choice another player still chooses the number of runs (R232). */
    runChoicesPending: ({ context }: HandGuardArgs) => runChoicesPending(context),
    /** After this deal, a seat still waits for its cards of this street (R35, R36, R200). */
    holeCardsAwaited: ({ context }: HandGuardArgs) => holeCardsAwaited(context, env),
    /** The seat owing the bring-in posts it and the round goes on clockwise (R201, R202). */
    bringInPosted: ({ context, event }: HandGuardArgs) => bringInPosted(context, event, env),
    /** The seat owing the bring-in completes to the small bet instead, the round's first full bet (R201, R202). */
    bringInCompleted: ({ context, event }: HandGuardArgs) => bringInCompleted(context, event, env),
    /** Every street's board cards are out (R103). */
    boardComplete: ({ context }: HandGuardArgs) => boardComplete(context, env),
    /** A game without a board: every street's cards are dealt and every draw is over (R103, R200, R212). */
    runoutComplete: ({ context }: HandGuardArgs) => boardComplete(context, env),
    /** The discard is refused: not the seat to discard, not a discard, a wrong count, a card not held or repeated (R0.3, R212). */
    discardIllegal: ({ context, event }: HandGuardArgs) => discardIllegal(context, event, env),
    /** Manual dealing: this discard's replacements are dealt by hand, so the hand waits for them (R212, R35). */
    replacementsAwaited: ({ context, event }: HandGuardArgs) => replacementsAwaited(context, event, env),
    /** After this discard (or its replacements), another seat still has to discard (R212). */
    drawPending: ({ context, event }: HandGuardArgs) => drawPending(context, event),
    /** An all-in closed the betting before this exchange: no betting round follows it (R103, R212). */
    bettingClosed: ({ context }: HandGuardArgs) => bettingClosed(context),
    /** Betting is closed and the given street's exchange comes next: the players still draw (R103, R212). */
    exchangeDue: ({ context }: HandGuardArgs, params: { street: number }) => exchangeDue(context, env, params.street),
  };
}

/** The guards of the hand chart, by name: see docs/guides/hand-lifecycle.md. */
export type HandGuardName =
  | 'manualDealing' | 'actionIllegal' | 'roundContinues' | 'onlyOnePlayerLeft' | 'bettingClosedAllIn' | 'roundClosed'
  | 'roundClosedCardsAwaited' | 'cardsIllegal' | 'holeCardsAwaited' | 'boardComplete' | 'runoutComplete'
  | 'discardIllegal' | 'replacementsAwaited' | 'drawPending' | 'bettingClosed' | 'exchangeDue'
  | 'bringInPosted' | 'bringInCompleted' | 'bombPot' | 'bombPotCardsAwaited' | 'runsAsked' | 'runChoiceIllegal' | 'runChoicesPending';
type InferredGuardName = keyof ReturnType<typeof handGuards>;
// compile-time check: the names above are exactly the guards'
const guardNamesMatch: [HandGuardName] extends [InferredGuardName] ? ([InferredGuardName] extends [HandGuardName] ? true : never) : never = true;
void guardNamesMatch;

/** The guards and actions of every step kind, named for the rules they check or apply. */
function handSetup(env: HandEnv) {
  return setup({
    types: {
      context: {} as HandContext,
      events: {} as HandEvent,
      input: {} as HandMachineInput,
      output: {} as HandResult,
      emitted: {} as HandRefusedEvent,
    },
    guards: handGuards(env),
    actions: {
      /** Applies the action to the betting round and logs it (R55-R66, R100, R106). */
      applyBet: updateContext((context, event) => applyBet(context, event, env)),
      /** Ends the round; opens the next one when more betting follows (R101, R104, R47). */
      closeRound: updateContext((context) => closeRound(context, env)),
      /** Deals a street's burn and board cards from the deck, or waits for them (R37, R38). */
      enterStreet: updateContext((context, _event, params: { street: number }) => enterStreet(context, env, params.street)),
      /** A seat's hole cards under manual dealing (R35, R36). */
      dealHoleCards: updateContext((context, event) => dealHoleCards(context, event, env)),
      /** The fixed-limit bet a step names, or the small-or-big bet of an open pair (R91, R204). */
      chooseBetSize: updateContext((context, _event, params: { street: number }) => chooseBetSize(context, env, params.street)),
      /** The worst door card owes the bring-in (R201). */
      bringInByDoorCard: updateContext((context, _event, params: { street: number }) => bringInByDoorCard(context, env, params.street)),
      /** The best hand showing acts first, ties clockwise from the button (R203). */
      openByBestShowing: updateContext((context, _event, params: { street: number }) => openByBestShowing(context, env, params.street)),
      /** A street's board cards under manual dealing (R37). */
      dealBoardCards: updateContext((context, event) => dealBoardCards(context, event, env)),
      /** Turns every live hand face up when betting closes with an all-in (R127). */
      exposeHands: updateContext((context) => exposeHands(context, env)),
      /** Deals the rest of the board from the deck (R38, R103). */
      dealRunout: updateContext((context) => dealRunout(context, env)),
      /** Shows the hands in order or mucks them, builds the pots and awards them (R110-R117, R125-R130, R168). */
      showHandsAndAwardPots: updateContext((context) => settle(context, env)),
      /** The last player takes every pot, no cards shown (R102, R106, R113). */
      awardUncontested: updateContext((context) => settle(context, env)),
      /** A street's exchange starts: the seats still in discard in turn from the left of the button; a draw burns one card first (R212, R213). */
      enterExchange: updateContext((context, _event, params: { street: number }) => enterExchange(context, env, params.street)),
      /** The seat's discard; in a draw from the deck, its replacements, reshuffling the discards and burns when the stub runs out (R212, R213, R220). */
      discardCards: updateContext((context, event) => discardCards(context, event, env)),
      /** A seat's replacement cards under manual dealing (R212). */
      dealReplacements: updateContext((context, event) => dealReplacements(context, dealOutcome(context, event, env).cards!, env)),
      /** Records a refused discard as a `refused` event; the hand does not change (R0.3, R212). */
      refuseDiscard: emit(({ context, event }) => ({ type: 'refused' as const, error: discardOutcome(context, event, env).error!, event })),
      /** Every player still in is asked how many times to run the board, clockwise from the left of the button (R232). */
      askRuns: updateContext((context) => askRuns(context)),
      /** A player's number of runs; the smallest chosen applies (R232). */
      chooseRuns: updateContext((context, event) => chooseRuns(context, event)),
      /** Records a refused choice of runs as a `refused` event; the hand does not change (R0.3, R232). */
      refuseRunChoice: emit(({ context, event }) => ({ type: 'refused' as const, error: runChoiceOutcome(context, event).error!, event })),
      /** Records a refused action as a `refused` event; the hand does not change (R0.3). */
      refuseAction: emit(({ context, event }) => ({ type: 'refused' as const, error: actOutcome(context, event, env).error!, event })),
      /** Records refused cards as a `refused` event; the hand does not change (R0.3, R5). */
      refuseDeal: emit(({ context, event }) => ({ type: 'refused' as const, error: dealOutcome(context, event, env).error!, event })),
      /** Records an event the hand cannot take now as a `refused` event (R0.3). */
      refuseEvent: emit(({ context, event }) => ({ type: 'refused' as const, error: refusalFor(context, event), event })),
    },
  });
}

/** The actions of the hand chart, by name: see docs/guides/hand-lifecycle.md. */
export type HandActionName =
  | 'applyBet' | 'closeRound' | 'enterStreet' | 'dealHoleCards' | 'dealBoardCards' | 'exposeHands' | 'dealRunout'
  | 'showHandsAndAwardPots' | 'awardUncontested' | 'refuseAction' | 'refuseDeal' | 'refuseEvent'
  | 'enterExchange' | 'discardCards' | 'dealReplacements' | 'refuseDiscard'
  | 'chooseBetSize' | 'bringInByDoorCard' | 'openByBestShowing' | 'askRuns' | 'chooseRuns' | 'refuseRunChoice';

type Setup = ReturnType<typeof handSetup>;
type Config = Parameters<Setup['createMachine']>[0];
type StateConfig = NonNullable<Config['states']>[string];
/** A transition as this file writes them (the states are generated from the steps, so their types are checked as a whole below). */
interface Transition {
  guard?: string | object;
  target?: string;
  actions?: ActionList | string;
  description: string;
}
type TransitionList = Transition[];
type ActionList = (string | { type: string; params: object })[];
/** A state as this file writes it. */
interface State {
  description: string;
  initial?: string;
  type?: 'final';
  entry?: string | string[] | ActionList;
  always?: TransitionList;
  on?: Record<string, TransitionList>;
  states?: Record<string, State>;
}

/**
 * Builds the hand chart of one variant and structure from the variant's steps, as XState runs it
 * (createHandMachine also gives it {@link directTransition}'s steps). @internal
 */
export function buildHandMachine(env: HandEnv): HandMachine {
  const streets = env.streets;
  const last = streets.length - 1;
  const seatStreets = streets.some((st, i) => i > 0 && st.seatCards.length > 0);
  const boardStreets = streets.some((st) => st.board > 0);
  /** R205: the street whose single seat card may become one community card (the last street that deals cards, in stud), or -1. */
  let communityStreet = last;
  while (communityStreet > 0 && streets[communityStreet]!.seatCards.length === 0 && streets[communityStreet]!.board === 0) communityStreet--;
  if (!(communityStreet > 0 && streets[communityStreet]!.seatCards.length === 1 && streets[communityStreet]!.board === 0)) communityStreet = -1;
  const bet = (i: number) => `#hand.${streets[i]!.name}.bet`;
  const deal = (i: number) => `#hand.${streets[i]!.name}.deal`;
  /** Whether street `i` deals cards when it starts (board cards, or a later street's seat cards). */
  const deals = (i: number) => streets[i]!.board > 0 || (i > 0 && streets[i]!.seatCards.length > 0);
  const cardsText = (i: number) => (i > 0 && streets[i]!.seatCards.length > 0
    ? `${streets[i]!.seatCards.join('/')} card(s) to each live seat${streets[i]!.burn ? ' after a burn' : ''} (R36, R200${streets[i]!.seatCards.length === 1 ? ', R205' : ''})`
    : env.boards > 1
      ? `${streets[i]!.board} board card(s) to each of the ${env.boards} boards, board 1 first${streets[i]!.burn ? ', each after its own burn (R37, R230)' : ' (R230)'}`
      : `${streets[i]!.board} board card(s)${streets[i]!.burn ? ' after a burn (R37)' : ''}`);
  /** Rules of the round's opener, for the descriptions. */
  const opens = (i: number) => (streets[i]!.opener === 'bring-in' ? 'the worst door card owes the bring-in (R201, R202)'
    : streets[i]!.opener === 'best-showing' ? 'the best hand showing acts first (R203)' : 'its betting round opens (R47, R104)');

  /** What street `j`'s exchange is, in words. */
  const exchangeText = (j: number): string => {
    const ex = streets[j]!.exchange!;
    const count = ex.min === ex.max ? `${ex.min}` : `${ex.min} to ${ex.max}`;
    return ex.draw ? `draw (${count} cards discarded and replaced, after a burn)` : `discard (${count} cards, not replaced)`;
  };

  /** The guard of each way into a street, and its manual-dealing twin that waits for the cards. */
  const AWAITED = { roundClosed: 'roundClosedCardsAwaited', bombPot: 'bombPotCardsAwaited' } as const;
  type Entry = keyof typeof AWAITED | null;

  /** The transitions that deal street `j`'s cards after `guard` (or at once), running `actions` first. */
  const enterCards = (j: number, guard: Entry, actions: ActionList, why: string): TransitionList => {
    const acts: ActionList = [...actions, { type: 'enterStreet', params: { street: j } }];
    const name = streets[j]!.name;
    if (!deals(j)) {
      const text = streets[j]!.opener === 'blinds' ? `has no ${boardStreets ? 'board ' : ''}cards: its betting round opens left of the button (R47, R104)` : `has no cards to deal: ${opens(j)}`;
      return [{ ...(guard ? { guard } : {}), target: bet(j), actions: acts, description: `${why}; the ${name} ${text}` }];
    }
    return [
      { guard: guard ? AWAITED[guard] : 'manualDealing', target: deal(j), actions: acts, description: `${why}; manual dealing: wait for the ${name}'s ${cardsText(j)}` },
      { ...(guard ? { guard } : {}), target: bet(j), actions: acts, description: `${why}; deal the ${name}: ${cardsText(j)} from the deck (R37, R38), then ${opens(j)}` },
    ];
  };

  /** The transitions that start street `j` after `guard` (or at once): its exchange first when it has one (R212), else its cards. */
  const enter = (j: number, guard: Entry, actions: ActionList, why: string): TransitionList => {
    if (streets[j]!.exchange === null) return enterCards(j, guard, actions, why);
    return [{
      ...(guard ? { guard } : {}), target: `#hand.${streets[j]!.name}.draw`, actions: [...actions, { type: 'enterExchange', params: { street: j } }],
      description: `${why}; the ${streets[j]!.name}'s ${exchangeText(j)}: every seat still in, all-in players too, discards in turn from the left of the button (R212)`,
    }];
  };

  /** Where street `j`'s exchange goes once the last seat has discarded (and been dealt its replacements), running `actions` first. */
  const leaveExchange = (j: number, actions: ActionList): TransitionList => [
    { guard: 'bettingClosed', target: '#hand.runout', actions, description: 'the exchange is over and an all-in closed the betting: no betting round, the rest of the hand runs out (R103, R212)' },
    ...enterCards(j, null, actions, 'the exchange is over (R212)'),
  ];

  /** The last street's closing exchange, right before the showdown (R234), or `null`. */
  const closing = streets[last]!.closingExchange;
  /** The closing exchange's number (one past the last street, see exchangeAt) and its states. */
  const CLOSING = streets.length;
  const closingText = closing === null ? '' : closing.draw
    ? `draw (${closing.min === closing.max ? closing.min : `${closing.min} to ${closing.max}`} cards discarded and replaced, after a burn)`
    : `discard (${closing.min} cards, not replaced)`;
  const closingDraw = `#hand.${streets[last]!.name}.closingDraw`;

  /** The showdown after `guard`, running `actions` first; with a closing exchange, that exchange first (R234). */
  const toShowdown = (guard: string, actions: ActionList, why: string): TransitionList => (closing === null
    ? [{ guard, target: '#hand.showdown', actions, description: `${why}: showdown (R101, R105)` }]
    : [{
        guard, target: closingDraw, actions: [...actions, { type: 'enterExchange', params: { street: CLOSING } }],
        description: `${why}: before the showdown, the ${closingText}: every seat still in, all-in players too, discards in turn from the left of the button (R212, R234)`,
      }]);

  /** Where the closing exchange goes once the last seat has discarded (and been dealt its replacements), running `actions` first (R234). */
  const leaveClosing = (actions: ActionList): TransitionList => [
    { target: '#hand.showdown', actions, description: 'the exchange is over: showdown, hands shown in order (R125, R234)' },
  ];

  /** Betting closed with an all-in and the players choose how many times to run the board (R232). */
  const askRunsFrom = (actions: ActionList, why: string): Transition => ({
    guard: 'runsAsked', target: '#hand.runChoice', actions,
    description: `${why}, with board cards to come, and the hand asks how many times to run them: the hands go face up and every player still in chooses (R103, R127, R232)`,
  });

  /** Where the hand goes once every seat has its hole cards. */
  const afterHoleCards = (actions: ActionList): TransitionList => [
    ...(last > 0 && runnableAfter(env, 0) ? [askRunsFrom([...actions, 'closeRound'], 'the forced bets put all players but one all-in')] : []),
    ...(last > 0
      ? [{ guard: 'bettingClosedAllIn', target: '#hand.runout', actions: [...actions, 'closeRound'], description: `the forced bets put all players but one all-in: no betting, ${boardStreets ? 'run the board out' : seatStreets ? 'deal the remaining streets' : 'the rest of the hand runs out'} (R22, R103)` }]
      : toShowdown('roundClosed', [...actions, 'closeRound'], 'the forced bets put all players but one all-in')),
    // R233: a bomb pot has no first betting round; a game whose first round opens otherwise has no bomb pots
    ...(last > 0 && streets[0]!.opener === 'blinds' ? enter(1, 'bombPot', actions, `a bomb pot: hole cards are out, every player posted the ante and there is no ${streets[0]!.name} betting (R233)`) : []),
    ...enter(0, null, actions, 'hole cards are out (R36)'),
  ];

  const states: Record<string, State> = {
    start: {
      description: 'forced bets posted (R20-R28); hole cards dealt from the deck, one at a time from the left of the button (R35, R36, R38), unless dealing is manual',
      always: [
        { guard: 'manualDealing', target: 'dealHole', description: 'manual dealing: wait for the hole cards (R35)' },
        ...afterHoleCards([]),
      ],
    },
    dealHole: {
      description: "manual dealing: waits for every dealt-in seat's hole cards (R35, R36)",
      on: {
        DEAL_HOLE: [
          { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: wrong seat, count, or a card not in the deck or already out; nothing changes (R0.3, R5, R35)' },
          { guard: 'holeCardsAwaited', actions: 'dealHoleCards', description: 'the seat gets its hole cards; others still wait (R35, R36)' },
          ...afterHoleCards(['dealHoleCards']),
        ],
      },
    },
  };

  streets.forEach((street, i) => {
    const children: Record<string, State> = {};
    if (street.exchange !== null) {
      children['draw'] = {
        description: `the ${street.name}'s ${exchangeText(i)}: one ACT { type: 'discard', cards } per seat still in, clockwise from the left of the button, all-in players too ([] stands pat) (R212, R213${street.exchange.draw ? '' : ', R220'})`,
        on: {
          ACT: [
            { guard: 'discardIllegal', actions: 'refuseDiscard', description: 'refused with an IllegalActionError: not the seat to discard, not a discard, a wrong count, or a card not held or repeated; nothing changes (R0.3, R212)' },
            ...(street.exchange.draw
              ? [{ guard: 'replacementsAwaited', target: 'replace', actions: 'discardCards', description: "manual dealing: the seat discards; wait for its replacement cards (dealHole, R212)" }]
              : []),
            { guard: 'drawPending', actions: 'discardCards', description: street.exchange.draw ? 'the seat discards and is dealt as many cards from the stub, reshuffling the earlier discards and burns if it runs out; the next seat discards (R212, R213)' : 'the seat discards; the next seat discards (R212, R220)' },
            ...leaveExchange(i, ['discardCards']),
          ],
        },
      };
      if (street.exchange.draw) {
        children['replace'] = {
          description: "manual dealing: waits for the replacement cards of the seat that discarded, as many as it discarded (R212, R213)",
          on: {
            DEAL_HOLE: [
              { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: another seat, a wrong count, or a card in play already; nothing changes (R0.3, R5, R212)' },
              { guard: 'drawPending', target: 'draw', actions: 'dealReplacements', description: 'the seat gets its replacements; the next seat discards (R212)' },
              ...leaveExchange(i, ['dealReplacements']),
            ],
          },
        };
      }
    }
    if (i === last && closing !== null) {
      children['closingDraw'] = {
        description: `after the ${street.name} betting, before the showdown, the ${closingText}: one ACT { type: 'discard', cards } per seat still in, clockwise from the left of the button, all-in players too (R212, R234${closing.draw ? ', R213' : ', R220'})`,
        on: {
          ACT: [
            { guard: 'discardIllegal', actions: 'refuseDiscard', description: 'refused with an IllegalActionError: not the seat to discard, not a discard, a wrong count, or a card not held or repeated; nothing changes (R0.3, R212)' },
            ...(closing.draw
              ? [{ guard: 'replacementsAwaited', target: 'closingReplace', actions: 'discardCards', description: 'manual dealing: the seat discards; wait for its replacement cards (dealHole, R212)' }]
              : []),
            { guard: 'drawPending', actions: 'discardCards', description: closing.draw ? 'the seat discards and is dealt as many cards from the stub, reshuffling the earlier discards and burns if it runs out; the next seat discards (R212, R213)' : 'the seat discards; the next seat discards (R212, R220)' },
            ...leaveClosing(['discardCards']),
          ],
        },
      };
      if (closing.draw) {
        children['closingReplace'] = {
          description: 'manual dealing: waits for the replacement cards of the seat that discarded, as many as it discarded (R212, R213)',
          on: {
            DEAL_HOLE: [
              { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: another seat, a wrong count, or a card in play already; nothing changes (R0.3, R5, R212)' },
              { guard: 'drawPending', target: 'closingDraw', actions: 'dealReplacements', description: 'the seat gets its replacements; the next seat discards (R212)' },
              ...leaveClosing(['dealReplacements']),
            ],
          },
        };
      }
    }
    if (i > 0 && street.seatCards.length > 0) {
      children['deal'] = {
        description: `manual dealing: waits for the ${street.name} street's ${street.seatCards.join('/')} card(s) of every live seat (R36, R200, R207)`,
        on: {
          DEAL_HOLE: [
            { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: a seat folded or already dealt, a wrong count, or a card not in the deck or already out; nothing changes (R0.3, R5, R36)' },
            { guard: 'holeCardsAwaited', actions: 'dealHoleCards', description: `the seat gets its ${street.name} street card(s); others still wait (R36, R200)` },
            { target: 'bet', actions: 'dealHoleCards', description: `every live seat has its ${street.name} street card(s): ${opens(i)}` },
          ],
          ...(i === communityStreet ? { DEAL_BOARD: [
            { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: the deck can still give every live seat its own card, a seat has its card already, a wrong count, or a card already out; nothing changes (R0.3, R5, R205)' },
            { target: 'bet', actions: 'dealBoardCards', description: `the deck cannot give every live seat a card: one community card, every player's ${street.name} street card (R205); then ${opens(i)}` },
          ] } : {}),
        },
      };
    } else if (street.board > 0) {
      children['deal'] = {
        description: `manual dealing: waits for the ${street.name}'s ${street.board} board card(s)${street.burn ? ' after a burn' : ''} (R37, R38)`,
        on: {
          DEAL_BOARD: [
            { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: wrong count, or a card not in the deck or already out; nothing changes (R0.3, R5, R37)' },
            { target: 'bet', actions: 'dealBoardCards', description: `the ${street.name} is dealt; its betting round opens (R47, R104)` },
          ],
        },
      };
    }
    const closes: TransitionList = i < last
      ? ([
          ...(runnableAfter(env, i) ? [askRunsFrom(['applyBet', 'closeRound'], 'the round is over with at most one live player holding chips')] : []),
          { guard: 'bettingClosedAllIn', target: '#hand.runout', actions: ['applyBet', 'closeRound'], description: 'the round is over and at most one live player has chips: betting is closed, the hands go face up (R103, R127)' },
          ...enter(i + 1, 'roundClosed', ['applyBet', 'closeRound'], 'the round is over: every live player with chips has acted and matched the bet (R100, R101)'),
        ])
      : toShowdown('roundClosed', ['applyBet', 'closeRound'], 'the last round is over with two or more players left');
    const entry: ActionList = [];
    if (street.limit !== null || street.openPairBigBet !== null) entry.push({ type: 'chooseBetSize', params: { street: i } });
    if (street.opener === 'bring-in') entry.push({ type: 'bringInByDoorCard', params: { street: i } });
    if (street.opener === 'best-showing') entry.push({ type: 'openByBestShowing', params: { street: i } });
    const bringIn: TransitionList = street.opener !== 'bring-in' ? [] : [
      { guard: 'bringInPosted', actions: 'applyBet', description: 'the bring-in is posted; the action moves clockwise: fold, call it, or complete to the small bet (R201, R202)' },
      { guard: 'bringInCompleted', actions: 'applyBet', description: 'the bring-in seat completes to the small bet, the first full bet of the round (R201, R202)' },
    ];
    const rules = [
      street.opener === 'bring-in' ? 'R201, R202' : street.opener === 'best-showing' ? 'R203' : 'R46-R48',
      ...(street.limit !== null ? ['R91'] : []),
      ...(street.openPairBigBet !== null ? ['R204'] : []),
    ].join(', ');
    children['bet'] = {
      description: `the ${street.name} betting round: one ACT event per player action, in turn clockwise (${rules}, R55-R66, R100)`,
      ...(entry.length > 0 ? { entry } : {}),
      on: {
        ACT: [
          { guard: 'actionIllegal', actions: 'refuseAction', description: 'refused with an IllegalActionError naming the rule; nothing changes (R0.3)' },
          ...bringIn,
          { guard: 'roundContinues', actions: 'applyBet', description: 'the action is applied; the turn moves to the next player who must act (R48, R57-R66, R100)' },
          { guard: 'onlyOnePlayerLeft', target: '#hand.settled', actions: ['applyBet', 'awardUncontested'], description: 'everyone else folded: the last player takes the pot unshown (R102, R106, R113)' },
          ...closes,
        ],
      },
    };
    const what = `${deals(i) ? `${cardsText(i)}, then a` : i === 0 && street.seatCards.includes('up') ? `${street.seatCards.join('/')} cards dealt with the hand (R200), then a` : 'A'} betting round (R45${street.board > 0 ? ', R37' : ''}, R46-R66, R100-R105)`;
    const then = i === last && closing !== null ? `, then the ${closingText} before the showdown (R234)` : '';
    states[street.name] = {
      description: (street.exchange === null ? what : `The ${exchangeText(i)} (R212${street.exchange.draw ? ', R213' : ', R220'}), then ${what[0]!.toLowerCase()}${what.slice(1)}`) + then,
      initial: street.exchange === null ? 'bet' : 'draw',
      states: children,
    };
  });
  const draws = closing !== null || streets.some((st) => st.exchange !== null);
  if (streets.some((_, i) => runnableAfter(env, i))) {
    states['runChoice'] = {
      description: "runItTimes 'ask': the hands are face up and every player still in chooses how many times to run the rest of the board, one ACT { type: 'run-it', times } each, clockwise from the left of the button; the smallest number applies (R127, R232)",
      entry: ['exposeHands', 'askRuns'],
      on: {
        ACT: [
          { guard: 'runChoiceIllegal', actions: 'refuseRunChoice', description: 'refused with an IllegalActionError: not the seat to choose, not a run-it, or a number of runs out of range; nothing changes (R0.3, R232)' },
          { guard: 'runChoicesPending', actions: 'chooseRuns', description: 'the choice is recorded; the next player chooses (R232)' },
          { target: 'runout', actions: 'chooseRuns', description: 'the last choice: the board is run the smallest number of times chosen (R232)' },
        ],
      },
    };
  }
  states['runout'] = {
    description: seatStreets
      ? "betting closed with an all-in: hands face up (R127), every live seat's remaining street cards dealt (R103, R200, R205)"
      : !boardStreets
        ? 'betting closed with an all-in: no more betting; the players still draw in turn (R103, R212), then the hands are shown'
        : `betting closed with an all-in: hands face up (R127), the rest of the board dealt (R103, R38)${streets.some((_, i) => runnableAfter(env, i)) ? ', once per run when it is run more than once, each run from the same stub after its own burns (R232)' : ''}`,
    entry: ['exposeHands', 'dealRunout'],
    always: [
      ...streets.flatMap((st, j) => (st.exchange === null ? [] : [{
        guard: { type: 'exchangeDue', params: { street: j } }, target: `#hand.${st.name}.draw`, actions: [{ type: 'enterExchange', params: { street: j } }],
        description: `the ${st.name}'s exchange comes next: the players still ${st.exchange.draw ? 'draw' : 'discard'}, all-in players too, with no betting (R103, R212)`,
      }])),
      ...(closing === null ? [] : [{
        guard: { type: 'exchangeDue', params: { street: CLOSING } }, target: closingDraw, actions: [{ type: 'enterExchange', params: { street: CLOSING } }],
        description: `every card is out and the ${closingText} comes before the showdown: the players still ${closing.draw ? 'draw' : 'discard'}, all-in players too, with no betting (R103, R212, R234)`,
      }]),
      boardStreets
        ? { guard: 'boardComplete', target: 'showdown', description: 'the board is complete: showdown (R103, R125)' }
        : { guard: 'runoutComplete', target: 'showdown', description: seatStreets ? 'every street is dealt: showdown (R103, R125)' : `${draws ? 'every draw is over' : 'nothing is left to deal'}: showdown (R103, R125)` },
    ],
    on: {
      ...(seatStreets ? { DEAL_HOLE: [
        { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: a seat folded or already dealt, a wrong count, or a card not in the deck or already out; nothing changes (R0.3, R5, R36)' },
        { actions: 'dealHoleCards', description: "manual dealing: a seat's cards of the next street of the run-out (R36, R103, R200)" },
      ] } : {}),
      ...(boardStreets || communityStreet >= 0 ? { DEAL_BOARD: [
        { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: wrong count, or a card not in the deck or already out; nothing changes (R0.3, R5)' },
        { actions: 'dealBoardCards', description: boardStreets ? 'manual dealing: the next street of the run-out (R37, R103)' : 'manual dealing: the deck cannot give every live seat its last card: one community card, every player\'s (R103, R205)' },
      ] } : {}),
    },
  };
  states['showdown'] = {
    description: 'hands shown in order or mucked (R125-R130); pots built and awarded (R110-R117, R168)',
    entry: 'showHandsAndAwardPots',
    always: [{ target: 'settled', description: 'the pots are awarded (R116, R117)' }],
  };
  states['settled'] = { description: 'the hand is over; its output is the HandResult (R0.5)', type: 'final' };

  const machine = handSetup(env).createMachine({
    id: 'hand',
    description: `${env.variant.name}, ${describeStructure(env.betting).name}`,
    context: ({ input }) => {
      const prepared = (input as { [PREPARED_CONTEXT]?: HandContext })[PREPARED_CONTEXT];
      return prepared ?? initialHandContext({ ...input, variant: env.variant, betting: env.betting }, env);
    },
    initial: 'start',
    on: { '*': { actions: 'refuseEvent', description: 'an event the hand cannot take now is refused and recorded; nothing changes (R0.3)' } },
    states: states as Record<string, StateConfig>,
    output: ({ context }) => context.result!,
  });
  // setup() infers the full type; this is the same machine under the version-stable spelling above
  return machine as unknown as HandMachine;
}

/**
 * The type of the machines from {@link createHandMachine}: an XState v5 machine over
 * {@link HandContext} and {@link HandEvent}, with {@link HandMachineInput} as input, the
 * {@link HandResult} as output and {@link HandRefusedEvent} as its emitted event. The guard and
 * action names ({@link HandGuardName}, {@link HandActionName}) are checked against the
 * implementations at compile time; the type is spelled with the
 * fourteen type parameters every xstate 5.30+ has, so it stays assignable to the `AnyStateMachine`
 * of the xstate copy your project has (xstate is a peer dependency).
 */
export type HandMachine = StateMachine<
  HandContext,
  HandEvent,
  {},
  never,
  { type: HandActionName; params: unknown },
  { type: HandGuardName; params: unknown },
  never,
  StateValue,
  string,
  HandMachineInput,
  HandResult,
  HandRefusedEvent,
  MetaObject,
  StateSchema
>;

/** Per-machine data shared with the {@link Hand} facade. @internal */
export interface HandRuntime {
  readonly env: HandEnv;
}

// one cache per stepping (configureEngine): a machine is built for one of them
const caches = { direct: { byObject: new WeakMap<object, WeakMap<object, HandMachine>>(), byKey: new Map<string, HandMachine>() },
  xstate: { byObject: new WeakMap<object, WeakMap<object, HandMachine>>(), byKey: new Map<string, HandMachine>() } };
/** How many machines the by-description cache keeps (least recently used ones are dropped first). */
const MAX_CACHED_MACHINES = 128;
const runtimes = new WeakMap<object, HandRuntime>();
const variantKeys = new WeakMap<object, string>();

/** A defined variant as JSON, computed once per descriptor object (descriptors are frozen). */
function variantKey(v: VariantDescriptor): string {
  let key = variantKeys.get(v);
  if (key === undefined) {
    key = JSON.stringify(v);
    variantKeys.set(v, key);
  }
  return key;
}

/** The runtime of a machine made by {@link createHandMachine}. @internal */
export function runtimeOf(machine: HandMachine): HandRuntime {
  return runtimes.get(machine)!;
}


/**
 * The hand statechart of a variant under a betting structure, an XState v5 machine made with
 * `setup()` and compiled from the variant's steps ({@link variantSteps}): `start`, `dealHole`
 * (manual dealing), one compound state per street (`deal` awaiting manual board cards, `bet`
 * taking one `ACT` event per player action), `runout`, `showdown` and the final `settled` state
 * whose output is the {@link HandResult}. Guards and actions are named for the rules they check
 * (`actionIllegal`, `roundContinues`, `onlyOnePlayerLeft`, `bettingClosedAllIn`, `roundClosed`,
 * `boardComplete`, ...) and every state and transition description cites its RULES ids; see
 * docs/guides/hand-lifecycle.md. An event the hand cannot take is refused: the snapshot does not
 * change and the actor emits a {@link HandRefusedEvent}. Its `input` is the options of
 * {@link createHand}, so a parent machine can spawn hands from it.
 *
 * The machine's `transition` and `getInitialSnapshot` compute XState's steps directly for this
 * chart's shape (the same transitions, actions, snapshots and inspection events, with the sets of
 * states to exit and enter worked out once per transition); events outside that shape, such as
 * refusals, go through XState's own algorithm. See "How the machine steps" in
 * docs/guides/hand-lifecycle.md.
 *
 * Machines are cached per (variant, structure) object pair, and, for the built-in structures, by
 * description too (the 128 most recently used), so `noLimit()` called twice gives the same
 * machine. A structure of your own (for example `noLimit()` spread with your own `raiseBounds`)
 * never gets a machine built for other functions.
 *
 * @example
 * ```ts
 * const machine = createHandMachine(texasHoldem, noLimit());
 * const actor = createActor(machine, { input: { stacks: [1000, 1000], button: 0, blinds: { small: 5, big: 10 } } }).start();
 * ```
 */
export function createHandMachine(variant: VariantDescriptor, betting: BettingStructure): HandMachine {
  const { byObject, byKey } = caches[steppingMode()];
  let inner = byObject.get(variant);
  const hit = inner?.get(betting);
  if (hit !== undefined) return hit;
  const v = isDefinedVariant(variant) ? variant : defineVariant(variant);
  // built-in structures (unchanged since noLimit(), potLimit(), fixedLimit() made them) share machines by description
  const shared = isBuiltInStructure(betting);
  const key = shared ? variantKey(v) + '\u0000' + JSON.stringify(describeStructure(betting)) : null;
  let machine = key !== null ? byKey.get(key) : undefined;
  if (machine !== undefined && key !== null) {
    // refresh its place in the least-recently-used order
    byKey.delete(key);
    byKey.set(key, machine);
  } else {
    const env = handEnv(v, betting);
    machine = buildHandMachine(env);
    directTransition(machine);
    runtimes.set(machine, { env });
    if (key !== null) {
      byKey.set(key, machine);
      if (byKey.size > MAX_CACHED_MACHINES) byKey.delete(byKey.keys().next().value!);
    }
  }
  if (inner === undefined) {
    inner = new WeakMap();
    byObject.set(variant, inner);
  }
  inner.set(betting, machine);
  return machine;
}
