/**
 * One voluntary player action (R57). Amounts are round totals (R0.2): `{ type: 'raise', to: 500 }`
 * means "make my total for this betting round 500".
 *
 * - `'bet'` opens a round whose current bet is 0 (post-flop, R61); every other increase is a `'raise'`.
 *   Using the wrong word is illegal.
 * - `'all-in'` is a shortcut for the call, bet or raise that uses the whole stack (R57); it is legal only
 *   when that call, bet or raise is.
 */
export type PlayerAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  | { type: 'bet'; to: number }
  | { type: 'raise'; to: number }
  | { type: 'all-in' };
