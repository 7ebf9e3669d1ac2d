/**
 * One player's share of the outcomes, every field a fraction in `[0, 1]`.
 *
 * Each runout (remaining board) counts once. In a hi-lo variant each runout's pot is split in a
 * high half and a low half (R168), unless no hand qualifies for low, when the high hand takes all.
 */
export interface HandEquity {
  /** Share of runouts this hand wins the whole pot alone (in hi-lo: scoops). */
  win: number;
  /** Share of runouts this hand gets part of the pot but not all of it (a tie, or one half of a hi-lo pot, or a quarter). */
  tie: number;
  /** Share of runouts this hand gets nothing. `win + tie + lose = 1`. */
  lose: number;
  /** Expected share of the pot: ties split, a hi-lo half is worth one half, a quarter one quarter. The hands' equities sum to 1. */
  equity: number;
  /** Monte Carlo only: the standard error of {@link HandEquity.equity} (one standard deviation). */
  stdError?: number;
}

/** The output of {@link equity}. */
export interface EquityResult {
  /** Whether every remaining board was enumerated (`true`) or boards were sampled (`false`). */
  exact: boolean;
  /** Runouts evaluated: every remaining board when exact, the number of samples otherwise. */
  runouts: number;
  /** Monte Carlo only: the largest standard error among the hands' equities. */
  stdError?: number;
  /** Per hand, in the order given. */
  hands: HandEquity[];
  /**
   * Ranges only, exact runs: the matchups weighed, i.e. the combinations of one hand per player
   * that share no card (each counted once, whatever its weight). `runouts` is then this number
   * times the runouts of each matchup.
   */
  matchups?: number;
  /** Monte Carlo only: the seed used. */
  seed?: number;
  /** Threads that did the work (1 when workers were not requested or not available). */
  threads: number;
}
