import type { Card } from '@pokerchart/cards';
import { STANDARD } from './rankMath.js';
import { CARD_KEY, CARD_SUIT, flushTable, HASH_MASK, nonFlushTable, OFFSETS, SUIT_BASE, CARD_KEY5, HASH5_MASK, nonFlush5Table, OFFSETS5 } from './tables.js';

// the seven-card table (0.46 MB) is built on the first call, so importing the package stays cheap
let NF: Int32Array | undefined;
const FL = flushTable(STANDARD);

/**
 * The strength of the best five of seven cards under the standard ranking, on the same scale as
 * {@link evaluateHand} (higher wins; R155 with any five of the seven). Hot path: no allocation and
 * NO validation; the cards must be distinct codes 0..51, otherwise the result is meaningless.
 *
 * One addition per card gives a rank-key sum and a suit counter; a non-flush hand is one
 * perfect-hash lookup, a flush one more lookup by the flush suit's rank mask.
 */
export function evaluate7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  const s =
    SUIT_BASE + CARD_SUIT[a]! + CARD_SUIT[b]! + CARD_SUIT[c]! + CARD_SUIT[d]! + CARD_SUIT[e]! + CARD_SUIT[f]! + CARD_SUIT[g]!;
  if ((s & 0x8888) !== 0) return flush7(s, a, b, c, d, e, f, g);
  const k = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]! + CARD_KEY[f]! + CARD_KEY[g]!;
  const nf = NF ?? (NF = nonFlushTable(STANDARD));
  return nf[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
}

function flush7(s: number, a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  const suit = (31 - Math.clz32(s & 0x8888)) >> 2;
  let m = 0;
  if ((a & 3) === suit) m |= 1 << (a >> 2);
  if ((b & 3) === suit) m |= 1 << (b >> 2);
  if ((c & 3) === suit) m |= 1 << (c >> 2);
  if ((d & 3) === suit) m |= 1 << (d >> 2);
  if ((e & 3) === suit) m |= 1 << (e >> 2);
  if ((f & 3) === suit) m |= 1 << (f >> 2);
  if ((g & 3) === suit) m |= 1 << (g >> 2);
  return FL[m]!;
}

const NF5 = nonFlush5Table(STANDARD);

/**
 * The strength of exactly five cards under the standard ranking, on the same scale as
 * {@link evaluateHand} (higher wins). Hot path: no allocation and NO validation; the cards must be
 * distinct codes 0..51, otherwise the result is meaningless.
 */
export function evaluate5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  const s = SUIT_BASE + CARD_SUIT[a]! + CARD_SUIT[b]! + CARD_SUIT[c]! + CARD_SUIT[d]! + CARD_SUIT[e]!;
  if ((s & 0x8888) !== 0) return FL[(1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2)) | (1 << (d >> 2)) | (1 << (e >> 2))]!;
  const k = CARD_KEY5[a]! + CARD_KEY5[b]! + CARD_KEY5[c]! + CARD_KEY5[d]! + CARD_KEY5[e]!;
  return NF5[(k & HASH5_MASK) + OFFSETS5[k >>> 7]!]!;
}
