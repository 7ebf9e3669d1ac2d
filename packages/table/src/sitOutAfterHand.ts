import type { HandLogEntry } from '@pokerchart/engine';
import type { TableContext } from './TableContext.js';
import type { TableSeat } from './TableSeat.js';

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
