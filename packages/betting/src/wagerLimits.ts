import type { BettingState } from './BettingState.js';
import type { BettingStructure } from './BettingStructure.js';

/** Why no bet or raise is possible, as {@link wagerLimits} reports it (a {@link NoWager} code). @internal */
export type WagerRefusal = 'CANNOT_RAISE_ALL_IN' | 'CANNOT_RAISE_NO_RESPONSE' | 'NO_RAISING_RIGHTS' | 'CAPPED';

/**
 * Bounds of a bet or raise by `seat` as round totals (R62, R63), or why none is possible: R62
 * (a) chips beyond a call, (b) someone could respond, (c) raising rights, (d) the cap, then the
 * structure's bounds clamped to the stack (short of the minimum, `min = max = all-in`, R63). What
 * {@link wagerBounds} computes, without writing the message of a refusal, for callers that only
 * need to know whether a wager is possible (legalActions, once per action). @internal
 */
export function wagerLimits(state: BettingState, structure: BettingStructure, seat: number): { min: number; max: number } | WagerRefusal {
  const stack = state.stacks[seat]!;
  const committed = state.committed[seat]!;
  if (stack <= state.currentBet - committed) return 'CANNOT_RAISE_ALL_IN';
  let respond = false;
  for (let q = 0; q < state.seatCount; q++) {
    if (q === seat || !state.dealtIn[q] || state.folded[q]) continue;
    if (state.committed[q]! + state.stacks[q]! > state.currentBet) {
      respond = true;
      break;
    }
  }
  if (!respond) return 'CANNOT_RAISE_NO_RESPONSE';
  if (!structure.hasRaisingRights(state, seat)) return 'NO_RAISING_RIGHTS';
  const b = structure.raiseBounds(state, seat);
  if (b === null) return 'CAPPED';
  const allInTo = committed + stack;
  if (allInTo < b.min) return { min: allInTo, max: allInTo };
  return { min: b.min, max: Math.max(b.min, Math.min(b.max, allInTo)) };
}
