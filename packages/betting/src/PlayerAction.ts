/**
 * One voluntary player action (R57). Amounts are round totals (R0.2): `{ type: 'raise', to: 500 }`
 * means "make my total for this betting round 500".
 *
 * - `'bet'` opens a round whose current bet is 0 (post-flop, R61); every other increase is a `'raise'`.
 *   Using the wrong word is illegal.
 * - `'all-in'` is a shortcut for the call, bet or raise that uses the whole stack (R57); it is legal only
 *   when that call, bet or raise is.
 * - `'bring-in'` posts the bring-in of a stud game's first round (R201): only the seat that owes it
 *   (see {@link LegalActions.bringIn}), which may instead complete with a `'bet'` to the small bet.
 * - `'discard'` throws away `cards` in a draw (R212), as card codes (`Card` of `@pokerchart/cards`)
 *   or text (`"KsKd"`); `[]` or `''` stands pat. The betting round never accepts it: the hand does,
 *   while a draw is pending (`LegalActions.discard`).
 * - `'run-it'` chooses how many times the rest of the board is run (R232) when the hand asks
 *   (`runItTimes: 'ask'`, `LegalActions.runIt`); the betting round never accepts it.
 * - `'decide'` makes the decision a step of a kind of your own asks for (`defineStepKind` with a
 *   `decision`, `LegalActions.decide`): `choice` is plain JSON, judged by the kind; the betting
 *   round never accepts it.
 */
export type PlayerAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  | { type: 'bet'; to: number }
  | { type: 'raise'; to: number }
  | { type: 'all-in' }
  | { type: 'bring-in' }
  | { type: 'discard'; cards: string | readonly number[] }
  | { type: 'run-it'; times: number }
  | { type: 'decide'; choice: unknown };
