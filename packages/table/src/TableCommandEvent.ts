import type { PlayerAction } from '@pokerchart/betting';
import type { SeatCommand } from './SeatCommand.js';

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
