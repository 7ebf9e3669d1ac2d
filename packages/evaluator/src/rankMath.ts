import { popcount } from '@pokerchart/cards';

/**
 * For each 13-bit rank mask, its position among the masks with the same number of bits, in
 * ascending order. For masks of distinct ranks, numeric order is the order of R137 (highest card
 * first, then the next), so this position ranks flushes and high-card hands.
 * @internal
 */
export const MASK_INDEX: Int16Array = (() => {
  const index = new Int16Array(8192);
  const seen = new Int16Array(14);
  for (let m = 0; m < 8192; m++) {
    const bits = popcount(m);
    index[m] = seen[bits]!;
    seen[bits]! += 1;
  }
  return index;
})();


/** The mask of the `k` highest set bits of `mask` (fewer if it has fewer). @internal */
export function topBits(mask: number, k: number): number {
  let out = 0;
  let m = mask;
  for (let i = 0; i < k && m !== 0; i++) {
    const b = 1 << (31 - Math.clz32(m));
    out |= b;
    m ^= b;
  }
  return out;
}

/** The highest set bit's index, or -1. @internal */
export function highBit(mask: number): number {
  return 31 - Math.clz32(mask);
}

/**
 * The best straight among the ranks of `mask` under `mode`, as its index inside the straight
 * category, or -1 when there is none (R140, R170, R175). Index `2 * (top - 3)` for a straight with
 * top rank code `top`; the standard wheel is 0, the Pai Gow wheel 17 (between the king-high 16 and
 * the ace-high 18, R170), and the short-deck A-6-7-8-9 is 8, the place of a nine-high straight.
 * @internal
 */
export function straightIndex(mask: number, mode: Mode): number {
  if (mode === PAIGOW && (mask & 0x1f00) !== 0x1f00 && (mask & 0x100f) === 0x100f) return 17;
  for (let top = 12; top >= 4; top--) {
    const w = 0x1f << (top - 4);
    if ((mask & w) === w) return 2 * (top - 3);
  }
  if (mode >= SHORTDECK) return (mask & 0x10f0) === 0x10f0 ? 8 : -1;
  return (mask & 0x100f) === 0x100f ? 0 : -1;
}

/** The ranks of the straight with index `index` in display order (R141). @internal */
export function straightRanks(index: number, mode: Mode, out: number[]): void {
  if (index === 0 || index === 17) {
    out[0] = 3; out[1] = 2; out[2] = 1; out[3] = 0; out[4] = 12;
  } else if (index === 8 && mode >= SHORTDECK) {
    out[0] = 7; out[1] = 6; out[2] = 5; out[3] = 4; out[4] = 12;
  } else {
    const top = index / 2 + 3;
    for (let i = 0; i < 5; i++) out[i] = top - i;
  }
}

/** Writes the set bits of `mask`, highest first, into `out` from `at`. @internal */
export function ranksDescending(mask: number, out: number[], at: number): void {
  let m = mask;
  let i = at;
  while (m !== 0) {
    const r = 31 - Math.clz32(m);
    out[i++] = r;
    m ^= 1 << r;
  }
}

/**
 * Internal ranking modes: the ranking name plus the short-deck option folded into one small
 * integer, used to index the order and value tables.
 * @internal
 */
export type Mode = 0 | 1 | 2 | 3;
/** @internal */
export const STANDARD: Mode = 0;
/** @internal */
export const PAIGOW: Mode = 1;
/** @internal */
export const SHORTDECK: Mode = 2;
/** @internal */
export const SHORTDECK_TBS: Mode = 3;

/** Category ids (index into CATEGORIES). @internal */
export const HIGH = 0;
/** @internal */
export const PAIR = 1;
/** @internal */
export const TWO_PAIR = 2;
/** @internal */
export const TRIPS = 3;
/** @internal */
export const STRAIGHT = 4;
/** @internal */
export const FLUSH = 5;
/** @internal */
export const FULL = 6;
/** @internal */
export const QUADS = 7;
/** @internal */
export const STRAIGHT_FLUSH = 8;

/**
 * Precedence of each category id under each mode (0 = lowest). Standard and Pai Gow follow R136;
 * short deck puts the flush above the full house (R176) and swaps trips and straight with the
 * `tripsBeatStraight` option.
 */
const ORDERS: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8],
  [0, 1, 2, 3, 4, 5, 6, 7, 8],
  [0, 1, 2, 3, 4, 6, 5, 7, 8],
  [0, 1, 2, 4, 3, 6, 5, 7, 8],
];

/**
 * The strength code: `(precedence + 1) << 16 | category << 12 | within`, where `within` (< 4096)
 * orders hands inside their category. Higher wins; the category is recoverable from bits 12..15
 * whatever the ranking.
 * @internal
 */
export function code(mode: Mode, category: number, within: number): number {
  return ((ORDERS[mode]![category]! + 1) << 16) | (category << 12) | within;
}
