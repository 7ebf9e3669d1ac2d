import { PokerchartError } from '@pokerchart/cards';

/**
 * Why {@link VizError} was thrown:
 * - `UNKNOWN_STATE`: an active state id (or path) that the machine does not have;
 * - `BAD_STATE_VALUE`: a snapshot value that does not fit the machine's states;
 * - `BAD_STEPS`: viewer steps that are missing or malformed;
 * - `RENDER_FAILED`: Graphviz could not lay out the chart;
 * - `BAD_OPTION`: something that is not a machine where a machine goes, or options that are not an object.
 */
export type VizErrorCode = 'UNKNOWN_STATE' | 'BAD_STATE_VALUE' | 'BAD_STEPS' | 'RENDER_FAILED' | 'BAD_OPTION';

/** An error from `@pokerchart/viz`, with a stable {@link VizErrorCode} in `code`. */
export class VizError extends PokerchartError {
  /** Stable error code. */
  declare readonly code: VizErrorCode;

  /** Creates the error; `message` says what was wrong and what is allowed. */
  constructor(code: VizErrorCode, message: string) {
    super(code, message);
    this.name = 'VizError';
    this.code = code;
  }
}
