import type { BettingStructure, ForcedBets } from '@pokerchart/betting';
import type { HandOptions } from '../../../HandOptions.js';
import { HandOptionsError } from '../../../errors.js';
import type { VariantDescriptor } from '../../../VariantSpec.js';
import { variantSteps } from '../../variantSteps.js';

/** What a stud hand posts and owes before its first round: antes, no blinds, the bring-in amount (R200, R201). @internal */
export interface StudForcedBets {
  /** Antes on every dealt-in seat, no blinds; `minBet` is the small bet. */
  readonly forcedBets: ForcedBets;
  /** The bring-in the worst door card owes (R201). */
  readonly bringIn: number;
}

/** The small bet of a structure: fixed limit's `smallBet`, else twice the bring-in when known. */
function smallBetOf(betting: BettingStructure, bringIn: number | undefined): number {
  const small = betting.options['smallBet'];
  if (typeof small === 'number' && Number.isInteger(small) && small >= 1) return small;
  return bringIn !== undefined ? 2 * bringIn : 2;
}

/**
 * The forced bets of a game whose first round opens with a bring-in (the stud family, R200,
 * R201): every dealt-in player's ante (`ante: { amount, mode: 'each' }`, R24), no blinds and no
 * straddle, the small bet as the minimum bet, and the bring-in (`bringIn`, default a third of
 * the small bet rounded down, at least 1; it must be below the small bet unless the small bet is
 * 1). Explicit `forcedBets` (hand histories) are kept as given. @internal
 * @throws {@link HandOptionsError} `BAD_FORCED_BETS` for blinds, a straddle, a big-blind ante or a bad bring-in.
 */
export function studForcedBets(options: HandOptions, betting: BettingStructure, dealtIn: readonly boolean[]): StudForcedBets {
  const given = options.bringIn;
  if (given !== undefined && (typeof given !== 'number' || !Number.isInteger(given) || given < 1)) {
    throw new HandOptionsError('BAD_FORCED_BETS', 'bringIn', `bringIn must be a positive integer number of chips, got ${String(given)} (R201)`);
  }
  const small = smallBetOf(betting, given);
  const bringIn = given ?? Math.max(1, Math.floor(small / 3));
  if (bringIn >= small && small > 1) {
    throw new HandOptionsError('BAD_FORCED_BETS', 'bringIn', `bringIn ${bringIn} must be less than the small bet ${small}: the bring-in is posted, the small bet completes it (R201)`);
  }
  if (options.forcedBets !== undefined) {
    if (options.blinds !== undefined || options.ante !== undefined || options.straddle !== undefined) {
      throw new HandOptionsError('BAD_FORCED_BETS', 'forcedBets', 'give either forcedBets or ante, not both');
    }
    return { forcedBets: options.forcedBets, bringIn };
  }
  if (options.blinds !== undefined) {
    throw new HandOptionsError('BAD_FORCED_BETS', 'blinds', 'a stud game has no blinds: every player antes and the worst door card brings in; give ante and bringIn (R200, R201)');
  }
  if (options.straddle !== undefined && options.straddle !== false) {
    throw new HandOptionsError('BAD_FORCED_BETS', 'straddle', 'a stud game has no straddle: the first round opens with the bring-in (R201)');
  }
  const ante = options.ante;
  const antes = dealtIn.map(() => 0);
  if (ante !== undefined) {
    if (ante === null || typeof ante.amount !== 'number' || !Number.isInteger(ante.amount) || ante.amount < 0) {
      throw new HandOptionsError('BAD_FORCED_BETS', 'ante', `ante.amount must be a non-negative integer (R23, R24)`);
    }
    if (ante.mode !== 'each') {
      throw new HandOptionsError('BAD_FORCED_BETS', 'ante.mode', `a stud game's ante is paid by every player ('each', R24, R200), not '${String(ante.mode)}'`);
    }
    for (let s = 0; s < dealtIn.length; s++) if (dealtIn[s]) antes[s] = ante.amount;
  }
  return { forcedBets: { antes, blinds: dealtIn.map(() => 0), minBet: small }, bringIn };
}

/**
 * Whether a variant's first betting round opens with a bring-in (the stud family, R201): then a
 * hand takes `ante` and `bringIn` and refuses `blinds` and `straddle` (R200). Handy for tools that
 * start hands of any variant.
 *
 * @example
 * ```ts
 * const forced = opensWithBringIn(variant) ? { ante: { amount: 1, mode: 'each' }, bringIn: 3 } : { blinds: { small: 5, big: 10 } };
 * ```
 */
export function opensWithBringIn(variant: VariantDescriptor): boolean {
  for (const step of variantSteps(variant)) if (step.kind === 'bet') return step.opener === 'bring-in';
  return false;
}
