import { BotError } from './BotError.js';
import type { LegalActions } from '@pokerchart/betting';
import type { PlayerView } from '@pokerchart/engine';

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
