import { createRng } from '@pokerchart/cards';
import { checkWhole } from './checkWhole.js';
import { TournamentError } from './TournamentError.js';

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

function popcount(x: number): number {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
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
