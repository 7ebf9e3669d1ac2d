
/**
 * Internal ranking modes: the ranking name plus the short-deck option folded into one small
 * integer, used to index the order and value tables.
 * @internal
 */
export type Mode = 0 | 1 | 2 | 3;
/** @internal */
export const STANDARD: Mode = 0;
/** @internal */
export const PAIGOW: Mode = 1;
/** @internal */
export const SHORTDECK: Mode = 2;
/** @internal */
export const SHORTDECK_TBS: Mode = 3;

/** Category ids (index into CATEGORIES). @internal */
export const HIGH = 0;
/** @internal */
export const PAIR = 1;
/** @internal */
export const TWO_PAIR = 2;
/** @internal */
export const TRIPS = 3;
/** @internal */
export const STRAIGHT = 4;
/** @internal */
export const FLUSH = 5;
/** @internal */
export const FULL = 6;
/** @internal */
export const QUADS = 7;
/** @internal */
export const STRAIGHT_FLUSH = 8;

/**
 * Precedence of each category id under each mode (0 = lowest). Standard and Pai Gow follow R136;
 * short deck puts the flush above the full house (R176) and swaps trips and straight with the
 * `tripsBeatStraight` option.
 */
const ORDERS: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8],
  [0, 1, 2, 3, 4, 5, 6, 7, 8],
  [0, 1, 2, 3, 4, 6, 5, 7, 8],
  [0, 1, 2, 4, 3, 6, 5, 7, 8],
];

/**
 * The strength code: `(precedence + 1) << 16 | category << 12 | within`, where `within` (< 4096)
 * orders hands inside their category. Higher wins; the category is recoverable from bits 12..15
 * whatever the ranking.
 * @internal
 */
export function code(mode: Mode, category: number, within: number): number {
  return ((ORDERS[mode]![category]! + 1) << 16) | (category << 12) | within;
}
