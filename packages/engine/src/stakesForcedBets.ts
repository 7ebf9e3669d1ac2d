import type { ForcedBets } from '@pokerchart/betting';
import type { HandOptions } from './HandOptions.js';
import { HandOptionsError } from './HandOptionsError.js';
import type { VariantStakes } from './VariantSpec.js';

/**
 * The forced bets of a game with its own stakes (R290-R292) when no blinds are given: every
 * dealt-in seat antes (the `ante` option's amount, else the stakes' ante; R24's short stack posts
 * what it has), no blind, and the stakes' bet as the minimum bet (R70). With no blind owed, the
 * first round opens left of the button. @internal
 */
export function stakesForcedBets(options: HandOptions, stakes: VariantStakes, stacks: readonly number[]): ForcedBets {
  if (options.straddle !== undefined && options.straddle !== false) {
    throw new HandOptionsError('BAD_FORCED_BETS', 'straddle', `a game with its own stakes has no blinds and so no straddle: every player antes (R290-R292, R27)`);
  }
  let ante = stakes.ante;
  const given = options.ante as unknown;
  if (given !== undefined) {
    const a = given as { amount?: unknown; mode?: unknown } | null;
    if (a === null || typeof a !== 'object' || typeof a.amount !== 'number' || !Number.isInteger(a.amount) || a.amount < 0) {
      throw new HandOptionsError('BAD_FORCED_BETS', 'ante', `ante.amount must be a non-negative integer (R23, R24)`);
    }
    if (a.mode !== 'each') {
      throw new HandOptionsError('BAD_FORCED_BETS', 'ante.mode', `in a game with its own stakes every player antes ('each', R24, R290-R292), not ${JSON.stringify(a.mode)}`);
    }
    ante = a.amount;
  }
  return { antes: stacks.map((s) => (s > 0 ? ante : 0)), blinds: stacks.map(() => 0), minBet: stakes.bet };
}
