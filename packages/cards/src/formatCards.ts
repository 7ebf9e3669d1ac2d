import type { Card } from './Card.js';
import { formatCard } from './formatCard.js';

/** Formats each card with {@link formatCard}: `[51, 46]` → `["As", "Kd"]`. */
export function formatCards(cards: readonly Card[]): string[] {
  return cards.map(formatCard);
}
