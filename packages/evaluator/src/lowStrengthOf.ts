import type { Card } from '@pokerchart/cards';
import { combos } from './subsetSearch.js';
import type { SelectionRule } from './Ranking.js';

let holeMasks = new Int32Array(64);

/**
 * The strength of the best 8-or-better low (R166–R167), the same number as
 * `evaluateLow(...)?.strength`, or `0` when there is no qualifying low. Higher is a better low.
 * Fast path: no validation, no allocation.
 *
 * @param hole the hole cards
 * @param board the board cards
 * @param rule `'any'` (default) or `{ hole, board }` with `hole + board = 5` (Omaha Hi-Lo: 2 and 3)
 */
export function lowStrengthOf(hole: readonly Card[], board: readonly Card[], rule?: SelectionRule): number {
  if (rule === undefined || rule === 'any') {
    let m = 0;
    for (let i = 0; i < hole.length; i++) m |= LOW_BIT[hole[i]!]!;
    for (let i = 0; i < board.length; i++) m |= LOW_BIT[board[i]!]!;
    const m5 = lowest5(m);
    return m5 === 0 ? 0 : lowStrength(m5);
  }
  const nh = lowSubsets(hole, rule.hole);
  if (nh === 0) return 0;
  const hm = holeMasks;
  const bc = combos(board.length, rule.board);
  const k = rule.board;
  let best = 0x7fffffff;
  let p = 0;
  for (let j = 0; j < bc.count; j++, p += k) {
    // the board side: k distinct low ranks, else skip
    let bm = 0;
    let ok = true;
    for (let t = 0; t < k; t++) {
      const bit = LOW_BIT[board[bc.pos[p + t]!]!]!;
      if (bit === 0 || (bm & bit) !== 0) {
        ok = false;
        break;
      }
      bm |= bit;
    }
    if (!ok) continue;
    for (let i = 0; i < nh; i++) {
      const h = hm[i]!;
      if ((h & bm) === 0 && (h | bm) < best) best = h | bm;
    }
  }
  return best === 0x7fffffff ? 0 : lowStrength(best);
}

/** Masks of the k-subsets of `cards` made of k distinct low ranks, into holeMasks; returns how many. */
function lowSubsets(cards: readonly Card[], k: number): number {
  const c = combos(cards.length, k);
  if (c.count > holeMasks.length) holeMasks = new Int32Array(2 * c.count);
  let n = 0;
  let p = 0;
  for (let j = 0; j < c.count; j++, p += k) {
    let m = 0;
    let ok = true;
    for (let t = 0; t < k; t++) {
      const bit = LOW_BIT[cards[c.pos[p + t]!]!]!;
      if (bit === 0 || (m & bit) !== 0) {
        ok = false;
        break;
      }
      m |= bit;
    }
    if (ok) holeMasks[n++] = m;
  }
  return n;
}

/**
 * The low bit of each card for the 8-or-better low (R166): ace = bit 0, deuce = bit 1 … eight =
 * bit 7; 0 for nines and up.
 * @internal
 */
export const LOW_BIT: Int32Array = (() => {
  const t = new Int32Array(52);
  for (let c = 0; c < 52; c++) {
    const r = c >> 2;
    t[c] = r === 12 ? 1 : r <= 6 ? 1 << (r + 1) : 0;
  }
  return t;
})();

/**
 * The best (numerically smallest) five-bit subset of a low mask: its five lowest bits, or 0 when it
 * has fewer than five. @internal
 */
export function lowest5(mask: number): number {
  let m = mask;
  let out = 0;
  for (let i = 0; i < 5; i++) {
    if (m === 0) return 0;
    const b = m & -m;
    out |= b;
    m ^= b;
  }
  return out;
}

/** The low strength of a five-bit low mask: higher = better (R167). @internal */
export function lowStrength(mask5: number): number {
  return 256 - mask5;
}

/** The rank code (0..12) for low bit `i` (0 = ace). @internal */
export function lowBitRank(i: number): number {
  return i === 0 ? 12 : i - 1;
}

/** The low mask of some cards (bits of distinct low ranks). @internal */
export function lowMaskOf(cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) m |= LOW_BIT[c]!;
  return m;
}
