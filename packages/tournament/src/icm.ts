import { createRng, popcount } from '@pokerchart/cards';
import { TournamentError } from './errors.js';

/** Players up to which {@link icm} is exact (R251); beyond, it samples. */
export const ICM_EXACT_MAX = 10;

/**
 * ICM equities: the prize each player can expect, with `stdError` (the standard error of each
 * estimate) when they were sampled rather than computed exactly.
 */
export type IcmEquities = number[] & { stdError?: number[] };

/**
 * The ICM (Malmuth-Harville) equity of each player (R251): the sum over places k of
 * P(player finishes k-th) × `prizes[k-1]`, where a player finishes first with probability
 * stack / total and later places follow the same way with the winner removed. Exact for up to
 * {@link ICM_EXACT_MAX} players (every order of the top places, through a table over subsets);
 * beyond, a seeded Monte Carlo estimate over `samples` finishing orders, with its standard error
 * on `stdError`. Places past the number of players are ignored; the equities sum to the prizes
 * of places 1..n. A player with no chips finishes below every player with chips.
 *
 * @example
 * ```ts
 * icm([5000, 3000, 2000], [50, 30, 20]); // [38.39, 32.75, 28.86] (rounded)
 * ```
 */
export function icm(stacks: readonly number[], prizes: readonly number[], options: { samples?: number; seed?: number } = {}): IcmEquities {
  checkWhole(stacks, 'stacks');
  if (!Array.isArray(prizes) || prizes.some((p) => typeof p !== 'number' || !Number.isFinite(p) || p < 0)) {
    throw new TournamentError('TOURNAMENT_BAD_INPUT', 'prizes must be an array of finite amounts, at least 0 (R251)');
  }
  const n = stacks.length;
  if (n === 0) return [];
  const paid = Math.min(prizes.length, n);
  if (n <= ICM_EXACT_MAX) return exactIcm(stacks, prizes, paid);
  return sampledIcm(stacks, prizes, paid, options.samples ?? 20_000, options.seed ?? 1);
}

function exactIcm(stacks: readonly number[], prizes: readonly number[], paid: number): number[] {
  const n = stacks.length;
  // weights: chips, or for the chipless equal tiny weights that only count once the chips are gone
  const total = stacks.reduce((t, s) => t + s, 0);
  const equity = new Array<number>(n).fill(0);
  // prob[mask]: probability that exactly the players in `mask` took places 1..popcount(mask)
  const size = 1 << n;
  const prob = new Float64Array(size);
  const chips = new Float64Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    chips[mask] = chips[mask ^ low]! + stacks[31 - Math.clz32(low)]!;
  }
  prob[0] = 1;
  // masks in increasing order: every mask is complete before the masks that extend it
  for (let mask = 0; mask < size; mask++) {
    const p = prob[mask]!;
    if (p === 0) continue;
    const place = popcount(mask);
    if (place >= paid) continue;
    const left = total - chips[mask]!;
    const remaining = n - place;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) continue;
      const q = left > 0 ? stacks[i]! / left : 1 / remaining;
      if (q === 0) continue;
      equity[i]! += p * q * prizes[place]!;
      prob[mask | (1 << i)]! += p * q;
    }
  }
  return equity;
}

function sampledIcm(stacks: readonly number[], prizes: readonly number[], paid: number, samples: number, seed: number): IcmEquities {
  if (!Number.isSafeInteger(samples) || samples < 2) throw new TournamentError('TOURNAMENT_BAD_INPUT', `samples must be a whole number of at least 2, got ${String(samples)}`);
  const n = stacks.length;
  const rng = createRng(seed);
  const sum = new Float64Array(n);
  const sumSq = new Float64Array(n);
  const keys = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let s = 0; s < samples; s++) {
    // Harville's order is the order of exponential clocks with rates equal to the stacks
    for (let i = 0; i < n; i++) {
      const u = (rng.int(2 ** 30) + 0.5) / 2 ** 30;
      // the chipless finish after everyone with chips, in a random order among themselves
      keys[i] = stacks[i]! > 0 ? -Math.log(u) / stacks[i]! : 1e300 * (1 + u);
    }
    order.sort((a, b) => keys[a]! - keys[b]!);
    for (let k = 0; k < paid; k++) {
      const i = order[k]!;
      const v = prizes[k]!;
      sum[i]! += v;
      sumSq[i]! += v * v;
    }
  }
  const equity = Array.from(sum, (x) => x / samples) as IcmEquities;
  equity.stdError = equity.map((mean, i) => Math.sqrt(Math.max(0, sumSq[i]! / samples - mean * mean) / (samples - 1)));
  return equity;
}

/** Throws `TOURNAMENT_BAD_INPUT` unless every entry is a whole number of chips or units, at least 0. @internal */
export function checkWhole(values: readonly number[], what: string): void {
  if (!Array.isArray(values)) throw new TournamentError('TOURNAMENT_BAD_INPUT', `${what} must be an array of whole numbers`);
  values.forEach((v, i) => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
      throw new TournamentError('TOURNAMENT_BAD_INPUT', `${what}[${i}] must be a whole number, at least 0, got ${String(v)} (R251)`);
    }
  });
}

/**
 * Throws `TOURNAMENT_BAD_INPUT` unless `prizes` are whole units in the order of the places, first
 * place first: no place pays more than the place above it (R250, R251). @internal
 */
export function checkPrizes(prizes: readonly number[]): void {
  checkWhole(prizes, 'prizes');
  for (let i = 1; i < prizes.length; i++) {
    if (prizes[i]! > prizes[i - 1]!) {
      throw new TournamentError('TOURNAMENT_BAD_INPUT', `prizes must be given by place, first place first, each at most the one before: prizes[${i}] = ${prizes[i]} is more than prizes[${i - 1}] = ${prizes[i - 1]} (R250, R251)`);
    }
  }
}

/**
 * Whole units for real-valued shares that must sum to `total`: each share rounded down, then the
 * units left over given one at a time to the players with the largest stacks (ties: the lower
 * index first), as R251 pays deals. @internal
 */
export function shareWhole(shares: readonly number[], total: number, stacks: readonly number[]): number[] {
  const out = shares.map((x) => Math.max(0, Math.floor(x + 1e-9)));
  let left = total - out.reduce((t, x) => t + x, 0);
  const order = stacks.map((_, i) => i).sort((a, b) => stacks[b]! - stacks[a]! || a - b);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k]!]! += 1;
  for (let k = order.length - 1; left < 0; k = (k + order.length - 1) % order.length) {
    // only after a share above the total (never from valid input): take back from the smallest
    if (out[order[k]!]! > 0) { out[order[k]!]! -= 1; left++; }
  }
  return out;
}

/**
 * An ICM deal (R251): each remaining player is paid their {@link icm} equity in whole units; the
 * payments sum to the remaining prize pool (the prizes of places 1..n for n players), the units
 * left by rounding going one at a time to the largest stacks.
 *
 * @example
 * ```ts
 * icmDeal([5000, 3000, 2000], [500, 300, 200]); // [384, 328, 288]
 * ```
 */
export function icmDeal(stacks: readonly number[], prizes: readonly number[]): number[] {
  checkWhole(stacks, 'stacks');
  checkPrizes(prizes);
  const pool = prizes.slice(0, stacks.length).reduce((t, p) => t + p, 0);
  return shareWhole(icm(stacks, prizes), pool, stacks);
}

/**
 * A chip-chop deal (R251): each of the n remaining players is paid the prize of the lowest place
 * still to be paid (place n, or 0 when n is past the paid places), plus the rest of the
 * remaining pool in proportion to their chips; whole units summing to the remaining prize pool,
 * the units left by rounding one at a time to the largest stacks.
 *
 * @example
 * ```ts
 * chipChop([5000, 3000, 2000], [500, 300, 200]); // 200 each + 400 by chips: [400, 320, 280]
 * ```
 */
export function chipChop(stacks: readonly number[], prizes: readonly number[]): number[] {
  checkWhole(stacks, 'stacks');
  checkPrizes(prizes);
  const n = stacks.length;
  if (n === 0) return [];
  const pool = prizes.slice(0, n).reduce((t, p) => t + p, 0);
  const floor = prizes[n - 1] ?? 0;
  const rest = pool - n * floor;
  const chips = stacks.reduce((t, s) => t + s, 0);
  const shares = stacks.map((s) => floor + (chips > 0 ? (rest * s) / chips : rest / n));
  return shareWhole(shares, pool, stacks);
}
