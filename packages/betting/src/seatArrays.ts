/*
 * New per-seat arrays of zeros or `false`, made by copying a cached array of the same length:
 * much cheaper in V8 than `new Array(n).fill(x)` (a holey array filled by a builtin), and the
 * betting state makes several per hand and per round. The cached arrays are never handed out;
 * only table sizes up to {@link CACHED_SEATS} are cached.
 */

/** The largest seat count whose arrays are cached. */
const CACHED_SEATS = 64;

const zerosBySize: number[][] = [];
const falsesBySize: boolean[][] = [];

/** A packed array of `n` copies of `value`. */
function packed<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/** A new array of `n` zeros (chips by seat). @internal */
export function zeros(n: number): number[] {
  if (n > CACHED_SEATS) return packed(n, 0);
  return (zerosBySize[n] ??= packed(n, 0)).slice();
}

/** A new array of `n` times `false` (a flag by seat). @internal */
export function falses(n: number): boolean[] {
  if (n > CACHED_SEATS) return packed(n, false);
  return (falsesBySize[n] ??= packed(n, false)).slice();
}
