/**
 * Cards for pokerchart: the {@link Card} code, parsing and formatting (R2), the standard and
 * short decks (R1), a seeded {@link Rng} and an unbiased {@link shuffle} (R6).
 *
 * @packageDocumentation
 */
export type { Card } from './Card.js';
export { RANK_CHARS, SUIT_CHARS, rankOf, suitOf, makeCard, isCard } from './Card.js';
export { PokerchartError } from './PokerchartError.js';
export { CardParseError } from './CardParseError.js';
export { RngError } from './RngError.js';
export { parseCard } from './parseCard.js';
export { parseCards } from './parseCards.js';
export { formatCard } from './formatCard.js';
export { formatCards } from './formatCards.js';
export { standardDeck } from './standardDeck.js';
export { shortDeck } from './shortDeck.js';
export type { Rng } from './createRng.js';
export { createRng, restoreRng } from './createRng.js';
export { shuffle } from './shuffle.js';
