/**
 * The number of set bits of a 32-bit integer: how many cards, ranks or players a bit mask holds
 * (a card mask with bit `c` for card code `c`, a rank mask with bit `r` for rank `r`, a set of
 * seats or players). The argument is read as 32 bits, as JavaScript's bitwise operators read it,
 * so `popcount(-1)` is 32; pass whole numbers below 2^32.
 *
 * @example
 * ```ts
 * popcount(0b1011); // 3
 * popcount((1 << 12) | (1 << 0)); // 2: an ace and a deuce in a rank mask
 * ```
 */
export function popcount(x: number): number {
  // bits counted in pairs, then nibbles, then summed over the four bytes by one multiplication
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
