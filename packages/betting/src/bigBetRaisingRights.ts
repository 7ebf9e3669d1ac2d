import type { BettingState } from './BettingState.js';

/**
 * Raising rights in No Limit and Pot Limit (R74, TDA 47-A): a player who has not acted this round may
 * bet or raise; one who has may raise again only if raised by at least a full raise since
 * (`currentBet − committed ≥ lastFullRaise`). Reusable by custom big-bet structures.
 */
export function bigBetRaisingRights(state: BettingState, seat: number): boolean {
  return !state.hasActed[seat] || state.currentBet - state.committed[seat]! >= state.lastFullRaise;
}
