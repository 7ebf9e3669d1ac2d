import { PokerchartError } from '@pokerchart/cards';

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
