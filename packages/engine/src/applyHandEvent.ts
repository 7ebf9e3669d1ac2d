import { type Card, parseCards } from '@pokerchart/cards';
import { applyAction, IllegalActionError } from '@pokerchart/betting';
import { advanceHand, dealStreetFromDeck } from './advanceHand.js';
import { DealingError } from './DealingError.js';
import type { HandContext } from './HandContext.js';
import type { HandEnv } from './handEnv.js';
import type { HandEvent } from './HandEvent.js';
import type { HandLogEntry } from './HandLogEntry.js';
import { produceContext } from './produceContext.js';
import { withContext } from './withContext.js';

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
  const streets = env.variant.streets;
  for (let s = ctx.dealtStreet + 1; s < streets.length; s++) if (streets[s]!.board > 0) return s;
  return -1;
}

/** Deals the rest of the board from the deck in a run-out (R38, R103) and moves to showdown. @internal */
export function dealRunout(ctx: HandContext, env: HandEnv): HandContext {
  if (ctx.phase !== 'runout' || ctx.dealing === 'manual') return ctx;
  let c: HandContext = withContext(ctx, { log: ctx.log.slice() });
  const last = env.variant.streets.length - 1;
  while (c.dealtStreet < last) c = withContext(c, dealStreetFromDeck(c, env, c.dealtStreet + 1, c.log));
  return withContext(c, { phase: 'showdown' });
}

/**
 * The pure transition of a hand for one event: a new context, or an error and no change (R0.3).
 * @throws IllegalActionError for an `ACT` that is not legal now; {@link DealingError} for bad deals.
 * @internal
 */
export function applyHandEvent(ctx: HandContext, event: HandEvent, env: HandEnv): HandContext {
  switch (event.type) {
    case 'ACT': {
      if (ctx.phase !== 'betting') {
        throw new IllegalActionError('NO_ACTION', `no betting action is possible now: the hand is ${phaseText(ctx)} (R101-R103)`, event.seat ?? null);
      }
      const before = ctx.betting;
      const seat = before.toAct!;
      const after = applyAction(before, env.betting, event.action, event.seat);
      const log: HandLogEntry[] = ctx.log.slice();
      log.push({
        type: 'acted', street: env.variant.streets[before.street]!.name, seat, action: { ...event.action },
        to: before.committed[seat]! + (before.stacks[seat]! - after.stacks[seat]!) + (after.returned[seat]! - before.returned[seat]!),
        stack: after.stacks[seat]! - (after.returned[seat]! - before.returned[seat]!),
      });
      if (after.returned !== before.returned) {
        for (let s = 0; s < after.seatCount; s++) {
          const back = after.returned[s]! - before.returned[s]!;
          if (back > 0) log.push({ type: 'returned', seat: s, amount: back });
        }
      }
      const next = withContext(ctx, { betting: after, log });
      return after.status === 'betting' ? next : advanceHand(next, env);
    }
    case 'DEAL_HOLE': {
      if (ctx.dealing !== 'manual') throw new DealingError('NOT_MANUAL', 'this hand deals its own cards; dealHole is for manual dealing only');
      if (ctx.phase !== 'hole') throw new DealingError('NOT_NOW', `hole cards are not awaited now: the hand is ${phaseText(ctx)}`);
      const { seat } = event;
      if (!ctx.dealOrder.includes(seat)) throw new DealingError('BAD_SEAT', `seat ${JSON.stringify(seat)} is not dealt in (R11)`);
      if (ctx.holeCards[seat]!.length > 0) throw new DealingError('BAD_SEAT', `seat ${seat} already has its hole cards`);
      const cards = readDealt(event.cards, env.variant.holeCards, `hole cards of seat ${seat}`, ctx, env);
      const next = produceContext(ctx, (d) => {
        d.holeCards[seat] = cards;
        d.log.push({ type: 'dealt', seat, cards });
      });
      return advanceHand(next, env);
    }
    case 'DEAL_BOARD': {
      if (ctx.dealing !== 'manual') throw new DealingError('NOT_MANUAL', 'this hand deals its own cards; dealBoard is for manual dealing only');
      if (ctx.phase !== 'board' && ctx.phase !== 'runout') throw new DealingError('NOT_NOW', `board cards are not awaited now: the hand is ${phaseText(ctx)}`);
      const street = nextBoardStreet(ctx, env);
      const spec = env.variant.streets[street]!;
      const cards = readDealt(event.cards, spec.board, `the ${spec.name}`, ctx, env);
      const last = env.variant.streets.length - 1;
      const boardDone = !env.variant.streets.some((s, i) => i > street && s.board > 0);
      const next = produceContext(ctx, (d) => {
        d.board.push(...cards);
        d.dealtStreet = street;
        d.log.push({ type: 'board', street: spec.name, cards });
        // a run-out ends when the board is complete (R103)
        if (ctx.phase === 'runout' && boardDone) {
          d.dealtStreet = last;
          d.phase = 'showdown';
        }
      });
      return ctx.phase === 'runout' ? next : advanceHand(next, env);
    }
    default:
      throw new IllegalActionError('UNKNOWN_ACTION', `unknown hand event ${JSON.stringify((event as { type?: unknown }).type)}; events are ACT, DEAL_HOLE, DEAL_BOARD`);
  }
}

function phaseText(ctx: HandContext): string {
  switch (ctx.phase) {
    case 'hole': return 'waiting for hole cards';
    case 'board': return 'waiting for board cards';
    case 'betting': return 'in a betting round';
    case 'runout': return 'running out the board (betting closed, R103)';
    case 'showdown': return 'at showdown';
    default: return 'complete';
  }
}
