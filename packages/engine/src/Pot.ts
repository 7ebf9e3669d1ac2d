/**
 * One pot (R111): its chips and the seats that may win it (contributors to its layer that have not
 * folded), as returned by {@link buildPots}.
 */
export interface Pot {
  /** Chips in the pot. */
  amount: number;
  /** Seats that may win it, ascending. */
  eligible: number[];
}
