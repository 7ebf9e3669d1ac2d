import { TournamentError } from './TournamentError.js';

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
