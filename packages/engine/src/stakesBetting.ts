import { type BettingStructure, fixedLimit } from '@pokerchart/betting';
import { VariantDefinitionError } from './VariantDefinitionError.js';
import type { VariantDescriptor } from './VariantSpec.js';

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
