import type { BettingState } from './BettingState.js';

/** Chips `seat` must add to call (R56): `min(stack, currentBet − committed)`; 0 when nothing to call. */
export function toCall(state: BettingState, seat: number): number {
  const gap = state.currentBet - (state.committed[seat] ?? 0);
  return gap > 0 ? Math.min(state.stacks[seat] ?? 0, gap) : 0;
}
