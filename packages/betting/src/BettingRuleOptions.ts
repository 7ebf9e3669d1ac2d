/**
 * Betting rule options named as in RULES.md (R0.4). Every field has a default in
 * {@link defaultBettingRules}; structure-specific options (`maxRaises`, `headsUpCap`) are options of
 * {@link fixedLimit} instead.
 */
export interface BettingRuleOptions {
  /** Allow a fold when a check is possible (R59). Default `false`: such a fold is rejected. */
  allowOpenFold: boolean;
  /**
   * Big-blind ante with a big blind who cannot cover both (R25): `'blind-first'` (default, TDA 2024)
   * posts the full blind first and the rest as ante; `'ante-first'` (TDA 2019) does the reverse.
   */
  bbAnteOrder: 'blind-first' | 'ante-first';
  /**
   * Minimum pre-flop raise over a straddle (R28, R71): `'double-straddle'` (default) makes the straddle
   * the new big blind (minimum raise to 2 × straddle); `'straddle-plus-bb'` treats it as a raise of
   * (straddle − BB), so the last full raise starts at max(BB, straddle − BB).
   */
  straddleMinRaise: 'double-straddle' | 'straddle-plus-bb';
}

/** The defaults of {@link BettingRuleOptions}, as stated in RULES.md. */
export const defaultBettingRules: Readonly<BettingRuleOptions> = Object.freeze({
  allowOpenFold: false,
  bbAnteOrder: 'blind-first',
  straddleMinRaise: 'double-straddle',
});
