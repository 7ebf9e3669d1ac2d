import type { BettingState } from './BettingState.js';
import type { BettingStructure } from './BettingStructure.js';
import { wagerLimits } from './wagerLimits.js';

/**
 * What the player to act may do (R57-R63), as returned by {@link legalActions}.
 */
export interface LegalActions {
  /** The seat these actions are for (the seat to act). */
  seat: number;
  /** Whether folding is allowed: facing a bet (R59), or always when `allowOpenFold` is set. */
  fold: boolean;
  /** Whether checking is allowed (R58). */
  check: boolean;
  /** Chips a call adds (the whole stack if short, R56/R60), or `null` when there is nothing to call. */
  call: number | null;
  /**
   * Bounds of a bet or raise as round totals (R63), or `null` when no bet or raise is possible
   * (R62: no chips beyond a call, nobody could respond, no raising rights R74/R95, or the cap R93).
   * When the player is short of the minimum, `min === max ===` the all-in total.
   */
  raiseTo: { min: number; max: number } | null;
  /**
   * Chips the `'bring-in'` action posts (R201), when this seat owes the bring-in of a stud game's
   * first round; else `null`. The seat may post it or complete (a bet to `raiseTo`), never fold or check.
   */
  bringIn: number | null;
  /**
   * How many cards a `'discard'` may throw away while a draw is pending (R212); `null` otherwise.
   * The betting round never has a draw pending: the hand fills this in during its draws.
   */
  discard: { min: number; max: number } | null;
  /**
   * The most runs a `'run-it'` may choose (R232), while the hand asks this seat how many times to
   * run the rest of the board (`runItTimes: 'ask'`); `null` otherwise, always in a betting round.
   */
  runIt: { max: number } | null;
  /**
   * Present only when a bet or raise may go to a few totals rather than any amount in `raiseTo`
   * (stud's fourth street with an open pair: the small or the big bet, R204): those totals,
   * smallest first, within `raiseTo`.
   */
  raiseSizes?: number[];
  /**
   * Present only while a step of a kind of your own waits for this seat's decision (a kind made
   * with `defineStepKind` and a `decision`): the kind's name and what the seat may choose, as the
   * kind describes it. Answer with `{ type: 'decide', choice }`.
   */
  decide?: { kind: string; options: unknown };
}

/**
 * What the seat to act may do now (R57-R63), or `null` when no betting action is possible
 * (`status` is not `'betting'`). Every action it offers is accepted by {@link applyAction}, and
 * every other action is rejected.
 */
export function legalActions(state: BettingState, structure: BettingStructure): LegalActions | null {
  const seat = state.toAct;
  if (state.status !== 'betting' || seat === null) return null;
  const gap = state.currentBet - state.committed[seat]!;
  const w = wagerLimits(state, structure, seat);
  const due = state.pendingBringIn;
  if (due !== null && due.seat === seat) {
    // R201: post the bring-in or complete; no fold, no check
    return {
      seat, fold: false, check: false, call: null,
      raiseTo: due.mayComplete && typeof w !== 'string' ? w : null,
      bringIn: Math.min(due.amount, state.stacks[seat]!),
      discard: null,
      runIt: null,
    };
  }
  const out: LegalActions = {
    seat,
    fold: gap > 0 || state.rules.allowOpenFold,
    check: gap <= 0,
    call: gap > 0 ? Math.min(state.stacks[seat]!, gap) : null,
    raiseTo: typeof w === 'string' ? null : w,
    bringIn: null,
    discard: null,
    runIt: null,
  };
  if (structure.wagerSizes !== undefined && typeof w !== 'string') {
    const sizes = structure.wagerSizes(state, seat);
    if (sizes !== null) {
      const within = sizes.filter((t) => t >= w.min && t <= w.max);
      if (w.max > w.min && within.length > 0) {
        if (!within.includes(w.max)) within.push(w.max); // all-in for less (R63)
        out.raiseSizes = within;
      }
    }
  }
  return out;
}
