import { checkPrizes } from './checkPrizes.js';
import { checkWhole } from './checkWhole.js';
import { icm } from './icm.js';
import { shareWhole } from './shareWhole.js';

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
