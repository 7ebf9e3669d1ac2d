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
