/** A source of 32-bit signed integers, uniform over all 2^32 values (a pure-rand generator's `next`). @internal */
export interface Int32Source {
  next(): number;
}

/** 2^32: how many values one draw of an {@link Int32Source} can take. */
const TWO_POW_32 = 4294967296;

/**
 * A uniform integer in `[0, n)` for `1 <= n <= 2^32`: rejection sampling over one 32-bit draw (a
 * draw at or above the largest multiple of `n` is drawn again, so no remainder is more likely than
 * another). It gives exactly the draws of pure-rand's `uniformInt(source, 0, n - 1)` in this range
 * (the test compares them), computing the remainder as `v - floor(v / n) * n`: exact here (`v` and
 * `n` are below 2^53) and much faster in V8 than `%` on numbers above 2^31, which shuffling a deck
 * does 51 times per hand. @internal
 */
export function uniformBelow(source: Int32Source, n: number): number {
  const limit = n > 2 ? Math.floor(TWO_POW_32 / n) * n : TWO_POW_32;
  let v = source.next() + 2147483648; // a draw in [0, 2^32)
  while (v >= limit) v = source.next() + 2147483648;
  return v - Math.floor(v / n) * n;
}
