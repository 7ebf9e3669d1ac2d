/**
 * Splits a prize pool among finishing places by percentages (e.g. `[50, 30, 20]`), in whole
 * chips or currency units: each place gets the floor of its share and the remainder goes to
 * first place, so the parts always add up to `pool`.
 */
export function splitPrizePool(pool: number, percentages: readonly number[]): number[] {
  const total = percentages.reduce((t, p) => t + p, 0);
  if (total <= 0) return percentages.map(() => 0);
  const parts = percentages.map((p) => Math.floor((pool * p) / total));
  const rest = pool - parts.reduce((t, p) => t + p, 0);
  if (parts.length > 0) parts[0]! += rest;
  return parts;
}
