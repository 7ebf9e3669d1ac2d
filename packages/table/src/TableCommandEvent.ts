import type { PlayerAction } from '@pokerchart/betting';

/**
 * The events of the table machine: seat changes between hands ({@link SeatCommand}), `DEAL` to
 * start the next hand (with the table time `now` in milliseconds, for time-based blind levels,
 * or the index `level` of the level to play, which overrides the schedule's clock: a tournament
 * running many tables keeps one clock for all of them),
 * `ACT`, a player action passed on to the running hand actor, and `TIMEOUT`: the seat to act ran
 * out of time and takes the timeout action (`timeoutAction`, R261), recorded in the hand's
 * `timeouts`.
 */
export type TableCommandEvent =
  | SeatCommand
  | { type: 'DEAL'; now?: number; level?: number }
  | { type: 'ACT'; action: PlayerAction }
  | { type: 'TIMEOUT' };

/**
 * A change to the seats, accepted between hands (`SIT_OUT` and `SIT_IN` during a hand too, taking
 * effect from the next hand, R262):
 * `SIT` takes an empty seat with a stack (tournament: before the first hand only); `LEAVE`
 * frees a seat, taking the stack away (cash; in a tournament only before the first hand);
 * `SIT_OUT` keeps the seat without being dealt in (a tournament deals it in and times it out at
 * once); `SIT_IN` comes back, at a cash table posting the blinds it missed or, with
 * `waitForBigBlind`, waiting until it is the big blind; `REBUY` adds chips
 * (cash only; a busted player rebuys this way).
 */
export type SeatCommand =
  | { type: 'SIT'; seat: number; name: string; stack: number }
  | { type: 'LEAVE'; seat: number }
  | { type: 'SIT_OUT'; seat: number }
  | { type: 'SIT_IN'; seat: number; waitForBigBlind?: boolean }
  | { type: 'REBUY'; seat: number; amount: number }
  | { type: 'BOMB_POT'; seat: number };
