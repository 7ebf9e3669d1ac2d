import type { Card } from './Card.js';
import { CardParseError } from './CardParseError.js';
import { formatCard } from './formatCard.js';

/**
 * Formats each card with {@link formatCard}: `[51, 46]` → `["As", "Kd"]`.
 * @throws {@link CardParseError} when `cards` is not an array or holds a non-card.
 */
export function formatCards(cards: readonly Card[]): string[] {
  if (!Array.isArray(cards)) throw new CardParseError(`cards must be an array of card codes 0..51, got ${cards === null ? 'null' : typeof cards}`, String(cards), 0);
  return cards.map((c) => formatCard(c));
}
