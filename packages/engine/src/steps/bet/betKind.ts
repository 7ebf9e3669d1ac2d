import { legalActions } from '@pokerchart/betting';
import type { HandContext } from '../../HandContext.js';
import type { HandEnv } from '../../HandEnv.js';
import type { HandEvent } from '../../HandEvent.js';
import type { BetStep } from '../../HandStep.js';
import { actOutcome } from '../../handOutcome.js';
import { updateContext } from '../../updateContext.js';
import { emit } from 'xstate';
import { actionIllegal, applyBet, closeRound, enterStreet, statusAfter } from './betRoundStep.js';
import { bringInByDoorCard, chooseBetSize, openByBestShowing } from './openerStep.js';
import { bringInCompleted, bringInPosted } from './bringInGuards.js';
import { checkBetStep } from './checkStudSteps.js';
import type { ActionList, BuiltInStepKind, ChartBuild, EntryGuard, TransitionList } from '../BuiltInStepKind.js';
import { failStep as fail } from '../failStep.js';

/** What a guard of the hand chart is given. */
interface GuardArgs {
  context: HandContext;
  event: HandEvent;
}

/** The guards of the `bet` kind: the betting round, its opener and the bomb pot (R46-R66, R100-R105, R201-R203, R233). @internal */
export function betGuards(env: HandEnv) {
  return {
    /** The betting-round model refuses the action (R0.3, R48, R57-R63, R73, R93-R96). */
    actionIllegal: ({ context, event }: GuardArgs) => actionIllegal(context, event, env),
    /** After the action, someone still has to act this round (R48, R100). */
    roundContinues: ({ context, event }: GuardArgs) => statusAfter(context, event, env) === 'betting',
    /** After the action, one player is left: the hand is won without a showdown (R102). */
    onlyOnePlayerLeft: ({ context, event }: GuardArgs) => statusAfter(context, event, env) === 'folded',
    /** The round is over and at most one live player has chips: no more betting (R103). */
    bettingClosedAllIn: ({ context, event }: GuardArgs) => statusAfter(context, event, env) === 'run-out',
    /** The round is over: everyone matched the bet or is all-in, and two or more can still bet (R101, R105). */
    roundClosed: ({ context, event }: GuardArgs) => {
      const s = statusAfter(context, event, env);
      return s === 'street-complete' || s === 'showdown';
    },
    /** The round is over (as `roundClosed`) and the next street's cards are dealt by hand: wait for them (R101, R37). */
    roundClosedCardsAwaited: ({ context, event }: GuardArgs) => {
      if (context.dealing !== 'manual') return false;
      const s = statusAfter(context, event, env);
      return s === 'street-complete' || s === 'showdown';
    },
    /** A bomb pot: every player posted the ante and the first betting round is skipped (R233). */
    bombPot: ({ context }: GuardArgs) => context.bombPot !== null,
    /** A bomb pot (as `bombPot`) whose next street's cards are dealt by hand: wait for them (R233, R37). */
    bombPotCardsAwaited: ({ context }: GuardArgs) => context.bombPot !== null && context.dealing === 'manual',
    /** The seat owing the bring-in posts it and the round goes on clockwise (R201, R202). */
    bringInPosted: ({ context, event }: GuardArgs) => bringInPosted(context, event, env),
    /** The seat owing the bring-in completes to the small bet instead, the round's first full bet (R201, R202). */
    bringInCompleted: ({ context, event }: GuardArgs) => bringInCompleted(context, event, env),
  };
}

/** The actions of the `bet` kind (R37, R46-R66, R91, R100-R106, R201-R204). @internal */
export function betActions(env: HandEnv) {
  return {
    /** Applies the action to the betting round and logs it (R55-R66, R100, R106). */
    applyBet: updateContext((context, event) => applyBet(context, event, env)),
    /** Ends the round; opens the next one when more betting follows (R101, R104, R47). */
    closeRound: updateContext((context) => closeRound(context, env)),
    /** Deals a street's burn and board cards from the deck, or waits for them (R37, R38). */
    enterStreet: updateContext((context, _event, params: { street: number }) => enterStreet(context, env, params.street)),
    /** The fixed-limit bet a step names, or the small-or-big bet of an open pair (R91, R204). */
    chooseBetSize: updateContext((context, _event, params: { street: number }) => chooseBetSize(context, env, params.street)),
    /** The worst door card owes the bring-in (R201). */
    bringInByDoorCard: updateContext((context, _event, params: { street: number }) => bringInByDoorCard(context, env, params.street)),
    /** The best hand showing acts first, ties clockwise from the button (R203). */
    openByBestShowing: updateContext((context, _event, params: { street: number }) => openByBestShowing(context, env, params.street)),
    /** Records a refused action as a `refused` event; the hand does not change (R0.3). */
    refuseAction: emit(({ context, event }: GuardArgs) => ({ type: 'refused' as const, error: actOutcome(context, event, env).error!, event })),
  };
}

/** The manual-dealing twin of each guard that leads into a street. */
const AWAITED: Readonly<Record<string, string>> = { roundClosed: 'roundClosedCardsAwaited', bombPot: 'bombPotCardsAwaited' };

/** Who opens street `i`'s round, in words (R47, R104, R201-R203). */
function opens(b: ChartBuild, i: number): string {
  const opener = b.streets[i]!.opener;
  return opener === 'bring-in' ? 'the worst door card owes the bring-in (R201, R202)'
    : opener === 'best-showing' ? 'the best hand showing acts first (R203)' : 'its betting round opens (R47, R104)';
}

/** The transitions that deal street `j`'s cards after `guard` (or at once), running `actions` first, then open its betting. */
function enterCards(b: ChartBuild, j: number, guard: EntryGuard, actions: ActionList, why: string): TransitionList {
  const acts: ActionList = [...actions, { type: 'enterStreet', params: { street: j } }];
  const name = b.streets[j]!.name;
  const cards = b.cardsText(j);
  if (cards === null) {
    const text = b.streets[j]!.opener === 'blinds' ? `has no ${b.boardStreets ? 'board ' : ''}cards: its betting round opens left of the button (R47, R104)` : `has no cards to deal: ${opens(b, j)}`;
    return [{ ...(guard ? { guard } : {}), target: b.at(j, 'bet'), actions: acts, description: `${why}; the ${name} ${text}` }];
  }
  return [
    { guard: guard ? AWAITED[guard]! : 'manualDealing', target: b.at(j, 'deal'), actions: acts, description: `${why}; manual dealing: wait for the ${name}'s ${cards}` },
    { ...(guard ? { guard } : {}), target: b.at(j, 'bet'), actions: acts, description: `${why}; deal the ${name}: ${cards} from the deck (R37, R38), then ${opens(b, j)}` },
  ];
}

/**
 * The `bet` step kind (R45-R66, R91, R100-R106, R201-R204, R233): a betting round, which names its
 * street. It draws each street's `bet` state and how the hand enters a street, the ways out of
 * the hole cards (forced bets all-in, a bomb pot) and the `runout` state once betting closes with
 * an all-in (each kind adds its part). @internal
 */
export const betKind: BuiltInStepKind = {
  kind: 'bet',
  fields: ['name', 'opener', 'reading', 'limit', 'openPairBigBet'],
  checkStep(st, place) {
    if (place.before.every((o) => o.kind !== 'seats')) fail(place.field, 'the seats are dealt before the first betting round');
    const out = checkBetStep(st, place.field, place.bets, place.upDealt);
    place.bets++;
    return out;
  },
  fold(step, plan) {
    const s = step as BetStep;
    plan.out.push({
      name: s.name, seatCards: plan.seatCards, board: plan.board, burn: plan.burn, before: plan.pending, closing: [], opener: s.opener ?? 'blinds',
      limit: s.limit ?? null, reading: s.reading ?? plan.defaultReading, openPairBigBet: s.openPairBigBet ?? null,
    });
    plan.seatCards = [];
    plan.board = 0;
    plan.burn = false;
    plan.pending = [];
  },
  guards: betGuards,
  actions: betActions,
  phases: ['betting'],
  toAct: (ctx) => ctx.betting.toAct,
  legalActions: (ctx, env) => legalActions(ctx.betting, env.betting),
  phaseText: () => 'in a betting round',
  street: (ctx, env) => env.streets[ctx.betting.street]!.name,
  chart: {
    opens,
    enterCards,
    afterHoleCards(b, actions) {
      const first = b.streets[0]!;
      return [
        ...(b.last > 0 ? b.beforeRunout(0, [...actions, 'closeRound'], 'the forced bets put all players but one all-in') : []),
        ...(b.last > 0
          ? [{ guard: 'bettingClosedAllIn', target: '#hand.runout', actions: [...actions, 'closeRound'], description: `the forced bets put all players but one all-in: no betting, ${b.boardStreets ? 'run the board out' : b.seatStreets ? 'deal the remaining streets' : 'the rest of the hand runs out'} (R22, R103)` }]
          : b.toShowdown('roundClosed', [...actions, 'closeRound'], 'the forced bets put all players but one all-in')),
        // R233: a bomb pot has no first betting round; a game whose first round opens otherwise has no bomb pots
        ...(b.last > 0 && first.opener === 'blinds' ? b.enter(1, 'bombPot', actions, `a bomb pot: hole cards are out, every player posted the ante and there is no ${first.name} betting (R233)`) : []),
        ...b.enter(0, null, actions, 'hole cards are out (R36)'),
      ];
    },
    streetInitial: () => 'bet',
    streetStates(b, i) {
      const street = b.streets[i]!;
      const closes: TransitionList = i < b.last
        ? [
            ...b.beforeRunout(i, ['applyBet', 'closeRound'], 'the round is over with at most one live player holding chips'),
            { guard: 'bettingClosedAllIn', target: '#hand.runout', actions: ['applyBet', 'closeRound'], description: 'the round is over and at most one live player has chips: betting is closed, the hands go face up (R103, R127)' },
            ...b.enter(i + 1, 'roundClosed', ['applyBet', 'closeRound'], 'the round is over: every live player with chips has acted and matched the bet (R100, R101)'),
          ]
        : b.toShowdown('roundClosed', ['applyBet', 'closeRound'], 'the last round is over with two or more players left');
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
      return {
        bet: {
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
        },
      };
    },
    streetText(b, i) {
      const street = b.streets[i]!;
      const cards = b.cardsText(i);
      return `${cards !== null ? `${cards}, then a` : i === 0 && street.seatCards.includes('up') ? `${street.seatCards.join('/')} cards dealt with the hand (R200), then a` : 'A'} betting round (R45${street.board > 0 ? ', R37' : ''}, R46-R66, R100-R105)`;
    },
    statesAfter: (b) => ({
      runout: {
        description: b.runoutDescription(),
        entry: ['exposeHands', 'dealRunout'],
        always: [...b.runoutSteps(), b.runoutEnd()],
        on: b.runoutEvents(),
      },
    }),
  },
};
