import type { Card } from '@pokerchart/cards';
import { setOpener, setRoundLimit } from '@pokerchart/betting';
import type { HandContext } from '../../HandContext.js';
import type { HandEnv } from '../../HandEnv.js';
import { bringInSeat } from './stud/bringInSeat.js';
import { firstToActSeat } from './stud/firstToActSeat.js';
import { hasOpenPair } from './stud/hasOpenPair.js';

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
