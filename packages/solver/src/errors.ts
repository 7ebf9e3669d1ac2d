import { PokerchartError } from '@pokerchart/cards';

/** The codes of {@link SolverError}. */
export type SolverErrorCode = 'UNSUPPORTED_GAME' | 'TOO_LARGE' | 'BAD_OPTIONS' | 'BAD_STRATEGY';

/**
 * Why the solver refused: a game it cannot walk (`UNSUPPORTED_GAME`: more than two players, a
 * draw, up cards, a decision other than check, bet, call, fold or raise), a tree too large for it
 * (`TOO_LARGE`), bad options (`BAD_OPTIONS`) or a strategy that is not one (`BAD_STRATEGY`). The
 * message says what was wrong and what is allowed, citing R293.
 */
export class SolverError extends PokerchartError {
  /** Stable error code for programmatic handling. */
  declare readonly code: SolverErrorCode;

  constructor(code: SolverErrorCode, message: string) {
    super(code, message);
    this.name = 'SolverError';
  }
}
