import type { Card } from '@pokerchart/cards';

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
