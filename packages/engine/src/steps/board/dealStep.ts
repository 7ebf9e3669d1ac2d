import { dealStreetFromDeck, statusAfter, writeDealt } from '../bet/betRoundStep.js';
import { dealOutcome } from '../../handOutcome.js';
import { nextDealStreet, seatCardsBefore, seatDealStreet, seatsToDeal } from '../seats/seatDeals.js';
import type { HandContext, HandEnv, HandLogEntry } from '../../HandContext.js';
import type { HandEvent } from '../../HandEvent.js';
import { appendLog } from '../../publish.js';
import { exchangeAhead, nextRunoutStop } from '../exchange/exchangeStep.js';
import type { Card } from '@pokerchart/cards';
import { withContext } from '../../withContext.js';
import { boardsOf } from '../../viewHand.js';
import { IllegalActionError, type LegalActions } from '@pokerchart/betting';

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
 * turned face up before the rest of the cards come; with no board left, straight to showdown.
 * Written into `fresh`, a copy of the context nobody else has seen (writeContext), once
 * everything is computed. @internal
 */
export function exposeHands(fresh: HandContext, env: HandEnv): void {
  const b = fresh.betting;
  if (nextDealStreet(fresh, env) < 0) {
    // a draw game: the hands go face up at showdown, after the players' remaining draws (R212, RULES Appendix A)
    if (exchangeAhead(fresh, env)) {
      fresh.phase = 'runout';
      return;
    }
    fresh.dealtStreet = env.streets.length - 1;
    fresh.phase = 'showdown';
    return;
  }
  const exposed = fresh.exposed.slice();
  const seats: number[] = [];
  for (const s of fresh.dealOrder) {
    if (!b.folded[s] && !exposed[s]) {
      exposed[s] = true;
      seats.push(s);
    }
  }
  // back in the run-out after an exchange (R220): the hands are face up already
  if (seats.length === 0) {
    fresh.phase = 'runout';
    return;
  }
  const log = appendLog<HandLogEntry>(fresh.log, { type: 'exposed', seats });
  fresh.exposed = exposed;
  fresh.log = log;
  fresh.phase = 'runout';
}

/**
 * Action `dealRunout` (R38, R103): the rest of the board from the deck, street by street, up to
 * the next street whose exchange must run first (the players still draw or discard, R212, R220);
 * manual dealing waits for the board cards instead. Written into `fresh`, a copy of the context
 * nobody else has seen (writeContext), street by street (each street's cards are dealt from the
 * context as dealt so far; no second copy is made). @internal
 */
export function dealRunout(fresh: HandContext, env: HandEnv): void {
  if (fresh.phase !== 'runout') return;
  const from = fresh.dealtStreet;
  // R232: the extra runs share the boards as they were before the run-out
  const common = fresh.runItTimes !== 1 && fresh.dealing !== 'manual' ? boardsOf(fresh) : null;
  for (;;) {
    const stop = nextRunoutStop(fresh, env);
    if (stop === null) {
      // R232: the same streets again from the stub, once per extra run
      const extra = common !== null ? dealExtraRuns(fresh, env, from, common) : null;
      fresh.dealtStreet = env.streets.length - 1;
      fresh.phase = 'showdown';
      if (extra !== null) Object.assign(fresh, extra);
      return;
    }
    // streets with no cards and no exchange are passed over
    if (stop.street - 1 > fresh.dealtStreet) fresh.dealtStreet = stop.street - 1;
    if (stop.kind === 'exchange' || fresh.dealing === 'manual') return;
    writeDealt(fresh, dealStreetFromDeck(fresh, env, stop.street));
  }
}

/*
 * Running the board more than once (R232): the choice of the number of runs under
 * `runItTimes: 'ask'`, and the extra runs dealt from the stub once the first run is out.
 */

/**
 * Whether the streets after `street` can be run more than once (R232): board cards remain, and no
 * later street deals seat cards (stud) or holds a step before its betting (an exchange), nor does one close the hand (a draw
 * changes the hands between streets). @internal
 */
export function runnableAfter(env: HandEnv, street: number): boolean {
  // R234: a step right before the showdown (an exchange) changes the hands after the last card too
  if (env.streets[env.streets.length - 1]!.closing.length > 0) return false;
  let board = false;
  for (let j = street + 1; j < env.streets.length; j++) {
    const st = env.streets[j]!;
    if (st.seatCards.length > 0 || st.before.length > 0) return false;
    if (st.board > 0) board = true;
  }
  return board;
}

/**
 * Guard `runsAsked` (R232): after this event betting is closed with an all-in, board cards remain
 * and the hand asks the players how many times to run them. @internal
 */
export function runsAsked(ctx: HandContext, event: HandEvent, env: HandEnv): boolean {
  return ctx.runItTimes === 'ask' && statusAfter(ctx, event, env) === 'run-out' && runnableAfter(env, ctx.betting.street);
}

/** Action `askRuns` (R232): every player still in chooses, clockwise from the first seat left of the button. @internal */
export function askRuns(ctx: HandContext): Partial<HandContext> {
  const seats: number[] = [];
  for (const s of ctx.dealOrder) if (!ctx.betting.folded[s]) seats.push(s);
  return { phase: 'runs', runChoice: { seats, times: [] } };
}

/** A `run-it` choice, checked (R232). */
interface RunChoiceOutcome {
  readonly before: HandContext;
  readonly times: number | null;
  readonly error: IllegalActionError | null;
}

let lastEvent: object | null = null;
let lastOutcome: RunChoiceOutcome | null = null;

/** The outcome of an `ACT` while the players choose the number of runs (R232). @internal */
export function runChoiceOutcome(ctx: HandContext, event: HandEvent): RunChoiceOutcome {
  if (lastEvent === event && lastOutcome !== null && lastOutcome.before === ctx) return lastOutcome;
  const seat = ctx.runChoice!.seats[0]!;
  const e = event as { action?: { type?: unknown; times?: unknown }; seat?: unknown };
  const refuse = (code: string, message: string): RunChoiceOutcome => ({ before: ctx, times: null, error: new IllegalActionError(code, message, seat) });
  let outcome: RunChoiceOutcome;
  if (e.seat !== undefined && e.seat !== seat) {
    outcome = refuse('NOT_YOUR_TURN', `seat ${JSON.stringify(e.seat) ?? String(e.seat)} cannot act: seat ${seat} chooses how many times to run the board (R232)`);
  } else if (e.action?.type !== 'run-it') {
    outcome = refuse('RUN_IT_PENDING', `seat ${seat} must choose how many times to run the board (${String(e.action?.type)} is not possible now): { type: 'run-it', times } with times from 1 to ${ctx.maxRuns} (R232)`);
  } else {
    const times = e.action.times;
    outcome = typeof times === 'number' && Number.isInteger(times) && times >= 1 && times <= ctx.maxRuns
      ? { before: ctx, times, error: null }
      : refuse('BAD_RUN_IT', `seat ${seat} chose to run the board ${String(times)} times; choose from 1 to ${ctx.maxRuns} (R232)`);
  }
  lastEvent = event;
  lastOutcome = outcome;
  return outcome;
}

/** Guard `runChoiceIllegal` (R0.3, R232): the choice is refused. @internal */
export function runChoiceIllegal(ctx: HandContext, event: HandEvent): boolean {
  return runChoiceOutcome(ctx, event).error !== null;
}

/** Guard `runChoicesPending` (R232): after this choice another player still chooses. @internal */
export function runChoicesPending(ctx: HandContext): boolean {
  return ctx.runChoice !== null && ctx.runChoice.seats.length > 1;
}

/** Action `chooseRuns` (R232): records the seat's choice; after the last one the board runs out. @internal */
export function chooseRuns(ctx: HandContext, event: HandEvent): Partial<HandContext> {
  const { times } = runChoiceOutcome(ctx, event);
  const choice = ctx.runChoice!;
  const seat = choice.seats[0]!;
  const out: Partial<HandContext> = {
    runChoice: { seats: choice.seats.slice(1), times: [...choice.times, times!] },
    log: appendLog<HandLogEntry>(ctx.log, { type: 'chose-runs', seat, times: times! }),
  };
  if (choice.seats.length === 1) out.phase = 'runout';
  return out;
}

/** What the seat choosing the number of runs may do (R232), or `null`. @internal */
export function runItActions(ctx: HandContext): LegalActions | null {
  const seat = ctx.runChoice?.seats[0];
  if (ctx.phase !== 'runs' || seat === undefined) return null;
  return { seat, fold: false, check: false, call: null, raiseTo: null, bringIn: null, discard: null, runIt: { max: ctx.maxRuns } };
}

/** The number of runs wanted (R232): the hand's `runItTimes`, or under `'ask'` the smallest choice (1 before any). @internal */
export function runsWanted(ctx: HandContext): number {
  if (ctx.runItTimes !== 'ask') return ctx.runItTimes;
  const times = ctx.runChoice?.times ?? [];
  return times.length === 0 ? 1 : Math.min(...times);
}

/**
 * The runs after the first (R232): once run 1 has dealt every street after `from` (the last street
 * dealt when betting closed), the same streets again from the stub, each street of each run after
 * its own burn, for every board (R230); as many runs as the stub can give, at most the number
 * wanted less one, with a `runs` log entry saying how many were dealt. `common` is every board as
 * it was when betting closed. @internal
 */
export function dealExtraRuns(ctx: HandContext, env: HandEnv, from: number, common: readonly Card[][]): Partial<HandContext> {
  const wanted = runsWanted(ctx);
  if (wanted <= 1 || !runnableAfter(env, from)) return {};
  const k = common.length;
  let perRun = 0;
  for (let j = from + 1; j < env.streets.length; j++) {
    const st = env.streets[j]!;
    if (st.board > 0) perRun += (st.board + (st.burn ? 1 : 0)) * k;
  }
  const extra = Math.min(wanted - 1, Math.floor(ctx.deck.length / perRun));
  const entries: HandLogEntry[] = [{ type: 'runs', times: extra + 1, wanted }];
  let pos = 0;
  const deck = ctx.deck;
  let burns = ctx.burns;
  const runs: Card[][][] = [];
  for (let r = 1; r <= extra; r++) {
    const boards = common.map((b) => b.slice());
    for (let j = from + 1; j < env.streets.length; j++) {
      const st = env.streets[j]!;
      if (st.board === 0) continue;
      for (let b = 0; b < k; b++) {
        const where: { board?: number; run: number } = b > 0 ? { board: b, run: r } : { run: r };
        if (st.burn) {
          const card = deck[pos++]!;
          burns = [...burns, card];
          entries.push({ type: 'burned', street: st.name, card, ...where });
        }
        const cards = deck.slice(pos, pos + st.board);
        pos += st.board;
        boards[b]!.push(...cards);
        entries.push({ type: 'board', street: st.name, cards, ...where });
      }
    }
    runs.push(boards);
  }
  return { deck: deck.slice(pos), burns, runs, log: appendLog(ctx.log, ...entries) };
}
