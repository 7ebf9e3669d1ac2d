import { legalOf } from './legalOf.js';
import type { PlayerAction } from '@pokerchart/betting';
import type { PlayerView } from '@pokerchart/engine';

/** Check when free, otherwise fold: the safe default of the built-in bots. */
export function checkOrFold(view: PlayerView): PlayerAction {
  const legal = legalOf(view);
  if (legal.check) return { type: 'check' };
  return legal.fold ? { type: 'fold' } : { type: 'call' };
}

/** Check when free, otherwise call. */
export function checkOrCall(view: PlayerView): PlayerAction {
  const legal = legalOf(view);
  if (legal.check) return { type: 'check' };
  if (legal.call !== null) return { type: 'call' };
  return { type: 'fold' };
}
