import type { HandContext, HandEnv } from '../../HandContext.js';
import type { HandEvent } from '../../HandEvent.js';
import type { HandStep, SeatDealStep } from '../../VariantSpec.js';
import { dealOutcome } from '../../handOutcome.js';
import { updateContext } from '../../updateContext.js';
import { emit } from 'xstate';
import { boardComplete, cardsIllegal, dealHoleCards, holeCardsAwaited } from '../board/dealStep.js';
import type { BuiltInStepKind, ChartBuild, ChartState, TransitionList } from '../StepKind.js';
import { failStep as fail } from '../../errors.js';

/** What a guard of the hand chart is given. */
interface GuardArgs {
  context: HandContext;
  event: HandEvent;
}

/** The guards of the `seats` kind: cards dealt to the seats, by hand or from the deck (R35, R36, R200, R205). @internal */
export function seatsGuards(env: HandEnv) {
  return {
    /** Cards come from `dealHole`/`dealBoard` calls instead of the deck (R35, R37). */
    manualDealing: ({ context }: GuardArgs) => context.dealing === 'manual',
    /** The cards of a manual deal are refused: wrong count, foreign or repeated card, wrong seat (R5, R35, R37). */
    cardsIllegal: ({ context, event }: GuardArgs) => cardsIllegal(context, event, env),
    /** After this deal, a seat still waits for its cards of this street (R35, R36, R200). */
    holeCardsAwaited: ({ context }: GuardArgs) => holeCardsAwaited(context, env),
    /** A game without a board: every street's cards are dealt and every draw is over (R103, R200, R212). */
    runoutComplete: ({ context }: GuardArgs) => boardComplete(context, env),
  };
}

/** The actions of the `seats` kind (R35, R36, R200). @internal */
export function seatsActions(env: HandEnv) {
  return {
    /** A seat's hole cards under manual dealing (R35, R36). */
    dealHoleCards: updateContext((context, event) => dealHoleCards(context, event, env)),
    /** Records refused cards as a `refused` event; the hand does not change (R0.3, R5). */
    refuseDeal: emit(({ context, event }: GuardArgs) => ({ type: 'refused' as const, error: dealOutcome(context, event, env).error!, event })),
  };
}

/**
 * Where a seat deal may stand (R36, R200): before the first betting round after no board deal, or
 * on a later street without board cards; the first deal burns no card.
 */
function checkSeatStep(before: readonly HandStep[], bets: number, field: string, burn: unknown): void {
  if (bets === 0) {
    if (before.some((o) => o.kind === 'board')) fail(field, 'the seats are dealt before the first board cards');
    if (burn === true) fail(`${field}.burn`, 'the first deal burns no card; burns come before the later streets (R37, R200)');
    return;
  }
  const last = before[before.length - 1]!;
  if (last.kind === 'board') fail(field, 'a street after the first deals seat cards or board cards, not both');
}

/** R205: the street whose single seat card may become one community card (the last street that deals cards, in stud), or -1. */
function communityStreet(b: ChartBuild): number {
  const streets = b.streets;
  let c = b.last;
  while (c > 0 && streets[c]!.seatCards.length === 0 && streets[c]!.board === 0) c--;
  return c > 0 && streets[c]!.seatCards.length === 1 && streets[c]!.board === 0 ? c : -1;
}

/**
 * The `seats` step kind (R35, R36, R200, R205, R207): cards dealt to every seat still in, face
 * down or up, the hole cards first and, in stud, one deal per later street. It draws the chart's
 * `start` and `dealHole` states and the `deal` state of a stud street. @internal
 */
export const seatsKind: BuiltInStepKind = {
  kind: 'seats',
  fields: ['cards', 'burn'],
  checkStep(st, place) {
    const f = place.field;
    if (!Array.isArray(st.cards) || st.cards.length === 0 || !st.cards.every((c) => c === 'down' || c === 'up')) fail(`${f}.cards`, "must be a non-empty array of 'down' or 'up'");
    if (st.burn !== undefined && typeof st.burn !== 'boolean') fail(`${f}.burn`, 'must be true or false when given');
    checkSeatStep(place.before, place.bets, f, st.burn);
    if (st.cards.includes('up')) place.upDealt = true;
    return { kind: 'seats', cards: [...(st.cards as ('down' | 'up')[])], ...(st.burn === true ? { burn: true } : {}) };
  },
  fold(step, plan) {
    const s = step as SeatDealStep;
    plan.seatCards = [...plan.seatCards, ...s.cards];
    plan.burn = plan.burn || s.burn === true;
  },
  guards: seatsGuards,
  actions: seatsActions,
  chart: {
    statesBefore: (b) => ({
      start: {
        description: 'forced bets posted (R20-R28); hole cards dealt from the deck, one at a time from the left of the button (R35, R36, R38), unless dealing is manual',
        always: [
          { guard: 'manualDealing', target: 'dealHole', description: 'manual dealing: wait for the hole cards (R35)' },
          ...b.afterHoleCards([]),
        ],
      },
      dealHole: {
        description: "manual dealing: waits for every dealt-in seat's hole cards (R35, R36)",
        on: {
          DEAL_HOLE: [
            { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: wrong seat, count, or a card not in the deck or already out; nothing changes (R0.3, R5, R35)' },
            { guard: 'holeCardsAwaited', actions: 'dealHoleCards', description: 'the seat gets its hole cards; others still wait (R35, R36)' },
            ...b.afterHoleCards(['dealHoleCards']),
          ],
        },
      },
    }),
    streetStates(b, i) {
      const street = b.streets[i]!;
      if (!(i > 0 && street.seatCards.length > 0)) return {};
      const deal: ChartState = {
        description: `manual dealing: waits for the ${street.name} street's ${street.seatCards.join('/')} card(s) of every live seat (R36, R200, R207)`,
        on: {
          DEAL_HOLE: [
            { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: a seat folded or already dealt, a wrong count, or a card not in the deck or already out; nothing changes (R0.3, R5, R36)' },
            { guard: 'holeCardsAwaited', actions: 'dealHoleCards', description: `the seat gets its ${street.name} street card(s); others still wait (R36, R200)` },
            { target: 'bet', actions: 'dealHoleCards', description: `every live seat has its ${street.name} street card(s): ${b.opens(i)}` },
          ],
          ...(i === communityStreet(b) ? { DEAL_BOARD: [
            { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: the deck can still give every live seat its own card, a seat has its card already, a wrong count, or a card already out; nothing changes (R0.3, R5, R205)' },
            { target: 'bet', actions: 'dealBoardCards', description: `the deck cannot give every live seat a card: one community card, every player's ${street.name} street card (R205); then ${b.opens(i)}` },
          ] } : {}),
        },
      };
      return { deal };
    },
    cardsText(b, i) {
      const street = b.streets[i]!;
      if (!(i > 0 && street.seatCards.length > 0)) return null;
      return `${street.seatCards.join('/')} card(s) to each live seat${street.burn ? ' after a burn' : ''} (R36, R200${street.seatCards.length === 1 ? ', R205' : ''})`;
    },
    runoutDescription: (b) => (b.seatStreets ? "betting closed with an all-in: hands face up (R127), every live seat's remaining street cards dealt (R103, R200, R205)" : null),
    runoutEndText: (b) => (b.seatStreets ? 'every street is dealt' : null),
    runoutEnd: (b) => (b.boardStreets ? null : { guard: 'runoutComplete', target: 'showdown', description: `${b.runoutEndText()}: showdown (R103, R125)` }),
    runoutEvents(b) {
      const events: Record<string, TransitionList> = {};
      if (b.seatStreets) {
        events['DEAL_HOLE'] = [
          { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: a seat folded or already dealt, a wrong count, or a card not in the deck or already out; nothing changes (R0.3, R5, R36)' },
          { actions: 'dealHoleCards', description: "manual dealing: a seat's cards of the next street of the run-out (R36, R103, R200)" },
        ];
      }
      if (!b.boardStreets && communityStreet(b) >= 0) {
        events['DEAL_BOARD'] = [
          { guard: 'cardsIllegal', actions: 'refuseDeal', description: 'refused: wrong count, or a card not in the deck or already out; nothing changes (R0.3, R5)' },
          { actions: 'dealBoardCards', description: 'manual dealing: the deck cannot give every live seat its last card: one community card, every player\'s (R103, R205)' },
        ];
      }
      return events;
    },
  },
};
