import { PokerchartError } from '@pokerchart/cards';

/**
 * Stable codes of {@link OddsInputError}:
 * - `BAD_CARDS`: a hand, the board or the dead cards could not be read as cards;
 * - `DUPLICATE_CARD`: the same card appears twice among hands, board and dead cards (R5);
 * - `CARD_NOT_IN_DECK`: a card is not in the variant's deck (a 2 in short deck, R1, R175);
 * - `HOLE_CARD_COUNT`: a hand does not hold exactly the variant's number of hole cards (R35);
 * - `TOO_MANY_BOARD_CARDS`: more board cards than the variant's streets deal;
 * - `TOO_FEW_HANDS`: fewer than two hands to compare;
 * - `NOT_ENOUGH_CARDS`: the deck left after hands, board and dead cards cannot complete the board;
 * - `BAD_VARIANT`: the variant is not a valid variant descriptor;
 * - `BAD_OPTION`: an option (`samples`, `seed`, `threads`, a pot size, a count of outs…) is out of range;
 * - `BAD_RANGE`: a range could not be read ({@link RangeParseError} says where);
 * - `EMPTY_RANGE`: a range holds no hand (its weights removed every hand it names), or none once the board, the dead cards and the other players'
 *   known cards are removed, or the ranges leave no way to deal every player without a shared card;
 * - `NO_CARDS_TO_COME`: {@link outs} was asked about a board that cannot take another card, or
 *   cannot yet be evaluated.
 */
export type OddsInputErrorCode =
  | 'BAD_CARDS'
  | 'DUPLICATE_CARD'
  | 'CARD_NOT_IN_DECK'
  | 'HOLE_CARD_COUNT'
  | 'TOO_MANY_BOARD_CARDS'
  | 'TOO_FEW_HANDS'
  | 'NOT_ENOUGH_CARDS'
  | 'BAD_VARIANT'
  | 'BAD_OPTION'
  | 'NO_CARDS_TO_COME'
  | 'BAD_RANGE'
  | 'EMPTY_RANGE';

/**
 * Thrown by the odds functions when their input is not a situation that can occur at a table:
 * the message says what was wrong and what is allowed, {@link OddsInputError.code} says which check
 * failed. Input is never corrected silently.
 */
export class OddsInputError extends PokerchartError {
  /** Which check failed; stable across versions. */
  declare readonly code: OddsInputErrorCode;

  /**
   * @param code the failed check
   * @param message what was wrong and what is allowed
   * @param options the underlying error, if any (`{ cause }`)
   */
  constructor(code: OddsInputErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'OddsInputError';
    this.code = code;
  }
}

/**
 * Stable codes of {@link OddsWorkerError}:
 * - `WORKER_FAILED`: an equity worker thread reported an error or could not start;
 * - `WORKER_STOPPED`: an equity worker thread exited before it sent its tally.
 */
export type OddsWorkerErrorCode = 'WORKER_FAILED' | 'WORKER_STOPPED';

/**
 * Rejects {@link equity} when one of its worker threads (`threads` above 1) fails or stops early.
 * The input was valid (input problems are {@link OddsInputError}s); the cause, when there is
 * one, is kept in `cause`. Running again with `threads: 1` computes the same result in-process.
 */
export class OddsWorkerError extends PokerchartError {
  /** Which failure it was. */
  declare readonly code: OddsWorkerErrorCode;

  /**
   * @param code the failure
   * @param message what happened
   * @param options the underlying error, if any
   */
  constructor(code: OddsWorkerErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'OddsWorkerError';
    this.code = code;
  }
}

/**
 * Thrown by {@link parseRange} (and by {@link equity} when a range string cannot be read): the
 * message quotes the offending token and says what is allowed; {@link RangeParseError.position}
 * is the index of that token in {@link RangeParseError.input}. Its code is always `BAD_RANGE`.
 */
export class RangeParseError extends OddsInputError {
  /** The whole text that was being read. */
  readonly input: string;
  /** Character index in `input` where the offending token starts. */
  readonly position: number;
  /** The offending token, as written. */
  readonly token: string;

  /**
   * @param message what was wrong and what is allowed
   * @param input the whole range text
   * @param position where the offending token starts
   * @param token the offending token
   */
  constructor(message: string, input: string, position: number, token: string) {
    super('BAD_RANGE', message);
    this.name = 'RangeParseError';
    this.input = input;
    this.position = position;
    this.token = token;
  }
}
