import { type Card, createRng, shuffle } from '@pokerchart/cards';
import { planSeventhStreet } from './stud/planSeventhStreet.js';
import { seatsToDeal } from '../seats/seatDeals.js';
import { type BettingState, type BettingStatus, nextRound, type PlayerAction } from '@pokerchart/betting';
import { actOutcome } from '../../handOutcome.js';
import type { HandContext, HandEnv, HandLogEntry } from '../../HandContext.js';
import type { HandEvent } from '../../HandEvent.js';
import { appendLog, extendableLog } from '../../publish.js';

/*
 * The bet step: its guards read the betting round after the event (computed by the pure
 * betting-round model, never by running the hand), its actions apply it and open the next street.
 */

/**
 * The betting round's status after `event`: for an `ACT`, as the betting-round model computes it
 * (`null` when the action is refused); for anything else, the round as it stands. @internal
 */
export function statusAfter(ctx: HandContext, event: HandEvent, env: HandEnv): BettingStatus | null {
  if (event.type !== 'ACT') return ctx.betting.status;
  const o = actOutcome(ctx, event, env);
  return o.after === null ? null : o.after.status;
}

/** Guard `actionIllegal` (R0.3): the betting-round model refuses the action. @internal */
export function actionIllegal(ctx: HandContext, event: HandEvent, env: HandEnv): boolean {
  return actOutcome(ctx, event, env).error !== null;
}

/**
 * Action `applyBet` (R55-R66, R100, R106): the round after the action, and its log entries,
 * written into `fresh`, a copy of the context nobody else has seen (writeContext). @internal
 */
export function applyBet(fresh: HandContext, event: HandEvent, env: HandEnv): void {
  const o = actOutcome(fresh, event, env);
  const before = o.before;
  const after = o.after as BettingState;
  const seat = before.toAct!;
  const action = (event as Extract<HandEvent, { type: 'ACT' }>).action;
  const acted: HandLogEntry = {
    type: 'acted', street: env.streets[before.street]!.name, seat, action: copyAction(action),
    to: before.committed[seat]! + (before.stacks[seat]! - after.stacks[seat]!) + (after.returned[seat]! - before.returned[seat]!),
    stack: after.stacks[seat]! - (after.returned[seat]! - before.returned[seat]!),
  };
  fresh.betting = after;
  if (after.returned === before.returned) {
    fresh.log = appendLog(fresh.log, acted);
    return;
  }
  // R106: the round ended with uncalled chips going back
  const log: HandLogEntry[] = [acted];
  for (let s = 0; s < after.seatCount; s++) {
    const back = after.returned[s]! - before.returned[s]!;
    if (back > 0) log.push({ type: 'returned', seat: s, amount: back });
  }
  fresh.log = appendLog(fresh.log, ...log);
}

/** The known fields of a player action, copied (nothing else is stored). */
function copyAction(action: PlayerAction): PlayerAction {
  if (action.type === 'bet' || action.type === 'raise') return { type: action.type, to: action.to };
  if (action.type === 'discard') return { type: 'discard', cards: typeof action.cards === 'string' ? action.cards : action.cards.slice() };
  if (action.type === 'run-it') return { type: 'run-it', times: action.times };
  if (action.type === 'decide') return { type: 'decide', choice: JSON.parse(JSON.stringify(action.choice)) as unknown };
  return { type: action.type };
}

/**
 * Action `closeRound` (R101, R104, R105): logs the end of the round; when more betting follows,
 * opens the next round (first to act left of the button, R47); after the last round, the
 * showdown. Written into `fresh`, a copy of the context nobody else has seen (writeContext):
 * fields set one by one instead of a list of changes copied over the copy. @internal
 */
export function closeRound(fresh: HandContext, env: HandEnv): void {
  const b = fresh.betting;
  const log = appendLog<HandLogEntry>(fresh.log, { type: 'street-closed', street: env.streets[b.street]!.name });
  // (everything is computed before the first field is written)
  if (b.status === 'street-complete') fresh.betting = nextRound(b, env.betting);
  else if (b.status === 'showdown') fresh.phase = 'showdown';
  fresh.log = log;
}

/**
 * Action `enterStreet` (R37, R38, R200): the street's cards from the deck (a burn, then the seat
 * cards of a stud street or the board cards), or, under manual dealing, the wait for them; a
 * street without cards starts at once. The first street's seat cards are dealt with the hand.
 * Written into `fresh`, a copy of the context nobody else has seen (writeContext), once the
 * cards are dealt. @internal
 */
export function enterStreet(fresh: HandContext, env: HandEnv, street: number): void {
  const spec = env.streets[street]!;
  const seats = street === 0 ? 0 : spec.seatCards.length;
  if (spec.board === 0 && seats === 0) {
    fresh.dealtStreet = street;
    fresh.phase = 'betting';
    return;
  }
  if (fresh.dealing === 'manual') {
    fresh.phase = seats > 0 ? 'hole' : 'board';
    return;
  }
  writeDealt(fresh, dealStreetFromDeck(fresh, env, street));
  fresh.phase = 'betting';
}

/** Writes a street's {@link dealStreetFromDeck} cards into `fresh`, a copy nobody else has seen. @internal */
export function writeDealt(fresh: HandContext, dealt: DealtCards): void {
  fresh.deck = dealt.deck;
  fresh.board = dealt.board;
  fresh.extraBoards = dealt.extraBoards;
  fresh.burns = dealt.burns;
  fresh.dealtStreet = dealt.dealtStreet;
  fresh.holeCards = dealt.holeCards;
  fresh.upCards = dealt.upCards;
  fresh.log = dealt.log;
}

type DealtCards = Pick<HandContext, 'deck' | 'board' | 'extraBoards' | 'burns' | 'dealtStreet' | 'log' | 'holeCards' | 'upCards'>;

/**
 * One street's cards from the deck (R37, R38, R200): the burn, then each live seat's cards one
 * round of the table per card (R36) with its up cards (R207), then the board cards; when the stub
 * cannot give every player their one card of a stud street, one community card instead (R205,
 * {@link planSeventhStreet}). Log entries included. @internal
 */
export function dealStreetFromDeck(ctx: HandContext, env: HandEnv, street: number): DealtCards {
  const spec = env.streets[street]!;
  let deck = ctx.deck;
  let pos = 0;
  let burns = ctx.burns;
  let board = ctx.board;
  let holeCards = ctx.holeCards;
  let upCards = ctx.upCards;
  // the street's entries go straight onto the log (the open log itself, else one copy made at the first entry)
  let log: HandLogEntry[] | null = null;
  const faces = street === 0 ? NO_FACES : spec.seatCards;
  const seats = faces.length > 0 ? seatsToDeal(ctx, street) : NO_SEATS;
  let burn = spec.burn;
  let community = false;
  if (faces.length === 1 && spec.board === 0) {
    // R205: too few cards for everyone: one community card, used by every player
    const plan = planSeventhStreet({ stub: deck.length, players: seats.length, burn });
    community = plan.community;
    burn = plan.burn;
    if (plan.refillFromBurns) {
      // no card left at all: the burns, shuffled (with the hand's seed when it has one), are the stub
      deck = ctx.seed === null ? burns.slice() : shuffle(burns, createRng(ctx.seed + street));
      burns = []; // they are the stub now (a burn is never shown, so the log has nothing to say)
    }
  }
  if (burn) {
    const card = deck[pos++]!;
    burns = [...burns, card];
    (log ??= extendableLog(ctx.log)).push({ type: 'burned', street: spec.name, card });
  }
  if (community) {
    const cards = deck.slice(pos, pos + 1);
    pos += 1;
    (log ??= extendableLog(ctx.log)).push({ type: 'board', street: spec.name, cards });
    board = [...board, ...cards];
  } else if (seats.length > 0) {
    holeCards = holeCards.slice();
    const anyUp = faces.includes('up');
    if (anyUp) upCards = upCards.slice();
    const m = seats.length;
    for (let j = 0; j < m; j++) {
      const seat = seats[j]!;
      const cards: Card[] = [];
      for (let i = 0; i < faces.length; i++) cards.push(deck[pos + i * m + j]!);
      holeCards[seat] = [...holeCards[seat]!, ...cards];
      if (anyUp) {
        const up = cards.filter((_, i) => faces[i] === 'up');
        upCards[seat] = [...upCards[seat]!, ...up];
        (log ??= extendableLog(ctx.log)).push({ type: 'dealt', seat, cards, upCards: up });
      } else (log ??= extendableLog(ctx.log)).push({ type: 'dealt', seat, cards });
    }
    pos += m * faces.length;
  }
  let extraBoards = ctx.extraBoards;
  if (spec.board > 0) {
    const cards = deck.slice(pos, pos + spec.board);
    pos += spec.board;
    (log ??= extendableLog(ctx.log)).push({ type: 'board', street: spec.name, cards });
    board = [...board, ...cards];
    if (extraBoards.length > 0) {
      // R230: the same count to every other board, each after its own burn (R37)
      extraBoards = extraBoards.slice();
      for (let k = 0; k < extraBoards.length; k++) {
        if (spec.burn) {
          const card = deck[pos++]!;
          burns = [...burns, card];
          (log ??= extendableLog(ctx.log)).push({ type: 'burned', street: spec.name, card, board: k + 1 });
        }
        const more = deck.slice(pos, pos + spec.board);
        pos += spec.board;
        (log ??= extendableLog(ctx.log)).push({ type: 'board', street: spec.name, cards: more, board: k + 1 });
        extraBoards[k] = [...extraBoards[k]!, ...more];
      }
    }
  }
  return {
    deck: pos === 0 ? deck : deck.slice(pos),
    board, extraBoards, burns, dealtStreet: street, holeCards, upCards,
    log: log ?? ctx.log,
  };
}

/** The seat cards of a street that deals none, and the seats of such a street (never written). */
const NO_FACES: readonly ('up' | 'down')[] = [];
const NO_SEATS: readonly number[] = [];
