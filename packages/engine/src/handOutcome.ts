import { type Card, parseCards } from '@pokerchart/cards';
import { applyAction, type BettingState, IllegalActionError } from '@pokerchart/betting';
import { DealingError } from './errors.js';
import type { HandContext, HandEnv } from './HandContext.js';
import type { HandEvent } from './HandEvent.js';
import { kindOfPhase } from './steps/stepKindRegistry.js';
import { communityCardStreet, seatCardsBefore, seatDealStreet } from './steps/seats/seatDeals.js';

/**
 * What one `ACT` event does to the betting round: the round after it, or why it is refused. The
 * guards of a betting round (`actionIllegal`, `roundContinues`, `roundClosed`, ...) and its
 * `applyBet` action all read it: it is computed once per event by the pure betting-round model
 * (`applyAction` of @pokerchart/betting) and remembered for that event and round only. @internal
 */
export interface ActOutcome {
  /** The round the event was applied to. */
  readonly before: BettingState;
  /** The round after the action, or `null` when refused. */
  readonly after: BettingState | null;
  /** Why the action is refused, or `null`. */
  readonly error: Error | null;
}

/*
 * The last outcome computed, with the event it is for: a memo of a pure function, keyed by both
 * of its inputs (the event object and the round), so the guards and the action of one transition
 * share one computation and a different event or round always computes afresh. (A WeakMap keyed
 * by event cost more in garbage collection than the betting model itself.)
 */
let lastActEvent: object | null = null;
let lastAct: ActOutcome | null = null;

/** The outcome of an `ACT` event on the context's betting round. @internal */
export function actOutcome(ctx: HandContext, event: HandEvent, env: HandEnv): ActOutcome {
  const before = ctx.betting;
  if (lastActEvent === event && lastAct !== null && lastAct.before === before) return lastAct;
  let outcome: ActOutcome;
  const e = event as { action?: unknown; seat?: unknown };
  if (e.seat !== undefined && e.seat !== null && !(Number.isInteger(e.seat) && (e.seat as number) >= 0)) {
    outcome = { before, after: null, error: new IllegalActionError('NOT_YOUR_TURN', `seat ${JSON.stringify(e.seat) ?? String(e.seat)} is not a seat; it is seat ${String(before.toAct)}'s turn (R48)`, null) };
  } else {
    try {
      outcome = { before, after: applyAction(before, env.betting, e.action as never, e.seat as number | undefined), error: null };
    } catch (error) {
      outcome = {
        before, after: null,
        error: error instanceof IllegalActionError ? error : new IllegalActionError('UNKNOWN_ACTION', `the action was refused: ${(error as Error)?.message ?? String(error)}`, before.toAct),
      };
    }
  }
  lastActEvent = event;
  lastAct = outcome;
  return outcome;
}

/** What a `DEAL_HOLE` or `DEAL_BOARD` event deals, or why it is refused. @internal */
export interface DealOutcome {
  /** The context the event was checked against. */
  readonly before: HandContext;
  /** The cards, parsed and checked (R5), or `null` when refused. */
  readonly cards: Card[] | null;
  /** The street whose board cards (`DEAL_BOARD`) or seat cards (`DEAL_HOLE`) these are, else -1. */
  readonly street: number;
  /** Why the deal is refused, or `null`. */
  readonly error: DealingError | null;
}

let lastDealEvent: object | null = null;
let lastDeal: DealOutcome | null = null;

/** Reads cards given to a manual deal and checks them against the variant's deck and the cards already out (R5). */
function readDealt(raw: unknown, count: number, what: string, ctx: HandContext, env: HandEnv): Card[] {
  let cards: Card[];
  try {
    cards = parseCards(raw as string | readonly (string | Card)[]);
  } catch (e) {
    throw new DealingError('BAD_CARD', `${what}: ${(e as Error).message}`);
  }
  if (cards.length !== count) throw new DealingError('CARD_COUNT', `${what} needs exactly ${count} card(s), got ${cards.length} (R35, R37)`);
  const used = new Set<Card>(ctx.board);
  for (const b of ctx.extraBoards) for (const c of b) used.add(c);
  for (const h of ctx.holeCards) if (h !== null) for (const c of h) used.add(c);
  for (const c of cards) {
    if (!env.inDeck[c]) throw new DealingError('NOT_IN_DECK', `${what}: ${String(c)} is not a card of the ${env.variant.name} deck (R5)`);
    if (used.has(c)) throw new DealingError('DUPLICATE_CARD', `${what}: a card is dealt twice; every card appears once (R5)`);
    used.add(c);
  }
  return cards;
}

/** The next street, after the last one dealt, that has board cards; `-1` when none. @internal */
export function nextBoardStreet(ctx: HandContext, env: HandEnv): number {
  const streets = env.streets;
  for (let s = ctx.dealtStreet + 1; s < streets.length; s++) if (streets[s]!.board > 0) return s;
  return -1;
}

/** The outcome of a manual deal event (`DEAL_HOLE`, `DEAL_BOARD`) in the state that awaits it. @internal */
export function dealOutcome(ctx: HandContext, event: HandEvent, env: HandEnv): DealOutcome {
  if (lastDealEvent === event && lastDeal !== null && lastDeal.before === ctx) return lastDeal;
  let outcome: DealOutcome;
  try {
    if (event.type === 'DEAL_HOLE') {
      const seat = (event as { seat?: unknown }).seat;
      // the kind that owns the phase may wait for cards of its own (a draw's replacements, R212)
      const own = kindOfPhase(ctx)?.dealtCards?.(ctx, seat, event.cards);
      if (own !== undefined) {
        outcome = { before: ctx, cards: own, street: -1, error: null };
        lastDealEvent = event;
        lastDeal = outcome;
        return outcome;
      }
      const street = seatDealStreet(ctx, env);
      if (typeof seat !== 'number' || !ctx.dealOrder.includes(seat)) throw new DealingError('BAD_SEAT', `seat ${JSON.stringify(seat)} is not dealt in (R11)`);
      if (street < 0) throw new DealingError('NOT_NOW', 'no seat cards are awaited now');
      if (street === 0) {
        if (ctx.holeCards[seat]!.length > 0) throw new DealingError('BAD_SEAT', `seat ${seat} already has its hole cards`);
        outcome = { before: ctx, cards: readDealt(event.cards, env.streets[0]!.seatCards.length, `hole cards of seat ${seat}`, ctx, env), street: 0, error: null };
      } else {
        // R36, R200: a stud street's cards, in the order its step deals them, to every live seat
        const spec = env.streets[street]!;
        if (ctx.betting.folded[seat]) throw new DealingError('BAD_SEAT', `seat ${seat} has folded: folded seats get no more cards (R36)`);
        if (ctx.holeCards[seat]!.length > seatCardsBefore(env, street)) throw new DealingError('BAD_SEAT', `seat ${seat} already has its ${spec.name} street card(s)`);
        const faces = spec.seatCards.join(', ');
        outcome = { before: ctx, cards: readDealt(event.cards, spec.seatCards.length, `the ${spec.name} street cards of seat ${seat} (${faces})`, ctx, env), street, error: null };
      }
    } else if (communityCardStreet(ctx, env) > 0) {
      // R205: the deck cannot give every player a card of this stud street: one community card
      const street = communityCardStreet(ctx, env);
      const spec = env.streets[street]!;
      outcome = { before: ctx, cards: readDealt((event as { cards?: unknown }).cards, 1, `the ${spec.name} street's community card (R205)`, ctx, env), street, error: null };
    } else {
      const street = nextBoardStreet(ctx, env);
      if (street < 0) {
        const seats = seatDealStreet(ctx, env);
        throw new DealingError('NOT_NOW', seats > 0
          ? `no board cards are awaited now: the ${env.streets[seats]!.name} street's cards go to the seats (dealHole); one community card only when the deck cannot give every player their own (R205)`
          : 'no board cards are awaited now');
      }
      const spec = env.streets[street]!;
      outcome = { before: ctx, cards: readDealt((event as { cards?: unknown }).cards, spec.board * env.boards, env.boards > 1 ? `the ${spec.name} of all ${env.boards} boards, board 1 first (R230)` : `the ${spec.name}`, ctx, env), street, error: null };
    }
  } catch (error) {
    outcome = { before: ctx, cards: null, street: -1, error: error instanceof DealingError ? error : new DealingError('BAD_CARD', String((error as Error)?.message ?? error)) };
  }
  lastDealEvent = event;
  lastDeal = outcome;
  return outcome;
}
