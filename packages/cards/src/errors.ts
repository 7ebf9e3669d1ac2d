/**
 * The base class of every error the pokerchart packages throw at a caller: `CardParseError`,
 * `RngError`, `EvaluationError`, `IllegalActionError`, `HandOptionsError`, `RestoreError`,
 * `TableError`, `PhhParseError` and the others each extend it, so
 * `error instanceof PokerchartError` tells a refusal of the library apart from a bug, and
 * {@link PokerchartError.code} is a stable string to switch on (the table of codes is in the
 * robustness guide). The message says what was wrong and what is allowed.
 *
 * @example
 * ```ts
 * try { hand.act(action); } catch (e) {
 *   if (e instanceof PokerchartError) reply(400, e.code, e.message); else throw e;
 * }
 * ```
 */
export class PokerchartError extends Error {
  /** Stable code for programmatic handling (each subclass documents its codes). */
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PokerchartError';
    this.code = code;
  }
}
