import { HASH5_OFFSETS, HASH5_SHIFT, HASH5_SIZE, HASH_OFFSETS, HASH_SHIFT, HASH_SIZE, RANK_KEYS, RANK_KEYS_5 } from './perfectHash.js';
import { FLUSH, FULL, HIGH, PAIR, QUADS, STRAIGHT, STRAIGHT_FLUSH, TRIPS, TWO_PAIR } from './rankMath.js';

/**
 * The lowball tables (R190, R191). Strengths are positions: 1 for the worst hand up to the number
 * of distinct values for the best (6 175 for ace-to-five, 7 462 for deuce-to-seven), so higher is
 * better (R194). Built on first use. @internal
 */
export interface LowballTables {
  /** By five-card rank multiset (perfect hash of the CARD_KEY5 sum): the value without a flush. */
  five: Int32Array;
  /** By 13-bit rank mask of five suited cards: the value of the flush (deuce-to-seven only; else empty). */
  flush: Int32Array;
  /** By rank multiset of five to seven cards (perfect hash of the CARD_KEY sum): the best five without a flush. */
  seven: Int32Array;
  /** The category id (index into CATEGORIES) of each strength. */
  category: Uint8Array;
}

/**
 * The order key of five ranks (values 0..12, higher is a higher card) as a high hand: category
 * (R136) times 2^20 plus the tie-break ranks (R137) as nibbles. `straights`: five consecutive
 * values are a straight (no wrap-around, no wheel).
 */
function highKey(values: readonly number[], flush: boolean, straights: boolean): number {
  const count = new Int32Array(13);
  for (const v of values) count[v]! += 1;
  const sorted = values.slice().sort((x, y) => count[y]! - count[x]! || y - x);
  const distinct = new Set(values).size;
  const straight = straights && distinct === 5 && sorted[0]! - sorted[4]! === 4;
  const top = count[sorted[0]!]!;
  let cat: number;
  if (straight && flush) cat = STRAIGHT_FLUSH;
  else if (top === 4) cat = QUADS;
  else if (top === 3 && distinct === 2) cat = FULL;
  else if (flush) cat = FLUSH;
  else if (straight) cat = STRAIGHT;
  else if (top === 3) cat = TRIPS;
  else if (top === 2 && distinct === 3) cat = TWO_PAIR;
  else if (top === 2) cat = PAIR;
  else cat = HIGH;
  let packed = 0;
  for (const v of sorted) packed = packed * 16 + v;
  return cat * 2 ** 20 + packed;
}

/** Calls `visit(ranks)` for every multiset of exactly `size` rank codes (at most four of each). */
function multisets(size: number, visit: (ranks: number[]) => void): void {
  const ranks: number[] = [];
  const rec = (rank: number, left: number): void => {
    if (left === 0) {
      visit(ranks);
      return;
    }
    if (rank === 13) return;
    rec(rank + 1, left);
    for (let c = 1; c <= Math.min(4, left); c++) {
      for (let i = 0; i < c; i++) ranks.push(rank);
      rec(rank + 1, left - c);
      ranks.length -= c;
    }
  };
  rec(0, size);
}

function slot5(ranks: readonly number[]): number {
  let sum = 0;
  for (const r of ranks) sum += RANK_KEYS_5[r]!;
  return (sum & ((1 << HASH5_SHIFT) - 1)) + HASH5_OFFSETS[sum >>> HASH5_SHIFT]!;
}

function slot7(ranks: readonly number[]): number {
  let sum = 0;
  for (const r of ranks) sum += RANK_KEYS[r]!;
  return (sum & ((1 << HASH_SHIFT) - 1)) + HASH_OFFSETS[sum >>> HASH_SHIFT]!;
}

/**
 * Builds the tables of a low ranking that reverses a high order: `value(r)` maps a rank code to
 * its value as a high card; `withFlushes` counts straights and flushes (deuce-to-seven).
 */
function build(value: (rank: number) => number, withFlushes: boolean): LowballTables {
  const keys = new Set<number>();
  const keyOf5 = new Map<number, number>(); // five slot -> key
  multisets(5, (ranks) => {
    const k = highKey(ranks.map(value), false, withFlushes);
    keys.add(k);
    keyOf5.set(slot5(ranks), k);
  });
  const flushKeys = new Map<number, number>(); // rank mask -> key
  if (withFlushes) {
    for (let m = 0; m < 8192; m++) {
      let bits = 0;
      const ranks: number[] = [];
      for (let r = 0; r < 13; r++) if ((m & (1 << r)) !== 0) { bits++; ranks.push(r); }
      if (bits !== 5) continue;
      const k = highKey(ranks.map(value), true, true);
      keys.add(k);
      flushKeys.set(m, k);
    }
  }
  // the best low is the lowest high key: strength = distinct values - position in ascending order
  const ascending = [...keys].sort((x, y) => x - y);
  const strengthOfKey = new Map<number, number>();
  const category = new Uint8Array(ascending.length + 1);
  ascending.forEach((k, i) => {
    const s = ascending.length - i;
    strengthOfKey.set(k, s);
    category[s] = Math.floor(k / 2 ** 20);
  });
  const five = new Int32Array(HASH5_SIZE);
  for (const [slot, k] of keyOf5) five[slot] = strengthOfKey.get(k)!;
  const flush = new Int32Array(withFlushes ? 8192 : 0);
  for (const [m, k] of flushKeys) flush[m] = strengthOfKey.get(k)!;
  // five to seven cards without a flush: the best five-card sub-multiset
  const seven = new Int32Array(HASH_SIZE);
  const sub: number[] = [];
  for (let size = 5; size <= 7; size++) {
    multisets(size, (ranks) => {
      let best = 0;
      const pick = (from: number): void => {
        if (sub.length === 5) {
          const v = five[slot5(sub)]!;
          if (v > best) best = v;
          return;
        }
        for (let i = from; i < ranks.length; i++) {
          if (i > from && ranks[i] === ranks[i - 1]) continue; // equal ranks: one branch per count
          sub.push(ranks[i]!);
          pick(i + 1);
          sub.pop();
        }
      };
      pick(0);
      seven[slot7(ranks)] = best;
    });
  }
  return { five, flush, seven, category };
}

let aceToFive: LowballTables | undefined;
let deuceToSeven: LowballTables | undefined;

/** Ace-to-five (R190): aces low, straights and flushes ignored. @internal */
export function aceToFiveTables(): LowballTables {
  return (aceToFive ??= build((r) => (r === 12 ? 0 : r + 1), false));
}

/** Deuce-to-seven (R191): the standard high order reversed, aces high only, no wheel. @internal */
export function deuceToSevenTables(): LowballTables {
  return (deuceToSeven ??= build((r) => r, true));
}
