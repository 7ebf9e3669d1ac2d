import type { BettingRuleOptions } from './BettingRuleOptions.js';
import type { BettingStructure } from './BettingStructure.js';

/**
 * The simple form of the forced bets (the options of the engine's `createHand`), compiled by
 * {@link compileForcedBets} into the per-seat {@link ForcedBets}.
 */
export interface ForcedBetOptions {
  /** Starting stacks by seat; 0 = seat not dealt in (R11). */
  stacks: readonly number[];
  /** Button seat; must be dealt in (R12). */
  button: number;
  /** The betting structure (decides whether a straddle is allowed and the default blinds). */
  structure: BettingStructure;
  /** Blind amounts (R21). Optional only when the structure has default blinds (fixed limit, R90). */
  blinds?: { small: number; big: number } | undefined;
  /** Ante (R23): `'each'` = uniform ante (R24), `'big-blind'` = big-blind ante (R25). */
  ante?: { amount: number; mode: 'each' | 'big-blind' } | null | undefined;
  /**
   * Straddle posted by UTG (R27): an amount (at least 2 × BB), `true` for the default 2 × BB, or
   * `null`/`false`/absent for none.
   */
  straddle?: number | boolean | null | undefined;
  /** Rule options (`bbAnteOrder`, `straddleMinRaise`); defaults from {@link defaultBettingRules}. */
  rules?: Partial<BettingRuleOptions> | undefined;
}
