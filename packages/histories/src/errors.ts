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
