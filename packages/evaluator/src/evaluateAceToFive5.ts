import type { Card } from '@pokerchart/cards';
import { aceToFiveTables } from './lowballTables.js';
import { CARD_KEY5, HASH5_MASK, OFFSETS5 } from './tables.js';

let FIVE: Int32Array | undefined;

/**
 * The ace-to-five low strength of exactly five cards (R190), the same number as
 * `evaluateHand({ hole, board: '', ranking: 'ace-to-five-low' }).strength`: from 1 (four kings
 * and a queen) to 6 175 (5-4-3-2-A), higher is better (R194). One table lookup by the ranks'
 * key sum. Hot path: no allocation and NO validation (distinct card codes 0..51).
 */
export function evaluateAceToFive5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const t = FIVE ?? (FIVE = aceToFiveTables().five);
  const k = CARD_KEY5[a]! + CARD_KEY5[b]! + CARD_KEY5[c]! + CARD_KEY5[d]! + CARD_KEY5[e]!;
  return t[(k & HASH5_MASK) + OFFSETS5[k >>> 7]!]!;
}
