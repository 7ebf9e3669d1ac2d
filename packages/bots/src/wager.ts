import { legalOf } from './legalOf.js';
import type { PlayerAction } from '@pokerchart/betting';
import type { PlayerView } from '@pokerchart/engine';

/**
 * A bet or raise to `to` chips (the round total, R0.2), named as the engine expects (R61): `bet`
 * when nobody has put chips in this round, `raise` otherwise. `to` is clamped into the legal
 * range `view.legalActions.raiseTo`; when no bet or raise is possible the result is a call (or a
 * check when nothing is owed), so a bot built on it never sends an illegal wager.
 */
export function wager(view: PlayerView, to: number): PlayerAction {
  const legal = legalOf(view);
  if (legal.raiseTo === null) {
    if (legal.bringIn != null) return { type: 'bring-in' }; // R201: the bring-in seat may not complete
    if (legal.call !== null) return { type: 'call' };
    return legal.check ? { type: 'check' } : { type: 'fold' };
  }
  const amount = Math.min(legal.raiseTo.max, Math.max(legal.raiseTo.min, Math.round(to)));
  const opened = view.seats.some((s) => s !== null && s.committed > 0);
  return opened ? { type: 'raise', to: amount } : { type: 'bet', to: amount };
}
