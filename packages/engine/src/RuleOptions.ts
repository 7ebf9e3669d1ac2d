import { type BettingRuleOptions, defaultBettingRules } from '@pokerchart/betting';

/**
 * Every rule option of RULES.md that belongs to one hand, by its name there (R0.4). The betting
 * options come from `@pokerchart/betting`: `allowOpenFold` (R59), `bbAnteOrder` (R25) and
 * `straddleMinRaise` (R28). The engine adds `autoMuck` (R128) and the stud options `bringInMay` (R201) and `openPairBigBet` (R204). Structure options (`maxRaises`,
 * `headsUpCap`) are options of `fixedLimit()`, and `tripsBeatStraight` is a variant's
 * `rankingOptions`.
 */
export interface RuleOptions extends BettingRuleOptions {
  /**
   * R128: at a showdown without all-in, a hand that can neither win nor tie any pot it is eligible
   * for, given the hands already shown, is mucked automatically; every other hand is shown.
   * Default `true`. With `false` every hand reaching the showdown is shown.
   */
  autoMuck: boolean;
  /**
   * R201: what the seat owing the bring-in may do: `'bring-in-or-complete'` (default) post the
   * bring-in or complete to the small bet; `'bring-in-only'` post the bring-in.
   */
  bringInMay: 'bring-in-or-complete' | 'bring-in-only';
  /**
   * R204: whether an open pair lets any player bet or raise the big bet on the street where the
   * variant applies the rule (stud's fourth street). Absent: the variant's own default (stud
   * high `true`, stud hi-lo and razz `false`).
   */
  openPairBigBet?: boolean;
}

/** The defaults of {@link RuleOptions}, as stated in RULES.md. */
export const defaultRules: Readonly<RuleOptions> = Object.freeze({ ...defaultBettingRules, autoMuck: true, bringInMay: 'bring-in-or-complete' as const });
