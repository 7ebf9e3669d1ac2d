import type { HandLogEntry, HandResult } from '@pokerchart/engine';
import type { Finish, TableHand } from './TableContext.js';

/**
 * What happens at a table, in order, for narration and statistics (see {@link createTable}'s
 * `onEvent` and {@link createNarrator}):
 *
 * - `hand-started`: a hand was dealt (`levelChanged` when its blind level is new), with the
 *   players' names by seat;
 * - `hand-log`: one entry of the running hand's log (posts, deals, actions, board cards, …), with
 *   `timeout: true` when the entry is a timeout action the table took for the seat (R261);
 * - `hand-finished`: the hand's result (showdown, pots and winners, final stacks);
 * - `eliminated`: a tournament player is out, with the finishing place;
 * - `seat-removed`: a cash table removed a seat that sat out `leaveAfterHands` hands (R262), its
 *   `stack` taken away;
 * - `table-finished`: the tournament is over; `finishes` ends with the winner.
 */
export type TableEvent =
  | { type: 'hand-started'; hand: TableHand; names: (string | null)[]; levelChanged: boolean }
  | { type: 'hand-log'; hand: number; entry: HandLogEntry; timeout?: true }
  | { type: 'hand-finished'; hand: number; result: HandResult }
  | { type: 'eliminated'; finish: Finish }
  | { type: 'seat-removed'; seat: number; name: string; stack: number }
  | { type: 'table-finished'; finishes: Finish[]; handsPlayed: number };
