import { type BettingStructure, fixedLimit, type ForcedBets } from '@pokerchart/betting';
import { HandOptionsError, VariantDefinitionError } from './errors.js';
import type { VariantDescriptor, VariantStakes } from './VariantSpec.js';
import type { HandOptions } from './HandOptions.js';

/**
 * The betting structure of a variant's own stakes ({@link VariantSpec.stakes}, R290-R292): fixed
 * limit with the stakes' bet as the small bet, their big bet (default the bet) for rounds whose
 * bet step names the `'big'` limit, `maxRaises` raises after the bet, and the cap kept when two
 * players are left (`'always-capped'`, R93).
 *
 * @example
 * ```ts
 * const hand = createHand({ variant: leducHoldem, betting: stakesBetting(leducHoldem), stacks: [100, 100], button: 0 });
 * ```
 * @throws {@link VariantDefinitionError} (`field` `stakes`) for a variant without stakes.
 */
export function stakesBetting(variant: Pick<VariantDescriptor, 'name' | 'stakes'>): BettingStructure {
  const stakes = variant.stakes;
  if (stakes === undefined) {
    throw new VariantDefinitionError('stakes', `${variant.name} has no stakes of its own: choose a betting structure such as fixedLimit({ smallBet }) (R290-R292 games have them)`);
  }
  return fixedLimit({ smallBet: stakes.bet, bigBet: stakes.bigBet ?? stakes.bet, maxRaises: stakes.maxRaises, headsUpCap: 'always-capped' });
}

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
