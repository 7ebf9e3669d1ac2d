import {
  code, FLUSH, FULL, HIGH, type Mode, PAIR, QUADS, STRAIGHT, STRAIGHT_FLUSH, TRIPS, TWO_PAIR,
} from './modes.js';
import { highBit, MASK_INDEX, popcount, ranksDescending, straightIndex, straightRanks, topBits } from './rankMath.js';

const scratch: number[] = [0, 0, 0, 0, 0];

/**
 * The best hand that does not use a flush (every category but flush and straight flush) from rank
 * counts (`counts[r]` cards of rank code `r`), under `mode`. Returns the strength code and, when
 * `out` is given, writes the five ranks played in display order (R141). Works for any number of
 * cards from five up.
 * @internal
 */
export function bestNonFlush(counts: ArrayLike<number>, mode: Mode, out?: number[]): number {
  let mask = 0;
  let m2 = 0; // ranks with 2+ cards
  let m3 = 0; // ranks with 3+ cards
  let m4 = 0; // ranks with 4 cards
  for (let r = 0; r < 13; r++) {
    const c = counts[r]!;
    if (c > 0) {
      const b = 1 << r;
      mask |= b;
      if (c >= 2) m2 |= b;
      if (c >= 3) m3 |= b;
      if (c >= 4) m4 |= b;
    }
  }
  let best = 0;
  let kind = -1;
  let a = 0;
  let b = 0;
  let k = 0;
  if (m4 !== 0) {
    const q = highBit(m4);
    const kick = highBit(mask & ~(1 << q));
    const s = code(mode, QUADS, q * 13 + kick);
    if (s > best) { best = s; kind = QUADS; a = q; b = kick; }
  }
  if (m3 !== 0) {
    const t = highBit(m3);
    const rest2 = m2 & ~(1 << t);
    if (rest2 !== 0) {
      const p = highBit(rest2);
      const s = code(mode, FULL, t * 13 + p);
      if (s > best) { best = s; kind = FULL; a = t; b = p; }
    }
    const kicks = topBits(mask & ~(1 << t), 2);
    const k1 = highBit(kicks);
    const k2 = highBit(kicks & ~(1 << k1));
    const s = code(mode, TRIPS, t * 169 + k1 * 13 + k2);
    if (s > best) { best = s; kind = TRIPS; a = t; k = kicks; }
  }
  const si = straightIndex(mask, mode);
  if (si >= 0) {
    const s = code(mode, STRAIGHT, si);
    if (s > best) { best = s; kind = STRAIGHT; a = si; }
  }
  if (m2 !== 0) {
    const p1 = highBit(m2);
    const rest = m2 & ~(1 << p1);
    if (rest !== 0) {
      const p2 = highBit(rest);
      const kick = highBit(mask & ~(1 << p1) & ~(1 << p2));
      const s = code(mode, TWO_PAIR, p1 * 169 + p2 * 13 + kick);
      if (s > best) { best = s; kind = TWO_PAIR; a = p1; b = p2; k = kick; }
    }
    const kicks = topBits(mask & ~(1 << p1), 3);
    const s = code(mode, PAIR, p1 * 286 + MASK_INDEX[kicks]!);
    if (s > best) { best = s; kind = PAIR; a = p1; k = kicks; }
  }
  if (popcount(mask) >= 5) {
    const top = topBits(mask, 5);
    const s = code(mode, HIGH, MASK_INDEX[top]!);
    if (s > best) { best = s; kind = HIGH; k = top; }
  }
  if (out !== undefined) {
    switch (kind) {
      case QUADS: out[0] = out[1] = out[2] = out[3] = a; out[4] = b; break;
      case FULL: out[0] = out[1] = out[2] = a; out[3] = out[4] = b; break;
      case TRIPS: out[0] = out[1] = out[2] = a; ranksDescending(k, out, 3); break;
      case STRAIGHT: straightRanks(a, mode, out); break;
      case TWO_PAIR: out[0] = out[1] = a; out[2] = out[3] = b; out[4] = k; break;
      case PAIR: out[0] = out[1] = a; ranksDescending(k, out, 2); break;
      default: ranksDescending(k, out, 0);
    }
  }
  return best;
}

/**
 * The best flush or straight flush from the rank mask of one suit holding at least five cards,
 * under `mode`; writes the ranks played in display order into `out` when given.
 * @internal
 */
export function bestFlush(suitMask: number, mode: Mode, out?: number[]): number {
  const si = straightIndex(suitMask, mode);
  if (si >= 0) {
    if (out !== undefined) straightRanks(si, mode, out);
    return code(mode, STRAIGHT_FLUSH, si);
  }
  const top = topBits(suitMask, 5);
  if (out !== undefined) ranksDescending(top, out, 0);
  return code(mode, FLUSH, MASK_INDEX[top]!);
}

/** Scratch output for callers that only need a throwaway rank list. @internal */
export const scratchRanks = scratch;
