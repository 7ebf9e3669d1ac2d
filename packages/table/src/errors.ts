import { PokerchartError } from '@pokerchart/cards';

/**
 * Every error the table raises, with a stable {@link TableError.code}:
 *
 * - `TABLE_SEAT_TAKEN`, `TABLE_SEAT_EMPTY`, `TABLE_BAD_SEAT`: a seat change names a seat that
 *   cannot take it;
 * - `TABLE_BAD_CONFIG`: the table's configuration or an amount is invalid (the message names it);
 * - `TABLE_NOT_ALLOWED`: the change is not allowed in this mode or now (a rebuy in a tournament, a
 *   newcomer after a tournament started, sitting in without chips);
 * - `TABLE_NOT_BETWEEN_HANDS`: a seat change or a new hand was asked for while a hand is running;
 * - `TABLE_FINISHED`: the tournament is over;
 * - `TABLE_TOO_FEW_PLAYERS`: fewer than two players can be dealt in;
 * - `TABLE_NO_HAND`: a player action was sent while no hand is running;
 * - `TABLE_CHIPS_MISMATCH`: a hand's final stacks do not add up to its starting stacks (R0.5);
 * - `TABLE_BOT_FAILED`: a bot threw or returned an illegal action in {@link runTable}.
 */
export class TableError extends PokerchartError {
  /** Stable error code (see the class description). */
  declare readonly code: string;
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'TableError';
    this.code = code;
  }
}
