import type { HandValue } from './HandValue.js';

/**
 * Compares two hand values of the same ranking (or two lows): `1` when `a` wins, `-1` when `b`
 * wins, `0` for a tie (R137, R138). Only the strengths are compared, never the suits.
 */
export function compareHands(a: HandValue, b: HandValue): -1 | 0 | 1 {
  return a.strength > b.strength ? 1 : a.strength < b.strength ? -1 : 0;
}
