/**
 * The general, per-seat form of the forced bets of one hand (R20-R28), indexed by seat. This is what
 * {@link startBetting} posts; {@link compileForcedBets} builds it from the usual small/big/ante/straddle
 * options, and a hand-history replayer can fill it directly (PHH `antes`, `blinds_or_straddles`,
 * `min_bet`).
 */
export interface ForcedBets {
  /** Ante owed by each seat (0 = none). Not necessarily uniform: a BB-ante table has one non-zero entry. */
  antes: readonly number[];
  /**
   * Live blind or straddle owed by each seat (0 = none), e.g. `[0, 50, 100, 200]`. The largest one is
   * the nominal bet to call pre-flop (R22, R28), and the first player to act pre-flop is the next one
   * after the seat that owes it (R46). A short stack posts what it has and is all-in, and the others
   * still owe the nominal amount (R22); to replay a history where they owed only what was posted
   * (PokerKit's behaviour), pass the posted amounts here.
   */
  blinds: readonly number[];
  /**
   * Minimum opening bet on every street (R70) and the last full raise at the start of each post-flop
   * round (R71, R104). Default: the largest entry of `blinds` (so pass it explicitly when the largest
   * entry is a straddle), or 1 when there are no blinds.
   */
  minBet?: number | undefined;
  /**
   * The last full raise at the start of the pre-flop round (R71). Default: `minBet`. Under
   * `straddleMinRaise: 'double-straddle'` {@link compileForcedBets} sets it to the straddle.
   */
  preflopLastFullRaise?: number | undefined;
  /**
   * Seat that acts first pre-flop (or the next one clockwise that needs to act, R100), overriding
   * R46's "left of the largest blind". For hand histories whose posted blinds do not decide the
   * opener (e.g. PHH negative `blinds_or_straddles` entries: posted, yet the usual player opens).
   */
  firstToAct?: number | undefined;
  /**
   * `true` when the antes are dead money that belongs to nobody's pot layer (big-blind ante, R25);
   * `false` (default) when they are live for pot layering (uniform antes, R24).
   */
  anteDead?: boolean | undefined;
  /**
   * Which a short stack pays first when it owes both an ante and a blind: `'ante-first'` (default,
   * R24) or `'blind-first'` (R25's default for the big-blind ante).
   */
  anteOrder?: 'ante-first' | 'blind-first' | undefined;
}
