import type { PlayerAction } from '@pokerchart/betting';

/**
 * One entry of a room table's event log. Replaying the log from the table's configuration gives
 * the table again, exactly: `deal` carries the time it was dealt at, `join` the hash of the seat's
 * token (never the token). An `act` with `timeout: true` is the timeout action the clock took for
 * the seat (R260, R261); an `act` that used the seat's time bank carries `bankMs`, what was left
 * of the bank (R260). `sit-out` and `sit-in` are the seat's requests (R262). `kick` is the admin's
 * removal: the seat's token is void at once and, during a hand, the seat is folded at its turns
 * until the hand ends.
 */
export type RoomEvent =
  | { type: 'join'; seat: number; name: string; buyIn: number; tokenHash: string }
  | { type: 'leave'; seat: number }
  | { type: 'kick'; seat: number }
  | { type: 'deal'; now: number }
  | { type: 'act'; seat: number; action: PlayerAction; timeout?: true; bankMs?: number }
  | { type: 'sit-out'; seat: number }
  | { type: 'sit-in'; seat: number }
  | { type: 'pause' }
  | { type: 'unpause' };
