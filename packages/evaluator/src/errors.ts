import { PokerchartError } from '@pokerchart/cards';

/**
 * The stable codes of {@link EvaluationError}:
 * - `DUPLICATE_CARD`: a card appears twice among hole and board cards (R5);
 * - `CARD_COUNT`: too few cards for the selection rule (R135, R155, R160);
 * - `CARD_NOT_IN_DECK`: a card outside the ranking's deck, such as a 5 under `'shortdeck'` (R175);
 * - `BAD_RANKING`: an unknown ranking name;
 * - `BAD_RULE`: a malformed selection rule (`hole + board` must be 5);
 * - `BAD_OPTION`: an option that does not apply to the ranking;
 * - `NO_QUALIFYING_HAND`: `evaluateHand` under a ranking with a qualifier (eight-or-better) found
 *   no qualifying hand (`evaluateLow` returns `null` instead);
 * - `BAD_STRENGTH`: a number that is not a hand strength of this package (`categoryOf`);
 * - `BAD_VALUE`: a hand value that is not an object with a numeric `strength` (`compareHands`).
 *
 * Text that cannot be read as cards throws the `CardParseError` of `@pokerchart/cards` instead.
 */
export type EvaluationErrorCode =
  | 'DUPLICATE_CARD'
  | 'CARD_COUNT'
  | 'CARD_NOT_IN_DECK'
  | 'BAD_RANKING'
  | 'BAD_RULE'
  | 'BAD_OPTION'
  | 'NO_QUALIFYING_HAND'
  | 'BAD_STRENGTH'
  | 'BAD_VALUE';

/**
 * Thrown by the validating evaluators (`evaluateHand`, `evaluateLow`) when the input cannot be
 * evaluated. The message says what was wrong and what is allowed, citing the rule id.
 */
export class EvaluationError extends PokerchartError {
  /** Stable code for programmatic handling. */
  declare readonly code: EvaluationErrorCode;

  constructor(code: EvaluationErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'EvaluationError';
    this.code = code;
  }
}
