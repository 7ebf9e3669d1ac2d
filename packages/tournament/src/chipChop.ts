import { checkPrizes } from './checkPrizes.js';
import { checkWhole } from './checkWhole.js';
import { shareWhole } from './shareWhole.js';

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
