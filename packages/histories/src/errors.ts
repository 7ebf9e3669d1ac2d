import { PokerchartError } from '@pokerchart/cards';

/**
 * Why a card-room hand history, or one hand in it, was refused, as a stable code (RULES R270, R271).
 * See {@link HistoryError}.
 */
export type HistoryErrorCode =
  | 'HISTORY_UNKNOWN_SITE'
  | 'HISTORY_BAD_WRITE';

/**
 * A card-room history that cannot be read or written as a whole (an unknown room, a hand the
 * writer cannot express). Refusals of single hands are not thrown: {@link parseHistory} lists them
 * in its `refused` array with the hand id, the line and a code.
 */
export class HistoryError extends PokerchartError {
  /** Stable code, see {@link HistoryErrorCode}. */
  declare readonly code: HistoryErrorCode;

  constructor(code: HistoryErrorCode, message: string) {
    super(code, message);
    this.name = 'HistoryError';
    this.code = code;
  }
}

/** A refusal raised while reading a hand. @internal */
export class HandRefusal extends Error {
  constructor(readonly code: string, message: string, readonly line: number) {
    super(message);
  }
}

/**
 * Stable codes of {@link HandDatabaseError}:
 * - `HAND_DATABASE_UNAVAILABLE`: the database could not be opened (a bad directory or URL);
 * - `HAND_DOES_NOT_ADD_UP`: a hand's results do not balance (what the winners got is not what the others lost, less the rake, R271);
 * - `HAND_DUPLICATE_PLAYER`: two players of a hand have the same name;
 * - `HAND_FILE_UNREADABLE`: a path given to the import cannot be read.
 */
export type HandDatabaseErrorCode = 'HAND_DATABASE_UNAVAILABLE' | 'HAND_DOES_NOT_ADD_UP' | 'HAND_DUPLICATE_PLAYER' | 'HAND_FILE_UNREADABLE';

/**
 * A hand database that cannot be opened, or (as the `code` of an import refusal) a hand the
 * database refuses to store. See {@link HandDatabaseErrorCode}.
 */
export class HandDatabaseError extends PokerchartError {
  /** Stable code, see {@link HandDatabaseErrorCode}. */
  declare readonly code: HandDatabaseErrorCode;

  constructor(code: HandDatabaseErrorCode, message: string) {
    super(code, message);
    this.name = 'HandDatabaseError';
    this.code = code;
  }
}
