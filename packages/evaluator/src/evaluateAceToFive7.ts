import type { Card } from '@pokerchart/cards';
import { aceToFiveTables } from './lowballTables.js';
import { CARD_KEY, HASH_MASK, OFFSETS } from './tables.js';

let SEVEN: Int32Array | undefined;

/**
 * The ace-to-five low strength of the best five of seven cards (R190, razz; R193 without the
 * qualifier), on the scale of {@link evaluateAceToFive5}. Suits never matter in this ranking, so
 * the best five depend only on the seven ranks: one lookup in a table of every rank multiset of
 * five to seven cards, instead of valuing 21 subsets. Hot path: no allocation and NO validation.
 */
export function evaluateAceToFive7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  const t = SEVEN ?? (SEVEN = aceToFiveTables().seven);
  const k = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]! + CARD_KEY[f]! + CARD_KEY[g]!;
  return t[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
}
