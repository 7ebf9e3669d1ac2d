import type { Card } from '@pokerchart/cards';
import { type BettingState, type BettingStatus, nextRound, type PlayerAction } from '@pokerchart/betting';
import { actOutcome } from './handOutcome.js';
import type { HandContext } from './HandContext.js';
import type { HandEnv } from './handEnv.js';
import type { HandEvent } from './HandEvent.js';
import type { HandLogEntry } from './HandLogEntry.js';
import { appendLog } from './publish.js';

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

/** Action `applyBet` (R55-R66, R100, R106): the round after the action, and its log entries. @internal */
export function applyBet(ctx: HandContext, event: HandEvent, env: HandEnv): Partial<HandContext> {
  const o = actOutcome(ctx, event, env);
  const before = o.before;
  const after = o.after as BettingState;
  const seat = before.toAct!;
  const action = (event as Extract<HandEvent, { type: 'ACT' }>).action;
  const log: HandLogEntry[] = [];
  log.push({
    type: 'acted', street: env.streets[before.street]!.name, seat, action: copyAction(action),
    to: before.committed[seat]! + (before.stacks[seat]! - after.stacks[seat]!) + (after.returned[seat]! - before.returned[seat]!),
    stack: after.stacks[seat]! - (after.returned[seat]! - before.returned[seat]!),
  });
  if (after.returned !== before.returned) {
    for (let s = 0; s < after.seatCount; s++) {
      const back = after.returned[s]! - before.returned[s]!;
      if (back > 0) log.push({ type: 'returned', seat: s, amount: back });
    }
  }
  return { betting: after, log: appendLog(ctx.log, ...log) };
}

/** The known fields of a player action, copied (nothing else is stored). */
function copyAction(action: PlayerAction): PlayerAction {
  if (action.type === 'bet' || action.type === 'raise') return { type: action.type, to: action.to };
  if (action.type === 'discard') return { type: 'discard', cards: typeof action.cards === 'string' ? action.cards : action.cards.slice() };
  return { type: action.type };
}

/**
 * Action `closeRound` (R101, R104, R105): logs the end of the round; when more betting follows,
 * opens the next round (first to act left of the button, R47); after the last round, the
 * showdown. @internal
 */
export function closeRound(ctx: HandContext, env: HandEnv): Partial<HandContext> {
  const b = ctx.betting;
  const log = appendLog<HandLogEntry>(ctx.log, { type: 'street-closed', street: env.streets[b.street]!.name });
  if (b.status === 'street-complete') return { betting: nextRound(b, env.betting), log };
  if (b.status === 'showdown') return { log, phase: 'showdown' };
  return { log };
}

/**
 * Action `enterStreet` (R37, R38): the street's board cards (after a burn) from the deck, or,
 * under manual dealing, the wait for them; a street without board cards starts at once. @internal
 */
export function enterStreet(ctx: HandContext, env: HandEnv, street: number): Partial<HandContext> {
  const spec = env.streets[street]!;
  if (spec.board === 0) return { dealtStreet: street, phase: 'betting' };
  if (ctx.dealing === 'manual') return { phase: 'board' };
  return { ...dealStreetFromDeck(ctx, env, street), phase: 'betting' };
}

/** One street's burn and board cards from the deck (R37, R38), with their log entries. @internal */
export function dealStreetFromDeck(ctx: HandContext, env: HandEnv, street: number): Pick<HandContext, 'deck' | 'board' | 'burns' | 'dealtStreet' | 'log'> {
  const spec = env.streets[street]!;
  const deck = ctx.deck;
  let pos = 0;
  let burns = ctx.burns;
  const entries: HandLogEntry[] = [];
  if (spec.burn) {
    const card = deck[pos++]!;
    burns = [...burns, card];
    entries.push({ type: 'burned', street: spec.name, card });
  }
  let board = ctx.board;
  if (spec.board > 0) {
    const cards = deck.slice(pos, pos + spec.board);
    pos += spec.board;
    entries.push({ type: 'board', street: spec.name, cards });
    board = [...board, ...cards];
  }
  return {
    deck: pos === 0 ? deck : deck.slice(pos),
    board, burns, dealtStreet: street,
    log: entries.length === 0 ? ctx.log : appendLog(ctx.log, ...entries),
  };
}
