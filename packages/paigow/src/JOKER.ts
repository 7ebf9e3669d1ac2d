import type { Card } from '@pokerchart/cards';

/**
 * The joker of the 53-card Pai Gow deck (R280, R281), as a card code: `52`, one past the ace of
 * spades (`51`), so the 52 standard cards keep their @pokerchart/cards codes. It is written `"Jk"`
 * ({@link formatPaiGowCard}); {@link parsePaiGowCard} also reads `"jk"`, `"JK"`, `"Joker"` and `"🃏"`.
 * It has no rank or suit of its own: `rankOf(JOKER)` from @pokerchart/cards is meaningless, and
 * `isCard(JOKER)` is false (the standard deck has no joker, R1); use {@link isPaiGowCard}.
 * In a hand it counts as an ace, except that it completes a straight, a flush or a straight
 * flush when that makes a better five-card hand (R281).
 */
export const JOKER: Card = 52;

/** Whether a value is a card of the 53-card Pai Gow deck: an integer code 0..51 or {@link JOKER} (R280). */
export function isPaiGowCard(value: unknown): value is Card {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= JOKER;
}
