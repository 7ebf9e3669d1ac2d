import { type Card, CardParseError, parseCards } from '@pokerchart/cards';
import { CliUsageError } from './CliCommand.js';

/** Cards typed on the command line; unreadable text is a {@link CliUsageError} naming `what`. */
export function readCards(text: string, what: string): Card[] {
  try {
    return parseCards(text);
  } catch (error) {
    if (error instanceof CardParseError) throw new CliUsageError(`cannot read the ${what} "${text}": ${error.message}`);
    throw error;
  }
}
