/**
 * Cards for pokerchart: the {@link Card} code, parsing and formatting (R2), the standard and
 * short decks (R1), a seeded {@link Rng} and an unbiased {@link shuffle} (R6), and {@link popcount}
 * for bit masks of cards, ranks or players.
 *
 * @packageDocumentation
 */
export type { Card } from './Card.js';
export { RANK_CHARS, SUIT_CHARS, rankOf, suitOf, makeCard, isCard } from './Card.js';
export { PokerchartError } from './errors.js';
export { CardParseError } from './errors.js';
export { RngError } from './errors.js';
export { parseCard } from './parseCard.js';
export { parseCards } from './parseCard.js';
export { formatCard } from './formatCard.js';
export { formatCards } from './formatCard.js';
export { standardDeck } from './Card.js';
export { shortDeck } from './Card.js';
export type { Rng } from './createRng.js';
export { createRng, restoreRng } from './createRng.js';
export { shuffle } from './shuffle.js';
export { popcount } from './popcount.js';
