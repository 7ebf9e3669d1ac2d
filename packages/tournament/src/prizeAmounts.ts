import { TournamentError } from './errors.js';

/**
 * The prize of each paid place (R250): `payouts` are percentages of `prizePool` by place (first
 * place first) summing to 100, each rounded down to a whole unit, the units left over going to
 * first place; so the amounts always sum to the pool.
 *
 * @throws TournamentError `TOURNAMENT_BAD_CONFIG` when the percentages do not sum to 100.
 */
export function prizeAmounts(prizePool: number, payouts: readonly number[]): number[] {
  checkPayouts(payouts);
  const amounts = payouts.map((pct) => Math.floor((prizePool * pct) / 100 + 1e-9));
  if (amounts.length > 0) amounts[0]! += prizePool - amounts.reduce((t, a) => t + a, 0);
  return amounts;
}

/** Throws unless `payouts` are non-negative percentages summing to 100. @internal */
export function checkPayouts(payouts: readonly number[]): void {
  if (!Array.isArray(payouts) || payouts.length === 0 || payouts.some((p) => typeof p !== 'number' || !Number.isFinite(p) || p < 0)) {
    throw new TournamentError('TOURNAMENT_BAD_CONFIG', 'tournament option payouts: must be a non-empty list of percentages by place, first place first (R250)');
  }
  const sum = payouts.reduce((t, p) => t + p, 0);
  if (Math.abs(sum - 100) > 1e-9) throw new TournamentError('TOURNAMENT_BAD_CONFIG', `tournament option payouts: the percentages must sum to 100, they sum to ${sum} (R250)`);
}

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
