import { advance } from './advance.js';
import { BettingConfigError } from './errors.js';
import { type BettingState, cloneState } from './BettingState.js';

/** Options of {@link setOpener}. */
export interface SetOpenerOptions {
  /**
   * The bring-in the opener owes (R201): a positive number of chips. The opener must then post it
   * (`{ type: 'bring-in' }`, all-in when short) or complete with a bet.
   */
  bringIn?: number | undefined;
  /** With `bringIn`: whether the opener may complete instead (`bringInMay`, default `true` = `'bring-in-or-complete'`). */
  mayComplete?: boolean | undefined;
}

/**
 * Chooses who opens a betting round that nobody has acted in yet, for games where the cards decide
 * it: stud's bring-in on the first round (R201) and the best exposed hand on later rounds (R203).
 * The turn goes to `seat`, or, when that seat cannot act (folded, all-in), to the first seat
 * clockwise after it that can. With `bringIn`, that seat owes the bring-in
 * ({@link BettingState.pendingBringIn}).
 *
 * A round in which nobody can act (`status` is not `'betting'`) is returned unchanged.
 *
 * @example
 * ```ts
 * // stud, third street: seat 2 shows the lowest card and owes a bring-in of 50
 * state = setOpener(state, 2, { bringIn: 50 });
 * legalActions(state, fixedLimit({ smallBet: 200 })); // { seat: 2, ..., bringIn: 50, raiseTo: { min: 200, max: 200 } }
 * ```
 * @throws {@link BettingConfigError} `ROUND_STARTED` when a seat has already acted this round,
 *   `BAD_OPTION` for a seat that is not a seat of the table or a bring-in that is not a positive integer.
 */
export function setOpener(state: BettingState, seat: number, options: SetOpenerOptions = {}): BettingState {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seatCount) {
    throw new BettingConfigError('BAD_OPTION', `the opener must be a seat from 0 to ${state.seatCount - 1}, got ${String(seat)} (R201, R203)`);
  }
  const { bringIn } = options;
  if (bringIn !== undefined && (!Number.isInteger(bringIn) || bringIn < 1)) {
    throw new BettingConfigError('BAD_OPTION', `the bring-in must be a positive integer, got ${String(bringIn)} (R201)`);
  }
  if (state.status !== 'betting') return state;
  if (state.hasActed.some(Boolean)) {
    throw new BettingConfigError('ROUND_STARTED', 'the opener of a round can only be chosen before anybody acts in it (R201, R203)');
  }
  const next = cloneState(state);
  const opened = advance(next, (seat + state.seatCount - 1) % state.seatCount);
  if (bringIn === undefined || opened.toAct === null) return opened;
  const withDue = cloneState(opened);
  withDue.pendingBringIn = { seat: opened.toAct, amount: bringIn, mayComplete: options.mayComplete ?? true };
  return withDue;
}
