/**
 * A change to the seats, accepted between hands only:
 * `SIT` takes an empty seat with a stack (tournament: before the first hand only); `LEAVE`
 * frees a seat, taking the stack away (cash; in a tournament only before the first hand);
 * `SIT_OUT` keeps the seat without being dealt in; `SIT_IN` comes back; `REBUY` adds chips
 * (cash only; a busted player rebuys this way).
 */
export type SeatCommand =
  | { type: 'SIT'; seat: number; name: string; stack: number }
  | { type: 'LEAVE'; seat: number }
  | { type: 'SIT_OUT'; seat: number }
  | { type: 'SIT_IN'; seat: number }
  | { type: 'REBUY'; seat: number; amount: number }
  | { type: 'BOMB_POT'; seat: number };
