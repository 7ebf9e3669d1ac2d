import type { PlayerAction, LegalActions } from '@pokerchart/betting';
import type { PlayerView } from '@pokerchart/engine';
import { BotError } from './errors.js';

/**
 * A bet or raise to `to` chips (the round total, R0.2), named as the engine expects (R61): `bet`
 * when nobody has put chips in this round, `raise` otherwise. `to` is clamped into the legal
 * range `view.legalActions.raiseTo` (to the nearest of `raiseSizes` when the round allows only those); when no bet or raise is possible the result is a call (or a
 * check when nothing is owed), and a hand asking how many times to run the board (R232) gets one
 * run, so a bot built on it never sends an illegal wager.
 */
export function wager(view: PlayerView, to: number): PlayerAction {
  const legal = legalOf(view);
  // R232: asked how many times to run the board, there is nothing to wager: one run
  if (legal.runIt != null) return { type: 'run-it', times: 1 };
  if (legal.raiseTo === null) {
    if (legal.bringIn != null) return { type: 'bring-in' }; // R201: the bring-in seat may not complete
    if (legal.call !== null) return { type: 'call' };
    return legal.check ? { type: 'check' } : { type: 'fold' };
  }
  let amount = Math.min(legal.raiseTo.max, Math.max(legal.raiseTo.min, Math.round(to)));
  // R204: where only a few totals are allowed (stud's open pair: the small or the big bet), the nearest one
  const sizes = legal.raiseSizes;
  if (sizes !== undefined && sizes.length > 0) amount = sizes.reduce((best, t) => (Math.abs(t - amount) < Math.abs(best - amount) ? t : best), sizes[0]!);
  const opened = view.seats.some((s) => s !== null && s.committed > 0);
  return opened ? { type: 'raise', to: amount } : { type: 'bet', to: amount };
}

/** The legal actions of a view, or a {@link BotError} if the viewer is not the seat to act. */
export function legalOf(view: PlayerView): LegalActions {
  if (view === null || typeof view !== 'object') {
    throw new BotError(`a bot needs the PlayerView of the seat to act, got ${view === null ? 'null' : typeof view}`);
  }
  const legal = view.legalActions;
  if (legal === null || typeof legal !== 'object' || view.viewer === 'spectator' || legal.seat !== view.viewer) {
    throw new BotError(
      `a bot was asked to act for ${view.viewer === 'spectator' ? 'a spectator' : `seat ${view.viewer}`}` +
        ` but the view has no legal actions for it (seat to act: ${view.toAct ?? 'none'})`,
    );
  }
  return legal;
}
