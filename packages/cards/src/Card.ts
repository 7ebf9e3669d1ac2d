/**
 * A playing card as a small integer, `0..51`.
 *
 * Encoding: `card = rank * 4 + suit`, where `rank` is `0..12` for 2, 3, …, K, A (R3) and
 * `suit` is `0..3` for clubs, diamonds, hearts, spades (c, d, h, s). So `0` is the 2 of clubs,
 * `51` the ace of spades; {@link rankOf} and {@link suitOf} recover the parts.
 * Suits carry no rank in any hand comparison (R4).
 */
export type Card = number;

/** Rank characters in rank order: index = rank code (R2). */
export const RANK_CHARS = '23456789TJQKA';

/** Suit characters in suit-code order: index = suit code (R2). */
export const SUIT_CHARS = 'cdhs';

/** The rank code (`0` = deuce … `12` = ace) of a card. */
export function rankOf(card: Card): number {
  return card >> 2;
}

/** The suit code (`0` = clubs, `1` = diamonds, `2` = hearts, `3` = spades) of a card. */
export function suitOf(card: Card): number {
  return card & 3;
}

/** The card with the given rank code (`0..12`) and suit code (`0..3`). */
export function makeCard(rank: number, suit: number): Card {
  return rank * 4 + suit;
}

/** Whether a value is a valid card code: an integer from 0 to 51. */
export function isCard(value: unknown): value is Card {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 52;
}

/** The 52-card deck (R1), in code order `2c 2d 2h 2s 3c … As`. A new array each call. */
export function standardDeck(): Card[] {
  return Array.from({ length: 52 }, (_, i) => i);
}

/** The 36-card short deck (6 to ace, R1, R175), in code order `6c … As`. A new array each call. */
export function shortDeck(): Card[] {
  return Array.from({ length: 36 }, (_, i) => i + 16);
}
