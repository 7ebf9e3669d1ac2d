import type { Card } from './Card.js';

/** The 36-card short deck (6 to ace, R1, R175), in code order `6c … As`. A new array each call. */
export function shortDeck(): Card[] {
  return Array.from({ length: 36 }, (_, i) => i + 16);
}
