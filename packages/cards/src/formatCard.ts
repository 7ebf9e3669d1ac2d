import { type Card, isCard, RANK_CHARS, SUIT_CHARS } from './Card.js';
import { CardParseError } from './CardParseError.js';

/**
 * Formats a card in the two-character form of R2: rank then suit, `"As"`, `"Td"`, `"7h"`.
 * @throws {@link CardParseError} if `card` is not a card code 0..51.
 */
export function formatCard(card: Card): string {
  if (!isCard(card)) throw new CardParseError(`${String(card)} is not a card code 0..51`, String(card), 0);
  return RANK_CHARS[card >> 2]! + SUIT_CHARS[card & 3]!;
}
