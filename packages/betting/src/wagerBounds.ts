import type { BettingState } from './BettingState.js';
import type { BettingStructure } from './BettingStructure.js';

/** Why no bet or raise is possible: a stable code and a message naming the rule. */
export interface NoWager {
  /** `CANNOT_RAISE`, `NO_RAISING_RIGHTS` or `CAPPED`. */
  code: 'CANNOT_RAISE' | 'NO_RAISING_RIGHTS' | 'CAPPED';
  /** What is wrong and what is allowed. */
  message: string;
}

/**
 * Bounds of a bet or raise by `seat` as round totals (R62, R63), or the reason none is possible.
 * Checks R62 (a) chips beyond a call, (b) someone could respond, (c) raising rights, (d) the cap, then
 * clamps the structure's bounds to the stack: short of the minimum, `min = max = all-in` (R63).
 */
export function wagerBounds(state: BettingState, structure: BettingStructure, seat: number): { min: number; max: number } | NoWager {
  const stack = state.stacks[seat]!;
  const committed = state.committed[seat]!;
  const gap = state.currentBet - committed;
  if (stack <= gap) {
    return { code: 'CANNOT_RAISE', message: `seat ${seat} has no chips beyond a call (${stack} behind, ${Math.max(gap, 0)} to call); only call or fold are possible (R62)` };
  }
  let respond = false;
  for (let q = 0; q < state.seatCount; q++) {
    if (q === seat || !state.dealtIn[q] || state.folded[q]) continue;
    if (state.committed[q]! + state.stacks[q]! > state.currentBet) {
      respond = true;
      break;
    }
  }
  if (!respond) {
    return { code: 'CANNOT_RAISE', message: `no other player could respond to a bet or raise (all are all-in or folded); only ${gap > 0 ? 'call or fold' : 'check'} is possible (R62)` };
  }
  if (!structure.hasRaisingRights(state, seat)) {
    return {
      code: 'NO_RAISING_RIGHTS',
      message: `seat ${seat} has already acted and was raised only ${gap} since, less than a full raise; it may only call or fold (R74, R75, R95)`,
    };
  }
  const b = structure.raiseBounds(state, seat);
  if (b === null) {
    return { code: 'CAPPED', message: `the raise cap of this round is reached (${state.raiseCount} bets and raises); only call or fold are possible (R93)` };
  }
  const allInTo = committed + stack;
  if (allInTo < b.min) return { min: allInTo, max: allInTo };
  return { min: b.min, max: Math.max(b.min, Math.min(b.max, allInTo)) };
}
