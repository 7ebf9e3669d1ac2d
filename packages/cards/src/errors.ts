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

/**
 * Thrown when text (or a number) cannot be read as a card. `input` is the whole input that was
 * given and `position` the character index (or array index) where reading failed.
 */
export class CardParseError extends PokerchartError {
  /** Stable error code for programmatic handling. */
  declare readonly code: 'CARD_PARSE';
  /** The input that could not be parsed, as given (arrays are joined with spaces). */
  readonly input: string;
  /** Index in `input` where the problem starts. */
  readonly position: number;

  constructor(message: string, input: string, position: number) {
    super('CARD_PARSE', message);
    this.name = 'CardParseError';
    this.input = input;
    this.position = position;
  }
}

/**
 * Thrown by {@link createRng}, {@link restoreRng}, `Rng.int` and {@link shuffle} for an argument
 * they cannot use. Codes: `BAD_SEED` (a seed that is not a safe integer), `BAD_STATE` (a state that
 * is not four 32-bit integers), `BAD_BOUND` (a bound that is not a positive integer), `BAD_DECK`
 * (shuffle of something that is not an array), `BAD_RNG` (shuffle without an `Rng`).
 */
export class RngError extends PokerchartError {
  /** Stable code (see the class description). */
  declare readonly code: 'BAD_SEED' | 'BAD_STATE' | 'BAD_BOUND' | 'BAD_DECK' | 'BAD_RNG';

  constructor(code: 'BAD_SEED' | 'BAD_STATE' | 'BAD_BOUND' | 'BAD_DECK' | 'BAD_RNG', message: string) {
    super(code, message);
    this.name = 'RngError';
  }
}
