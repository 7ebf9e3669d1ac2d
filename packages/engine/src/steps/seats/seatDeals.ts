import type { HandContext, HandEnv } from '../../HandContext.js';

/*
 * Which street's seat cards a hand deals or waits for, and to whom (R36, R200): the first street's
 * with the hand, a stud street's when it starts or during an all-in run-out.
 */

/** The live seats a street's seat cards go to, in dealing order (R36): folded seats get no more. @internal */
export function seatsToDeal(ctx: HandContext, street: number): number[] {
  if (street === 0) return ctx.dealOrder;
  const out: number[] = [];
  for (const s of ctx.dealOrder) if (!ctx.betting.folded[s]) out.push(s);
  return out;
}

/** How many cards each seat holds before `street`'s seat cards (R200). @internal */
export function seatCardsBefore(env: HandEnv, street: number): number {
  let n = 0;
  for (let s = 0; s < street; s++) n += env.streets[s]!.seatCards.length;
  return n;
}

/** The street whose seat cards a `DEAL_HOLE` deals now, or `-1` when none are awaited. @internal */
export function seatDealStreet(ctx: HandContext, env: HandEnv): number {
  if (ctx.phase === 'hole' && ctx.dealtStreet < 0) return 0;
  for (let s = Math.max(1, ctx.dealtStreet + 1); s < env.streets.length; s++) if (env.streets[s]!.seatCards.length > 0) return s;
  return -1;
}

/**
 * The next street, after the last one dealt, that has cards to deal (board cards, or seat cards
 * after the first street); `-1` when every card of the hand is out. @internal
 */
export function nextDealStreet(ctx: HandContext, env: HandEnv): number {
  const streets = env.streets;
  for (let s = ctx.dealtStreet + 1; s < streets.length; s++) {
    if (streets[s]!.board > 0 || (s > 0 && streets[s]!.seatCards.length > 0)) return s;
  }
  return -1;
}

/**
 * The stud street whose one card per seat a manual `DEAL_BOARD` may replace with R205's community
 * card, or `-1`: the street deals one card to each seat and no board, nobody has it yet, and the
 * cards left (the deck less the cards out and one burn per street so far) cannot give every live
 * seat its own. @internal
 */
export function communityCardStreet(ctx: HandContext, env: HandEnv): number {
  const street = seatDealStreet(ctx, env);
  if (street <= 0) return -1;
  const spec = env.streets[street]!;
  if (spec.seatCards.length !== 1 || spec.board !== 0) return -1;
  const before = seatCardsBefore(env, street);
  const seats = seatsToDeal(ctx, street);
  if (seats.some((s) => ctx.holeCards[s]!.length > before)) return -1;
  let out = ctx.board.length;
  for (const h of ctx.holeCards) if (h !== null) out += h.length;
  for (let s = 0; s <= street; s++) if (env.streets[s]!.burn) out++;
  return env.deck.length - out < seats.length ? street : -1;
}
