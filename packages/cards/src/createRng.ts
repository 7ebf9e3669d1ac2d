import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { RngError } from './errors.js';

/**
 * A seeded pseudo-random source (xoroshiro128+ from pure-rand). It is mutable: each draw advances
 * it. Its state is a short array of integers, so it can be saved in JSON and restored exactly.
 */
export interface Rng {
  /** A uniform integer in `[0, n)`; `n` must be a positive integer. */
  int(n: number): number;
  /** A uniform float in `[0, 1)`. */
  float(): number;
  /** The current state, JSON-safe; {@link restoreRng} continues from it. */
  state(): number[];
}

class PureRng implements Rng {
  constructor(private readonly gen: ReturnType<typeof xoroshiro128plus>) {}
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RngError('BAD_BOUND', `Rng.int needs a positive integer bound, got ${n}`);
    // up to 2^32 from one 32-bit draw (the same draws as uniformInt, faster); beyond, pure-rand's own
    return n <= 4294967296 ? uniformBelow(this.gen, n) : uniformInt(this.gen, 0, n - 1);
  }
  float(): number {
    // 53 random bits from two draws
    const hi = uniformBelow(this.gen, 1 << 26);
    const lo = uniformBelow(this.gen, 1 << 27);
    return (hi * 134217728 + lo) / 9007199254740992;
  }
  state(): number[] {
    return [...this.gen.getState()];
  }
}

/**
 * A deterministic random source from an integer seed: the same seed gives the same draws on
 * every platform.
 * @throws {@link RngError} (`BAD_SEED`) if `seed` is not a safe integer.
 */
export function createRng(seed: number): Rng {
  if (!Number.isSafeInteger(seed)) throw new RngError('BAD_SEED', `an RNG seed must be a safe integer, got ${String(seed)}`);
  return new PureRng(xoroshiro128plus((seed | 0) ^ (Math.floor(seed / 4294967296) | 0)));
}

/**
 * Restores an {@link Rng} from {@link Rng.state}, continuing exactly where it was.
 * @throws {@link RngError} (`BAD_STATE`) if the state is not four 32-bit integers.
 */
export function restoreRng(state: readonly number[]): Rng {
  if (!Array.isArray(state) || state.length !== 4 || !state.every((v) => Number.isInteger(v) && Math.abs(v) < 2 ** 32)) {
    throw new RngError('BAD_STATE', 'an RNG state must be an array of four 32-bit integers, as returned by Rng.state()');
  }
  return new PureRng(xoroshiro128plusFromState(state));
}

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
