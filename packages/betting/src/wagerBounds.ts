import type { BettingState } from './BettingState.js';
import type { BettingStructure } from './BettingStructure.js';
import { wagerLimits } from './wagerLimits.js';

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
  const w = wagerLimits(state, structure, seat);
  if (typeof w !== 'string') return w;
  const gap = state.currentBet - state.committed[seat]!;
  switch (w) {
    case 'CANNOT_RAISE_ALL_IN':
      return { code: 'CANNOT_RAISE', message: `seat ${seat} has no chips beyond a call (${state.stacks[seat]!} behind, ${Math.max(gap, 0)} to call); only call or fold are possible (R62)` };
    case 'CANNOT_RAISE_NO_RESPONSE':
      return { code: 'CANNOT_RAISE', message: `no other player could respond to a bet or raise (all are all-in or folded); only ${gap > 0 ? 'call or fold' : 'check'} is possible (R62)` };
    case 'NO_RAISING_RIGHTS':
      return {
        code: 'NO_RAISING_RIGHTS',
        message: `seat ${seat} has already acted and was raised only ${gap} since, less than a full raise; it may only call or fold (R74, R75, R95)`,
      };
    case 'CAPPED':
      return { code: 'CAPPED', message: `the raise cap of this round is reached (${state.raiseCount} bets and raises); only call or fold are possible (R93)` };
  }
}
