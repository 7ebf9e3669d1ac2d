import type { Elimination, TableContext, TableSeat } from './TableContext.js';
import { TableError } from './errors.js';
import { copyContext, copySeat } from './copyContext.js';
import type { HandLogEntry } from '@pokerchart/engine';

/**
 * The context after the current hand ended with final `stacks` (by seat, from the engine's
 * `HandResult`) and the chips it raked (R264, its `rake`): stacks updated, tournament eliminations and, when one player is left, the
 * winner recorded; in cash mode busted players rebuy (`autoRebuy`) or sit out. Throws a
 * {@link TableError} (`TABLE_CHIPS_MISMATCH`) if the hand's chips do not add up (R0.5).
 */
export function settleHand(context: TableContext, stacks: readonly number[], rake = 0): TableContext {
  const hand = context.hand;
  if (hand === null) return context;
  let before = 0;
  let after = 0;
  for (let seat = 0; seat < hand.stacks.length; seat++) {
    const s = hand.stacks[seat]!;
    before += s;
    if (s > 0) after += stacks[seat] ?? 0;
  }
  if (before !== after + rake) throw new TableError('TABLE_CHIPS_MISMATCH', `hand ${hand.number} started with ${before} chips in play and ended with ${after}${rake > 0 ? ` and ${rake} raked` : ''} (R0.5, R264)`);
  // a seat is copied only when its stack changed
  const seats = context.seats.slice();
  for (let seat = 0; seat < seats.length; seat++) {
    const s = seats[seat]!;
    if (s !== null && hand.stacks[seat]! > 0 && s.stack !== stacks[seat]) seats[seat] = copySeat(s, stacks[seat]!, s.boughtIn, s.takenOff);
  }
  let finishes = context.finishes;
  let chipsIn = context.chipsIn;
  if (context.options.mode === 'tournament') {
    const left = context.seats.filter((s) => s !== null && s.place === null && s.stack > 0).length;
    const out = eliminations(hand.stacks, stacks, left);
    for (const e of out) {
      const s = seats[e.seat]!;
      seats[e.seat] = { ...s, place: e.place };
      finishes = [...finishes, { ...e, name: s.name, hand: hand.number }];
    }
    const alive = seats.flatMap((s, seat) => (s !== null && s.place === null && s.stack > 0 ? [seat] : []));
    if (alive.length === 1 && left - out.length === 1) {
      const seat = alive[0]!;
      seats[seat] = { ...seats[seat]!, place: 1 };
      finishes = [...finishes, { seat, place: 1, name: seats[seat]!.name, hand: hand.number }];
    }
  } else {
    const cash = context.options.cash;
    for (let seat = 0; seat < seats.length; seat++) {
      const s = seats[seat]!;
      if (s === null || s.stack > 0) continue;
      if (cash?.autoRebuy) {
        chipsIn += cash.buyIn;
        seats[seat] = copySeat(s, cash.buyIn, s.boughtIn + cash.buyIn, s.takenOff);
      } else seats[seat] = { ...s, sittingOut: true };
    }
  }
  const raked = rake > 0 || context.raked !== undefined ? (context.raked ?? 0) + rake : undefined;
  return copyContext(context, seats, context.handsPlayed + 1, context.startedAt, context.now, context.hand, finishes, chipsIn, context.chipsOut, raked, context.handState);
}

/** The default of `TableOptions.sitOutAfter` (R262). */
export const SIT_OUT_AFTER = 2;
/** The default of `TableOptions.leaveAfterHands` (R262). */
export const LEAVE_AFTER_HANDS = 30;

/** A seat's decision in a hand's log: an action, a discard or a choice of runs. */
function decisionSeat(entry: HandLogEntry): number | null {
  return entry.type === 'acted' || entry.type === 'discarded' || entry.type === 'chose-runs' ? entry.seat : null;
}

/**
 * The context after a settled hand's sitting-out bookkeeping (R261, R262), given the hand's log:
 * each seat's timeouts in a row (a decision of its own ends a run of them), a seat with
 * `sitOutAfter` of them sits out from the next hand; at a cash table, a seat with chips that sat
 * this hand out has one more hand sitting out, and after `leaveAfterHands` of them it is removed,
 * its chips taken away (`chipsOut`). @internal
 */
export function sitOutAfterHand(context: TableContext, log: readonly HandLogEntry[]): TableContext {
  const hand = context.hand;
  if (hand === null) return context;
  const sitOutAfter = context.options.sitOutAfter ?? SIT_OUT_AFTER;
  const leaveAfter = context.options.leaveAfterHands ?? LEAVE_AFTER_HANDS;
  const cash = context.options.mode === 'cash';
  // nothing to do when no decision timed out, no seat has timeouts in a row, and (cash) no seat sits out or has sat out
  if (sitOutAfter > 0 && (hand.timeouts === undefined || hand.timeouts.length === 0)
    && context.seats.every((s) => s === null || ((s.timeouts ?? 0) === 0 && !(cash && (s.sittingOut || (s.sitOutHands ?? 0) !== 0))))) return context;
  const timeouts = context.seats.map((s) => s?.timeouts ?? 0);
  const marked = new Set(hand.timeouts ?? []);
  log.forEach((entry, i) => {
    const seat = decisionSeat(entry);
    if (seat !== null) timeouts[seat] = marked.has(i) ? timeouts[seat]! + 1 : 0;
  });
  let chipsOut = context.chipsOut;
  let changed = false;
  const seats = context.seats.map((s, seat): TableSeat | null => {
    if (s === null) return s;
    let next: TableSeat = s;
    const t = timeouts[seat]!;
    if (t !== (s.timeouts ?? 0)) {
      const { timeouts: _t, ...rest } = next;
      next = t > 0 ? { ...rest, timeouts: t } : rest;
    }
    if (t >= sitOutAfter && !next.sittingOut && next.place === null) next = { ...next, sittingOut: true };
    if (context.options.mode === 'cash') {
      const satOut = hand.stacks[seat] === 0 && s.sittingOut && s.stack > 0;
      const count = satOut ? (s.sitOutHands ?? 0) + 1 : 0;
      if (leaveAfter > 0 && count >= leaveAfter) {
        chipsOut += s.stack;
        changed = true;
        return null;
      }
      if (count !== (s.sitOutHands ?? 0)) {
        const { sitOutHands: _h, ...rest } = next;
        next = count > 0 ? { ...rest, sitOutHands: count } : rest;
      }
    }
    if (next !== s) changed = true;
    return next;
  });
  return changed ? { ...context, seats, chipsOut } : context;
}

/**
 * The players a hand knocked out of a tournament and their finishing places. A player is out
 * when they started the hand with chips and ended it with none. `playersLeft` counts the players
 * still in before the hand. When several bust in the same hand, the one who started it with
 * more chips finishes higher (TDA); equal stacks are ordered by seat, lower seat higher.
 */
export function eliminations(startStacks: readonly number[], endStacks: readonly number[], playersLeft: number): Elimination[] {
  const out: number[] = [];
  for (let seat = 0; seat < startStacks.length; seat++) {
    if ((startStacks[seat] ?? 0) > 0 && (endStacks[seat] ?? 0) === 0) out.push(seat);
  }
  // lowest place (worst) first: smaller starting stack, then higher seat
  out.sort((a, b) => (startStacks[a]! - startStacks[b]!) || b - a);
  return out.map((seat, i) => ({ seat, place: playersLeft - i }));
}

/**
 * Splits a prize pool among finishing places by percentages (e.g. `[50, 30, 20]`), in whole
 * chips or currency units: each place gets the floor of its share and the remainder goes to
 * first place, so the parts always add up to `pool`.
 */
export function splitPrizePool(pool: number, percentages: readonly number[]): number[] {
  const total = percentages.reduce((t, p) => t + p, 0);
  if (total <= 0) return percentages.map(() => 0);
  const parts = percentages.map((p) => Math.floor((pool * p) / total));
  const rest = pool - parts.reduce((t, p) => t + p, 0);
  if (parts.length > 0) parts[0]! += rest;
  return parts;
}
