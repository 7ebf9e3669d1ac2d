import { bestFlush, nonFlushFromMasks } from './bestHand.js';
import { popcount } from '@pokerchart/cards';
import type { Mode } from './rankMath.js';
import { HASH5_OFFSETS, HASH5_SHIFT, HASH5_SIZE, HASH_OFFSETS, HASH_SHIFT, HASH_SIZE, RANK_KEYS, RANK_KEYS_5 } from './perfectHash.js';

// The hot loops shift by the literals 9 and 7 (a constant the JIT folds); regenerating the hash
// with other shifts must update them.
if (HASH_SHIFT !== 9 || HASH5_SHIFT !== 7) throw new Error('perfectHash.ts shifts changed: update the literal shifts of the hot paths');

/** The additive rank key of each card code (R1 encoding: rank * 4 + suit). @internal */
export const CARD_KEY: Int32Array = Int32Array.from({ length: 52 }, (_, c) => RANK_KEYS[c >> 2]!);

/**
 * The suit counter of each card: one nibble per suit. Summed from 0x3333, a nibble reaches 8 (bit 3
 * set) exactly when its suit has five or more cards, so `(sum & 0x8888) !== 0` detects a flush
 * for up to seven cards.
 * @internal
 */
export const CARD_SUIT: Int32Array = Int32Array.from({ length: 52 }, (_, c) => 1 << ((c & 3) * 4));

/** Starting value of a suit counter sum. @internal */
export const SUIT_BASE = 0x3333;

/** The five-card rank key of each card code. @internal */
export const CARD_KEY5: Int32Array = Int32Array.from({ length: 52 }, (_, c) => RANK_KEYS_5[c >> 2]!);

/** Mask of the five-card key-sum bits inside a row. @internal */
export const HASH5_MASK = (1 << HASH5_SHIFT) - 1;

/** The row offsets of the five-card perfect hash. @internal */
export const OFFSETS5: Int32Array = HASH5_OFFSETS;

/** Mask of the key-sum bits inside a perfect-hash row. @internal */
export const HASH_MASK = (1 << HASH_SHIFT) - 1;

/** The row offsets of the perfect hash (re-exported for the hot loops). @internal */
export const OFFSETS: Int32Array = HASH_OFFSETS;

const nonFlush: (Int32Array | undefined)[] = [undefined, undefined, undefined, undefined];
const flush: (Int32Array | undefined)[] = [undefined, undefined, undefined, undefined];

/**
 * The strength of the best non-flush hand of every rank multiset of 5 to 7 cards under `mode`,
 * indexed by the perfect hash of its key sum. Built on first use (about 74 000 entries).
 * @internal
 */
export function nonFlushTable(mode: Mode): Int32Array {
  const existing = nonFlush[mode];
  if (existing !== undefined) return existing;
  const table = new Int32Array(HASH_SIZE);
  // rank masks carried through the recursion: present, 2+, 3+ and 4 cards
  const rec = (rank: number, left: number, sum: number, total: number, m1: number, m2: number, m3: number, m4: number): void => {
    if (rank === 13) {
      if (total >= 5) table[(sum & HASH_MASK) + HASH_OFFSETS[sum >>> HASH_SHIFT]!] = nonFlushFromMasks(m1, m2, m3, m4, mode);
      return;
    }
    const b = 1 << rank;
    const key = RANK_KEYS[rank]!;
    rec(rank + 1, left, sum, total, m1, m2, m3, m4);
    if (left >= 1) rec(rank + 1, left - 1, sum + key, total + 1, m1 | b, m2, m3, m4);
    if (left >= 2) rec(rank + 1, left - 2, sum + 2 * key, total + 2, m1 | b, m2 | b, m3, m4);
    if (left >= 3) rec(rank + 1, left - 3, sum + 3 * key, total + 3, m1 | b, m2 | b, m3 | b, m4);
    if (left >= 4) rec(rank + 1, left - 4, sum + 4 * key, total + 4, m1 | b, m2 | b, m3 | b, m4 | b);
  };
  rec(0, 7, 0, 0, 0, 0, 0, 0);
  nonFlush[mode] = table;
  return table;
}

const nonFlush5: (Int32Array | undefined)[] = [undefined, undefined, undefined, undefined];

/**
 * The strength of every rank multiset of exactly five cards that is not a flush, under `mode`,
 * indexed by the five-card perfect hash (6 175 entries, a table that stays in cache).
 * @internal
 */
export function nonFlush5Table(mode: Mode): Int32Array {
  const existing = nonFlush5[mode];
  if (existing !== undefined) return existing;
  const table = new Int32Array(HASH5_SIZE);
  const rec = (rank: number, left: number, sum: number, m1: number, m2: number, m3: number, m4: number): void => {
    if (rank === 13) {
      if (left === 0) table[(sum & HASH5_MASK) + HASH5_OFFSETS[sum >>> HASH5_SHIFT]!] = nonFlushFromMasks(m1, m2, m3, m4, mode);
      return;
    }
    const b = 1 << rank;
    const key = RANK_KEYS_5[rank]!;
    rec(rank + 1, left, sum, m1, m2, m3, m4);
    if (left >= 1) rec(rank + 1, left - 1, sum + key, m1 | b, m2, m3, m4);
    if (left >= 2) rec(rank + 1, left - 2, sum + 2 * key, m1 | b, m2 | b, m3, m4);
    if (left >= 3) rec(rank + 1, left - 3, sum + 3 * key, m1 | b, m2 | b, m3 | b, m4);
    if (left >= 4) rec(rank + 1, left - 4, sum + 4 * key, m1 | b, m2 | b, m3 | b, m4 | b);
  };
  rec(0, 5, 0, 0, 0, 0, 0);
  nonFlush5[mode] = table;
  return table;
}

/**
 * The strength of the best flush or straight flush of one suit, indexed by its 13-bit rank mask
 * (masks of five or more ranks; others hold 0). Built on first use.
 * @internal
 */
export function flushTable(mode: Mode): Int32Array {
  const existing = flush[mode];
  if (existing !== undefined) return existing;
  const table = new Int32Array(8192);
  for (let m = 0; m < 8192; m++) if (popcount(m) >= 5) table[m] = bestFlush(m, mode);
  flush[mode] = table;
  return table;
}
