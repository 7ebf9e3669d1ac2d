import type { Card } from '@pokerchart/cards';
import { deuceToSevenTables } from './lowballTables.js';
import { CARD_KEY5, CARD_SUIT, HASH5_MASK, OFFSETS5, SUIT_BASE } from './tables.js';

let FIVE: Int32Array | undefined;
let FLUSH: Int32Array | undefined;

/**
 * The deuce-to-seven low strength of exactly five cards (R191): from 1 (the royal flush) to
 * 7 462 (7-5-4-3-2 of at least two suits), higher is better (R194). Straights and flushes count
 * against the hand and the ace is high only. One table lookup (by the rank mask for a flush, by
 * the ranks' key sum otherwise). Hot path: no allocation and NO validation.
 */
export function evaluateDeuceToSeven5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const s = SUIT_BASE + CARD_SUIT[a]! + CARD_SUIT[b]! + CARD_SUIT[c]! + CARD_SUIT[d]! + CARD_SUIT[e]!;
  if ((s & 0x8888) !== 0) {
    const fl = FLUSH ?? (FLUSH = deuceToSevenTables().flush);
    return fl[(1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2)) | (1 << (d >> 2)) | (1 << (e >> 2))]!;
  }
  const t = FIVE ?? (FIVE = deuceToSevenTables().five);
  const k = CARD_KEY5[a]! + CARD_KEY5[b]! + CARD_KEY5[c]! + CARD_KEY5[d]! + CARD_KEY5[e]!;
  return t[(k & HASH5_MASK) + OFFSETS5[k >>> 7]!]!;
}
