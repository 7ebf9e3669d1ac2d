import type { BettingState } from './BettingState.js';

/**
 * R100: `seat` needs to act iff it is in the hand, not all-in, has not acted or has not matched the
 * current bet, and some other non-folded player is not all-in or has committed more than `seat`.
 */
export function needsToAct(state: BettingState, seat: number): boolean {
  if (!state.dealtIn[seat] || state.folded[seat] || state.allIn[seat]) return false;
  const mine = state.committed[seat]!;
  if (state.hasActed[seat] && mine >= state.currentBet) return false;
  for (let q = 0; q < state.seatCount; q++) {
    if (q === seat || !state.dealtIn[q] || state.folded[q]) continue;
    if (!state.allIn[q] || state.committed[q]! > mine) return true;
  }
  return false;
}
