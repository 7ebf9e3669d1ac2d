import type { Card } from './Card.js';

/** The 52-card deck (R1), in code order `2c 2d 2h 2s 3c … As`. A new array each call. */
export function standardDeck(): Card[] {
  return Array.from({ length: 52 }, (_, i) => i);
}
