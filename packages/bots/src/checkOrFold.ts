import { legalOf } from './wager.js';
import type { PlayerAction } from '@pokerchart/betting';
import type { PlayerView } from '@pokerchart/engine';
import type { Bot } from './Bot.js';

/**
 * Check when free, otherwise fold: the safe default of the built-in bots. A seat that owes a stud
 * bring-in posts it (R201, it may not fold), and a seat asked to draw stands pat, or throws away
 * the fewest cards it must (R212).
 */
export function checkOrFold(view: PlayerView): PlayerAction {
  const legal = legalOf(view);
  const forced = forcedAction(view);
  if (forced !== null) return forced;
  if (legal.check) return { type: 'check' };
  return legal.fold ? { type: 'fold' } : { type: 'call' };
}

/** Check when free, otherwise call (a stud bring-in is posted, a draw stands pat, as in {@link checkOrFold}). */
export function checkOrCall(view: PlayerView): PlayerAction {
  const legal = legalOf(view);
  const forced = forcedAction(view);
  if (forced !== null) return forced;
  if (legal.check) return { type: 'check' };
  if (legal.call !== null) return { type: 'call' };
  return { type: 'fold' };
}

/** The bring-in when one is owed (R201), the least discard when a draw is pending (R212), one run when asked (R232), else `null`. */
function forcedAction(view: PlayerView): PlayerAction | null {
  const legal = legalOf(view);
  if (legal.bringIn != null) return { type: 'bring-in' };
  if (legal.runIt != null) return { type: 'run-it', times: 1 };
  if (legal.discard != null) return { type: 'discard', cards: (view.seats[legal.seat]?.holeCards ?? []).slice(0, legal.discard.min) };
  return null;
}

/**
 * Never bets, never raises, never folds: checks when it can and calls anything else, all-in
 * included. Useful as a baseline opponent and for tests that want long showdown-heavy hands.
 */
export const callingStation: Bot = (view) => checkOrCall(view);
