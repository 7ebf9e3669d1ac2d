import type { PlayerView } from '@pokerchart/engine';

/**
 * What one seat sees of a room table: the engine's {@link PlayerView} of the running (or last)
 * hand, computed by the server for that seat alone, plus the table's facts.
 */
export type RoomView = PlayerView & {
  /** The hand number at this table (0 before the first hand). */
  handNumber: number;
  /** Every seat's stack (0 for an empty seat, see `names`): during a hand as in the hand, between hands the table's. */
  stacks: number[];
  /** Players' names by seat, `null` for an empty seat. */
  names: (string | null)[];
  /** `'between'` hands or `'playing'` one. */
  phase: 'between' | 'playing';
  /** The table's event sequence number this view was computed at. */
  seq: number;
  /** The number of actions taken so far in this hand; an action is sent for exactly this count, so a replayed one is refused. */
  actionIndex: number;
  /**
   * The action clock (R260) of the decision in progress: the seat to act, the milliseconds left
   * of its `actionSeconds` and of its time bank, as of when the view was sent (the bank runs once
   * the action time is spent); `null` when nobody is to act or the table has no clock.
   */
  clock: { seat: number; actionLeftMs: number; bankLeftMs: number } | null;
  /** Which seats are sitting out (R262), by seat. */
  sittingOut: boolean[];
  /** The variant's id (a built-in one, or a composed variant the room serves). */
  variant: string;
  /** The variant's name, to show. */
  variantName: string;
};
