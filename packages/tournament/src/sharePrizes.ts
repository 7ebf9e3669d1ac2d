/**
 * Prizes with ties (R250): `groups` lists the finishers from first place down, tied players in
 * one group (each group an array of entry keys, already in seat order from table 1 seat 1). A
 * group occupying places p..p+k-1 shares the sum of those places' `amounts` equally; a
 * remainder goes one unit at a time to its players in the order given. Returns each key's prize
 * and place (the best place of its group); the prizes sum to the sum of `amounts` when every paid
 * place is occupied.
 */
export function sharePrizes<K>(groups: readonly (readonly K[])[], amounts: readonly number[]): Map<K, { place: number; prize: number }> {
  const out = new Map<K, { place: number; prize: number }>();
  let place = 1;
  for (const group of groups) {
    let sum = 0;
    for (let k = 0; k < group.length; k++) sum += amounts[place - 1 + k] ?? 0;
    const each = Math.floor(sum / group.length);
    let left = sum - each * group.length;
    for (const key of group) {
      out.set(key, { place, prize: each + (left > 0 ? 1 : 0) });
      if (left > 0) left--;
    }
    place += group.length;
  }
  return out;
}
