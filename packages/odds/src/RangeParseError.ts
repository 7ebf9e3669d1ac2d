import { OddsInputError } from './OddsInputError.js';

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
