import { legalActions, setOpener, setRoundLimit } from '@pokerchart/betting';
import type { HandContext, HandEnv } from '../../HandContext.js';
import type { HandEvent } from '../../HandEvent.js';
import type { BetStep, HandStep } from '../../VariantSpec.js';
import { actOutcome } from '../../handOutcome.js';
import { updateContext } from '../../updateContext.js';
import { writeContext } from '../../writeContext.js';
import { emit } from 'xstate';
import { actionIllegal, applyBet, closeRound, enterStreet, statusAfter } from './betRoundStep.js';
import type { ActionList, BuiltInStepKind, ChartBuild, EntryGuard, TransitionList } from '../StepKind.js';
import { failStep, showValue } from '../../errors.js';
import type { Card } from '@pokerchart/cards';
import { bringInSeat, firstToActSeat, hasOpenPair, isPartialHandRanking, readingProblem } from './stud/StudOpening.js';
import type { Ranking } from '@pokerchart/evaluator';

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
    applyBet: writeContext((fresh, event) => applyBet(fresh, event, env)),
    /** Ends the round; opens the next one when more betting follows (R101, R104, R47). */
    closeRound: writeContext((fresh) => closeRound(fresh, env)),
    /** Deals a street's burn and board cards from the deck, or waits for them (R37, R38). */
    enterStreet: writeContext((fresh, _event, params: { street: number }) => enterStreet(fresh, env, params.street)),
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
    if (place.before.every((o) => o.kind !== 'seats')) failStep(place.field, 'the seats are dealt before the first betting round');
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

/*
 * The openers of the bet step: the actions that run when a betting round opens on cards rather
 * than on the blinds (R201-R203), and the fixed-limit bet size a step names (R91, R204).
 */

/** Each live seat's up cards, by seat; `null` for seats folded or not dealt in. */
function liveUpCards(ctx: HandContext): (Card[] | null)[] {
  const b = ctx.betting;
  return ctx.upCards.map((up, s) => (up === null || !b.dealtIn[s] || b.folded[s] ? null : up));
}

/** Which seats can act (dealt in, not folded, not all-in). */
function canActSeats(ctx: HandContext): boolean[] {
  const b = ctx.betting;
  return b.dealtIn.map((d, s) => d && !b.folded[s] && !b.allIn[s]);
}

/**
 * Action `chooseBetSize` (R91, R204, R214): the fixed-limit bet of the round when its step names
 * one, or, on a street with the open-pair rule in force and a pair among the live up cards, the
 * small or the big bet (`'small-or-big'`). @internal
 */
export function chooseBetSize(ctx: HandContext, env: HandEnv, street: number): Partial<HandContext> {
  const spec = env.streets[street]!;
  let limit: 'small' | 'big' | 'small-or-big' | null = spec.limit;
  if (spec.openPairBigBet !== null) {
    const rule = ctx.openPairBigBet ?? spec.openPairBigBet;
    if (rule && hasOpenPair(liveUpCards(ctx))) limit = 'small-or-big';
  }
  if (limit === ctx.betting.limit || ctx.betting.status !== 'betting') return {};
  return { betting: setRoundLimit(ctx.betting, limit) };
}

/**
 * Action `bringInByDoorCard` (R201, R202): the worst door card (the up card dealt this street)
 * owes the bring-in: the lowest in stud (ace high, clubs lowest), the highest in razz (king high,
 * spades highest); a player all-in from the ante passes it to the next seat clockwise. @internal
 */
export function bringInByDoorCard(ctx: HandContext, env: HandEnv, street: number): Partial<HandContext> {
  const b = ctx.betting;
  if (b.status !== 'betting' || ctx.bringIn === null) return {};
  const doors = liveUpCards(ctx).map((up) => (up === null || up.length === 0 ? null : up[up.length - 1]!));
  const seat = bringInSeat({ upCards: doors, opening: env.streets[street]!.reading, canAct: canActSeats(ctx) });
  if (seat === null) return {};
  return { betting: setOpener(b, seat, { bringIn: ctx.bringIn, mayComplete: ctx.bringInMayComplete }) };
}

/**
 * Action `openByBestShowing` (R203): the best hand among the up cards acts first (stud: the best
 * high hand; razz: the best ace-to-five low), ties to the first tied seat clockwise from the
 * button; an all-in player never acts, the next seat clockwise does. @internal
 */
export function openByBestShowing(ctx: HandContext, env: HandEnv, street: number): Partial<HandContext> {
  const b = ctx.betting;
  if (b.status !== 'betting') return {};
  const seat = firstToActSeat({ upCards: liveUpCards(ctx), opening: env.streets[street]!.reading, button: b.button, canAct: canActSeats(ctx) });
  if (seat === null) return {};
  return { betting: setOpener(b, seat) };
}

/*
 * The checks defineVariant runs on the steps of the stud family: per-street seat deals with face-up
 * cards and burns, bring-in and best-showing openers, bet sizes per step, the open-pair option, and
 * how many cards a full table needs when R205's community card may replace the last street.
 */

const OPENERS: readonly string[] = ['blinds', 'bring-in', 'best-showing'];

/** Checks one bet step's fields (R91, R201-R204); `index` is its round, `upDealt` whether an up card came before. @internal */
export function checkBetStep(st: Record<string, unknown>, field: string, index: number, upDealt: boolean): BetStep {
  const out: { -readonly [K in keyof BetStep]: BetStep[K] } = { kind: 'bet', name: st.name as string };
  if (st.opener !== undefined) {
    if (typeof st.opener !== 'string' || !OPENERS.includes(st.opener)) failStep(`${field}.opener`, `must be one of ${OPENERS.join(', ')}, got ${showValue(st.opener)}`);
    if (st.opener === 'bring-in' && index !== 0) failStep(`${field}.opener`, "'bring-in' opens the first betting round only (R201)");
    if (st.opener !== 'blinds' && !upDealt) failStep(`${field}.opener`, `'${st.opener}' is decided by up cards, but no 'up' card is dealt before this round (R201, R203)`);
    out.opener = st.opener as NonNullable<BetStep['opener']>;
  }
  if (st.reading !== undefined) {
    // R235: a built-in reading or a ranking that values partial exposed hands, named (never written out) when it cannot
    const problem = readingProblem(st.reading);
    if (problem !== null) failStep(`${field}.reading`, problem);
    out.reading = st.reading as NonNullable<BetStep['reading']>;
  }
  if (st.limit !== undefined) {
    if (st.limit !== 'small' && st.limit !== 'big') failStep(`${field}.limit`, `must be 'small' or 'big', got ${showValue(st.limit)} (R91)`);
    out.limit = st.limit;
  }
  if (st.openPairBigBet !== undefined) {
    if (typeof st.openPairBigBet !== 'boolean') failStep(`${field}.openPairBigBet`, `must be true or false, got ${showValue(st.openPairBigBet)} (R204)`);
    if (!upDealt) failStep(`${field}.openPairBigBet`, 'an open pair needs up cards dealt before this round (R204)');
    out.openPairBigBet = st.openPairBigBet;
  }
  return out;
}

/**
 * R235: a stud step (a bet opened by the bring-in or the best hand showing) without a `reading`
 * reads its up cards with the variant's ranking, so that ranking must value partial exposed hands
 * (`partialStrength`, which the built-in high and low rankings offer). Any other ranking (one of
 * the user's without the method, badugi) is refused naming it, never read as a high hand behind
 * the user's back. `raw` is the ranking as the variant gave it, `ranking` the resolved one. @internal
 */
export function checkDerivedReading(steps: readonly HandStep[], raw: unknown, ranking: Ranking): void {
  const at = steps.findIndex((st) => st.kind === 'bet' && st.opener !== undefined && st.opener !== 'blinds' && st.reading === undefined);
  if (at < 0 || isPartialHandRanking(raw) || isPartialHandRanking(ranking)) return;
  const name = JSON.stringify(ranking.name.slice(0, 60));
  failStep('ranking', `the ranking ${name} cannot value a partial exposed hand of one to four up cards, and steps[${at}] reads its up cards with the variant's ranking (it gives no reading): give it as a ranking object with a partialStrength(upCards) method (docs/guides/rankings.md), or give the stud steps a reading (R235)`);
}

/*
 * The guards of a bring-in round (R201, R202): they read the betting-round model's outcome of the
 * event, like the other guards of the bet step, and only name what happened for the chart.
 */

/** Guard `bringInPosted` (R201, R202): the seat owing the bring-in posts it and someone still has to act. @internal */
export function bringInPosted(ctx: HandContext, event: HandEvent, env: HandEnv): boolean {
  if (event.type !== 'ACT' || ctx.betting.pendingBringIn === null) return false;
  const o = actOutcome(ctx, event, env);
  return o.after !== null && o.after.status === 'betting' && (event.action as { type?: unknown }).type === 'bring-in';
}

/** Guard `bringInCompleted` (R201, R202): the seat owing the bring-in completes (bets) instead and someone still has to act. @internal */
export function bringInCompleted(ctx: HandContext, event: HandEvent, env: HandEnv): boolean {
  if (event.type !== 'ACT' || ctx.betting.pendingBringIn === null) return false;
  const o = actOutcome(ctx, event, env);
  return o.after !== null && o.after.status === 'betting' && (event.action as { type?: unknown }).type !== 'bring-in';
}
