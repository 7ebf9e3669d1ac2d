import {
  code, FLUSH, FULL, HIGH, type Mode, PAIR, QUADS, SHORTDECK_TBS, STRAIGHT, STRAIGHT_FLUSH, TRIPS, TWO_PAIR,
} from './modes.js';
import { highBit, MASK_INDEX, ranksDescending, straightIndex, straightRanks, topBits } from './rankMath.js';

/**
 * The best hand that does not use a flush (every category but flush and straight flush) from rank
 * counts (`counts[r]` cards of rank code `r`), under `mode`. Returns the strength code and, when
 * `out` is given, writes the five ranks played in display order (R141). Works for any number of
 * cards from five up.
 * @internal
 */
export function bestNonFlush(counts: ArrayLike<number>, mode: Mode, out?: number[]): number {
  let mask = 0;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
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
  return nonFlushFromMasks(mask, m2, m3, m4, mode, out);
}

/**
 * {@link bestNonFlush} from rank masks: ranks present, with 2+, 3+ and 4 cards. Checks the
 * categories from the best down under `mode` and stops at the first one present.
 * @internal
 */
export function nonFlushFromMasks(mask: number, m2: number, m3: number, m4: number, mode: Mode, out?: number[]): number {
  if (m4 !== 0) {
    const q = highBit(m4);
    const kick = highBit(mask & ~(1 << q));
    if (out !== undefined) { out[0] = out[1] = out[2] = out[3] = q; out[4] = kick; }
    return code(mode, QUADS, q * 13 + kick);
  }
  if (m3 !== 0) {
    const t = highBit(m3);
    const rest2 = m2 & ~(1 << t);
    if (rest2 !== 0) {
      const p = highBit(rest2);
      if (out !== undefined) { out[0] = out[1] = out[2] = t; out[3] = out[4] = p; }
      return code(mode, FULL, t * 13 + p);
    }
  }
  // straight and trips: their order depends on the mode (R176); two pair and below rank lower
  const si = straightIndex(mask, mode);
  if (m3 !== 0 && (si < 0 || mode === SHORTDECK_TBS)) {
    const t = highBit(m3);
    const kicks = topBits(mask & ~(1 << t), 2);
    const k1 = highBit(kicks);
    const k2 = highBit(kicks & ~(1 << k1));
    if (out !== undefined) { out[0] = out[1] = out[2] = t; ranksDescending(kicks, out, 3); }
    return code(mode, TRIPS, t * 169 + k1 * 13 + k2);
  }
  if (si >= 0) {
    if (out !== undefined) straightRanks(si, mode, out);
    return code(mode, STRAIGHT, si);
  }
  if (m2 !== 0) {
    const p1 = highBit(m2);
    const rest = m2 & ~(1 << p1);
    if (rest !== 0) {
      const p2 = highBit(rest);
      const kick = highBit(mask & ~(1 << p1) & ~(1 << p2));
      if (out !== undefined) { out[0] = out[1] = p1; out[2] = out[3] = p2; out[4] = kick; }
      return code(mode, TWO_PAIR, p1 * 169 + p2 * 13 + kick);
    }
    const kicks = topBits(mask & ~(1 << p1), 3);
    if (out !== undefined) { out[0] = out[1] = p1; ranksDescending(kicks, out, 2); }
    return code(mode, PAIR, p1 * 286 + MASK_INDEX[kicks]!);
  }
  const top = topBits(mask, 5);
  if (out !== undefined) ranksDescending(top, out, 0);
  return code(mode, HIGH, MASK_INDEX[top]!);
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
