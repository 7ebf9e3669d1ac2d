import { PokerchartError } from '@pokerchart/cards';

/*
 * The betting package's error classes: IllegalActionError for a player's action the rules refuse,
 * BettingConfigError for a configuration or a call the round functions refuse.
 */

/**
 * Stable codes of {@link IllegalActionError}:
 *
 * - `NO_ACTION`: no betting action is possible now (the round or the hand is over);
 * - `NOT_YOUR_TURN`: the seat is not the seat to act (R48);
 * - `UNKNOWN_ACTION`: not a {@link PlayerAction} (unknown `type`, not an object);
 * - `BAD_AMOUNT`: `to` is missing, not a number, NaN, infinite, negative or not an integer (R0.1);
 * - `OPEN_FOLD`: fold when a check is possible (R59, unless `allowOpenFold`);
 * - `CHECK_FACING_BET`: check while facing a bet (R58);
 * - `NOTHING_TO_CALL`: call when there is nothing to call (R60);
 * - `WRONG_WORD`: `'bet'` when a raise is meant or the reverse (R61);
 * - `NO_RAISING_RIGHTS`: bet/raise without raising rights (R74, R75, R95);
 * - `CAPPED`: raise after the cap (R93);
 * - `CANNOT_RAISE`: no chips beyond a call (R62 a) or nobody could respond (R62 b);
 * - `BELOW_MINIMUM` / `ABOVE_MAXIMUM`: amount outside the bounds (R63, R72, R82, R94);
 * - `BRING_IN_DUE`: the seat owes the bring-in and did something else than post it or complete (R201);
 * - `BRING_IN_ONLY`: completion instead of the bring-in under `bringInMay: 'bring-in-only'` (R201);
 * - `NO_BRING_IN`: a `'bring-in'` by a seat that owes none (R201);
 * - `NO_DRAW`: a `'discard'` when no draw is pending (R212);
 * - `DRAW_PENDING`: another action than `'discard'` while a draw is pending (R212; from the hand);
 * - `BAD_DISCARD`: a discard of a wrong count, of a card the seat does not hold, or of a card twice (R212, R220; from the hand);
 * - `NO_RUN_IT`: a `'run-it'` when the hand does not ask how many times to run the board (R232);
 * - `RUN_IT_PENDING`: another action than `'run-it'` while the hand asks for it (R232; from the hand);
 * - `BAD_RUN_IT`: a number of runs that is not an integer from 1 to the most allowed (R232).
 */
export type IllegalActionCode =
  | 'NO_ACTION'
  | 'NOT_YOUR_TURN'
  | 'UNKNOWN_ACTION'
  | 'BAD_AMOUNT'
  | 'OPEN_FOLD'
  | 'CHECK_FACING_BET'
  | 'NOTHING_TO_CALL'
  | 'WRONG_WORD'
  | 'NO_RAISING_RIGHTS'
  | 'CAPPED'
  | 'CANNOT_RAISE'
  | 'BELOW_MINIMUM'
  | 'ABOVE_MAXIMUM'
  | 'BRING_IN_DUE'
  | 'BRING_IN_ONLY'
  | 'NO_BRING_IN'
  | 'NO_DRAW'
  | 'DRAW_PENDING'
  | 'BAD_DISCARD'
  | 'NO_RUN_IT'
  | 'RUN_IT_PENDING'
  | 'BAD_RUN_IT';

/**
 * Thrown for an action that is not legal in the current state (R0.3). The state is never changed.
 * The message says what was wrong, what is allowed, and cites the rule, e.g.
 * "raise to 450 is below the minimum 500 (R73)".
 */
export class IllegalActionError extends PokerchartError {
  /** Stable code, see {@link IllegalActionCode}. */
  declare readonly code: IllegalActionCode | (string & {});
  /** The seat that tried to act, or `null` when unknown. */
  readonly seat: number | null;

  constructor(code: IllegalActionCode | (string & {}), message: string, seat: number | null = null) {
    super(code, message);
    this.name = 'IllegalActionError';
    this.code = code;
    this.seat = seat;
  }
}

/**
 * Thrown for bad betting configuration or misuse of the round functions (not a player's action):
 * invalid stacks, blinds or antes, a straddle R27 does not allow, a structure option out of range,
 * or {@link nextRound} called while a round is running. Codes: `BAD_STACKS`, `BAD_BUTTON`,
 * `BAD_FORCED_BETS`, `MISSING_BLINDS`, `STRADDLE_NOT_ALLOWED`, `BAD_OPTION`, `ROUND_NOT_OVER`, `ROUND_STARTED`.
 */
export class BettingConfigError extends PokerchartError {
  /** Stable code for programmatic handling. */
  declare readonly code: string;

  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'BettingConfigError';
    this.code = code;
  }
}
