/**
 * The number of ways to choose `k` items among `n` (0 when `k` is out of range). Exact while the
 * result stays below 2^53.
 * @internal
 */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= m; i++) r = (r * (n - m + i)) / i;
  return Math.round(r);
}
