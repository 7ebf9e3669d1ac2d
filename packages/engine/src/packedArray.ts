/*
 * A new array of an exact length, packed, made by copying a cached array of zeros of that length.
 * In V8 an empty array grows by 16 places on its first push (about 185 bytes for a seat's two
 * cards instead of about 65), and `new Array(n)` is holey (every copy of it too); a hand makes a
 * few dozen small arrays whose lengths it knows. Only lengths up to {@link CACHED_LENGTH} are
 * cached; the cached arrays are never handed out.
 */

/** The longest length whose array of zeros is cached. */
const CACHED_LENGTH = 64;

const zerosOfLength: number[][] = [];

/**
 * A new packed array of `n` elements, each `value` (the caller writes the real ones over them).
 * @internal
 */
export function packedArray<T>(n: number, value: T): T[] {
  let out: T[];
  if (n > CACHED_LENGTH) {
    out = [];
    for (let i = 0; i < n; i++) out.push(value);
    return out;
  }
  let zeros = zerosOfLength[n];
  if (zeros === undefined) {
    zeros = [];
    for (let i = 0; i < n; i++) zeros.push(0);
    zerosOfLength[n] = zeros;
  }
  out = zeros.slice() as unknown as T[];
  if (value !== 0) for (let i = 0; i < n; i++) out[i] = value;
  return out;
}
