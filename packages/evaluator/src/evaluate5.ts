import type { Card } from '@pokerchart/cards';
import { STANDARD } from './modes.js';
import { CARD_KEY5, CARD_SUIT, flushTable, HASH5_MASK, nonFlush5Table, OFFSETS5, SUIT_BASE } from './tables.js';

const NF = nonFlush5Table(STANDARD);
const FL = flushTable(STANDARD);

/**
 * The strength of exactly five cards under the standard ranking, on the same scale as
 * {@link evaluateHand} (higher wins). Hot path: no allocation and NO validation; the cards must be
 * distinct codes 0..51, otherwise the result is meaningless.
 */
export function evaluate5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const s = SUIT_BASE + CARD_SUIT[a]! + CARD_SUIT[b]! + CARD_SUIT[c]! + CARD_SUIT[d]! + CARD_SUIT[e]!;
  if ((s & 0x8888) !== 0) return FL[(1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2)) | (1 << (d >> 2)) | (1 << (e >> 2))]!;
  const k = CARD_KEY5[a]! + CARD_KEY5[b]! + CARD_KEY5[c]! + CARD_KEY5[d]! + CARD_KEY5[e]!;
  return NF[(k & HASH5_MASK) + OFFSETS5[k >>> 7]!]!;
}
