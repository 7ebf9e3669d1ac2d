import type { PlayerAction } from '@pokerchart/betting';

/**
 * One entry of a room table's event log. Replaying the log from the table's configuration gives
 * the table again, exactly: `deal` carries the time it was dealt at, `join` the hash of the seat's
 * token (never the token). `kick` is the admin's removal: the seat's token is void at once and,
 * during a hand, the seat is folded at its turns until the hand ends.
 */
export type RoomEvent =
  | { type: 'join'; seat: number; name: string; buyIn: number; tokenHash: string }
  | { type: 'leave'; seat: number }
  | { type: 'kick'; seat: number }
  | { type: 'deal'; now: number }
  | { type: 'act'; seat: number; action: PlayerAction }
  | { type: 'pause' }
  | { type: 'unpause' };
