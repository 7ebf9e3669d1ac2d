import { type Card, isCard, RANK_CHARS, SUIT_CHARS } from './Card.js';
import { CardParseError } from './errors.js';

/**
 * Formats each card with {@link formatCard}: `[51, 46]` → `["As", "Kd"]`.
 * @throws {@link CardParseError} when `cards` is not an array or holds a non-card.
 */
export function formatCards(cards: readonly Card[]): string[] {
  if (!Array.isArray(cards)) throw new CardParseError(`cards must be an array of card codes 0..51, got ${cards === null ? 'null' : typeof cards}`, String(cards), 0);
  return cards.map((c) => formatCard(c));
}

/**
 * Formats a card in the two-character form of R2: rank then suit, `"As"`, `"Td"`, `"7h"`.
 * @throws {@link CardParseError} if `card` is not a card code 0..51.
 */
export function formatCard(card: Card): string {
  if (!isCard(card)) throw new CardParseError(`${String(card)} is not a card code 0..51`, String(card), 0);
  return RANK_CHARS[card >> 2]! + SUIT_CHARS[card & 3]!;
}
