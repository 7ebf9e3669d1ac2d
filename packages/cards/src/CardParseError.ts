import { PokerchartError } from './PokerchartError.js';

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
