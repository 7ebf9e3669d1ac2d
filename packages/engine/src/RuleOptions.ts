import { type BettingRuleOptions, defaultBettingRules } from '@pokerchart/betting';

/**
 * Every rule option of RULES.md that belongs to one hand, by its name there (R0.4). The betting
 * options come from `@pokerchart/betting`: `allowOpenFold` (R59), `bbAnteOrder` (R25) and
 * `straddleMinRaise` (R28). The engine adds `autoMuck` (R128). Structure options (`maxRaises`,
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
}

/** The defaults of {@link RuleOptions}, as stated in RULES.md. */
export const defaultRules: Readonly<RuleOptions> = Object.freeze({ ...defaultBettingRules, autoMuck: true });
