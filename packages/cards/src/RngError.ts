import { PokerchartError } from './PokerchartError.js';

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
