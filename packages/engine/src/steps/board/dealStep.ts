import { dealStreetFromDeck } from '../bet/betRoundStep.js';
import { dealOutcome } from '../../handOutcome.js';
import { nextDealStreet, seatCardsBefore, seatDealStreet, seatsToDeal } from '../seats/seatDeals.js';
import type { HandContext } from '../../HandContext.js';
import type { HandEnv } from '../../HandEnv.js';
import type { HandEvent } from '../../HandEvent.js';
import { appendLog } from '../../publish.js';
import { exchangeAhead, nextRunoutStop } from '../exchange/exchangeStep.js';
import type { HandLogEntry } from '../../HandLogEntry.js';
import type { Card } from '@pokerchart/cards';
import { withContext } from '../../withContext.js';
import { dealExtraRuns } from './runItStep.js';
import { boardsOf } from '../../viewHand.js';

/*
 * The deal steps (seat cards, board cards): manual deals, the all-in run-out and its exposure.
 */

/** Guard `cardsIllegal` (R5, R35, R37): the dealt cards are refused. @internal */
export function cardsIllegal(ctx: HandContext, event: HandEvent, env: HandEnv): boolean {
  return dealOutcome(ctx, event, env).error !== null;
}

/** Guard `holeCardsAwaited` (R35, R36, R200): after this deal, a seat still waits for its cards of this street. @internal */
export function holeCardsAwaited(ctx: HandContext, env: HandEnv): boolean {
  const street = seatDealStreet(ctx, env);
  if (street < 0) return false;
  const before = seatCardsBefore(env, street);
  let missing = 0;
  for (const s of seatsToDeal(ctx, street)) if (ctx.holeCards[s]!.length === before) missing++;
  return missing > 1;
}

/** Guard `boardComplete` (R103): no street has cards left to deal (board cards, a stud street's seat cards, R200) nor an exchange left to run (R212). @internal */
export function boardComplete(ctx: HandContext, env: HandEnv): boolean {
  return nextRunoutStop(ctx, env) === null;
}

/**
 * Action `dealHoleCards` (R35, R36, R200, R207): a seat's cards under manual dealing, its hole
 * cards or a stud street's cards with the up ones seen by all; once every live seat has a stud
 * street's cards, its betting round opens (in a run-out, the next street is awaited, or the
 * showdown comes). @internal
 */
export function dealHoleCards(ctx: HandContext, event: HandEvent, env: HandEnv): Partial<HandContext> {
  const { cards, street } = dealOutcome(ctx, event, env);
  const seat = (event as Extract<HandEvent, { type: 'DEAL_HOLE' }>).seat;
  const faces = env.streets[street]!.seatCards;
  const holeCards = ctx.holeCards.slice();
  holeCards[seat] = [...holeCards[seat]!, ...cards!];
  const out: Partial<HandContext> = { holeCards };
  if (faces.includes('up')) {
    const up = cards!.filter((_, i) => faces[i] === 'up');
    const upCards = ctx.upCards.slice();
    upCards[seat] = [...upCards[seat]!, ...up];
    out.upCards = upCards;
    out.log = appendLog<HandLogEntry>(ctx.log, { type: 'dealt', seat, cards: cards!, upCards: up });
  } else out.log = appendLog<HandLogEntry>(ctx.log, { type: 'dealt', seat, cards: cards! });
  if (street > 0) {
    const before = seatCardsBefore(env, street);
    const waiting = seatsToDeal(ctx, street).some((s) => s !== seat && ctx.holeCards[s]!.length === before);
    if (!waiting) {
      out.dealtStreet = street;
      if (ctx.phase !== 'runout') out.phase = 'betting';
      else if (nextRunoutStop(withContext(ctx, { dealtStreet: street }), env) === null) {
        out.dealtStreet = env.streets.length - 1;
        out.phase = 'showdown';
      }
    }
  }
  return out;
}

/** Action `dealBoardCards` (R37): a street's board cards under manual dealing; in a run-out, the hand goes to showdown once the board is complete (R103). @internal */
export function dealBoardCards(ctx: HandContext, event: HandEvent, env: HandEnv): Partial<HandContext> {
  const { cards, street } = dealOutcome(ctx, event, env);
  const spec = env.streets[street]!;
  // R230: with several boards the cards are every board's, board 1 first
  const size = cards!.length / env.boards;
  const first = env.boards > 1 ? cards!.slice(0, size) : cards!;
  const entries: HandLogEntry[] = [{ type: 'board', street: spec.name, cards: first }];
  const out: Partial<HandContext> = {
    board: [...ctx.board, ...first],
    dealtStreet: street,
    phase: ctx.phase === 'runout' ? 'runout' : 'betting',
  };
  if (env.boards > 1) {
    const extraBoards = ctx.extraBoards.slice();
    for (let k = 0; k < extraBoards.length; k++) {
      const more = cards!.slice((k + 1) * size, (k + 2) * size);
      extraBoards[k] = [...extraBoards[k]!, ...more];
      entries.push({ type: 'board', street: spec.name, cards: more, board: k + 1 });
    }
    out.extraBoards = extraBoards;
  }
  out.log = appendLog<HandLogEntry>(ctx.log, ...entries);
  if (ctx.phase === 'runout' && nextRunoutStop(withContext(ctx, { dealtStreet: street }), env) === null) {
    out.dealtStreet = env.streets.length - 1;
    out.phase = 'showdown';
  }
  return out;
}

/**
 * Action `exposeHands` (R103, R127): betting is closed with an all-in, so every live hand is
 * turned face up before the rest of the cards come; with no board left, straight to showdown. @internal
 */
export function exposeHands(ctx: HandContext, env: HandEnv): Partial<HandContext> {
  const b = ctx.betting;
  if (nextDealStreet(ctx, env) < 0) {
    // a draw game: the hands go face up at showdown, after the players' remaining draws (R212, RULES Appendix A)
    if (exchangeAhead(ctx, env)) return { phase: 'runout' };
    return { dealtStreet: env.streets.length - 1, phase: 'showdown' };
  }
  const exposed = ctx.exposed.slice();
  const seats: number[] = [];
  for (const s of ctx.dealOrder) {
    if (!b.folded[s] && !exposed[s]) {
      exposed[s] = true;
      seats.push(s);
    }
  }
  // back in the run-out after an exchange (R220): the hands are face up already
  if (seats.length === 0) return { phase: 'runout' };
  return { exposed: exposed, log: appendLog<HandLogEntry>(ctx.log, { type: 'exposed', seats }), phase: 'runout' };
}

/**
 * Action `dealRunout` (R38, R103): the rest of the board from the deck, street by street, up to
 * the next street whose exchange must run first (the players still draw or discard, R212, R220);
 * manual dealing waits for the board cards instead. @internal
 */
export function dealRunout(ctx: HandContext, env: HandEnv): Partial<HandContext> {
  if (ctx.phase !== 'runout') return {};
  let c: HandContext = ctx; // the context as dealt so far
  const out: Partial<HandContext> = {};
  const from = ctx.dealtStreet;
  for (;;) {
    const stop = nextRunoutStop(c, env);
    if (stop === null) {
      out.dealtStreet = env.streets.length - 1;
      out.phase = 'showdown';
      // R232: the same streets again from the stub, once per extra run
      if (ctx.runItTimes !== 1 && ctx.dealing !== 'manual') Object.assign(out, dealExtraRuns(c, env, from, boardsOf(ctx)));
      return out;
    }
    // streets with no cards and no exchange are passed over
    if (stop.street - 1 > c.dealtStreet) {
      out.dealtStreet = stop.street - 1;
      c = withContext(c, { dealtStreet: stop.street - 1 });
    }
    if (stop.kind === 'exchange' || ctx.dealing === 'manual') return out;
    const dealt = dealStreetFromDeck(c, env, stop.street);
    out.deck = dealt.deck;
    out.board = dealt.board;
    out.extraBoards = dealt.extraBoards;
    out.burns = dealt.burns;
    out.dealtStreet = dealt.dealtStreet;
    out.holeCards = dealt.holeCards;
    out.upCards = dealt.upCards;
    out.log = dealt.log;
    c = withContext(c, dealt);
  }
}
