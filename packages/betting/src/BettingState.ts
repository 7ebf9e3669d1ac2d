import type { BettingRuleOptions } from './BettingRuleOptions.js';

/**
 * Where a hand's betting stands, in {@link BettingState.status}:
 *
 * - `'betting'`: a round is running and {@link BettingState.toAct} must act;
 * - `'street-complete'`: the round ended (R101) and more betting will follow: deal the next street,
 *   then call {@link nextRound};
 * - `'run-out'`: the round ended and betting is closed (R103): deal the remaining streets (calling
 *   {@link nextRound} per street is allowed and only advances the street) and go to showdown;
 * - `'showdown'`: the last street's round ended with two or more players left (R105);
 * - `'folded'`: only one player is left (R102); {@link BettingState.winner} is that seat.
 */
export type BettingStatus = 'betting' | 'street-complete' | 'run-out' | 'showdown' | 'folded';

/**
 * The betting state of one hand: plain JSON data (no classes, no `undefined`), safe to keep in an
 * XState context and to persist. Arrays are indexed by seat. Functions never mutate it: they return a
 * new state that shares the arrays that did not change.
 *
 * Chip accounting (R0.5): `sum(stacks) + collected + sum(committed) = sum(startStacks)` at every step,
 * and `sum(contributed) + dead = collected + sum(committed)`.
 */
export interface BettingState {
  /** Number of seats (length of every per-seat array). */
  readonly seatCount: number;
  /** Button seat (R12). */
  readonly button: number;
  /** Whether each seat was dealt in (stack > 0 at hand start, R11). */
  readonly dealtIn: readonly boolean[];
  /** Stacks at hand start, before forced bets. */
  readonly startStacks: readonly number[];
  /** Chips behind, by seat. */
  readonly stacks: readonly number[];
  /** Live chips put in this round (R55), including a posted blind or straddle pre-flop; antes never count. */
  readonly committed: readonly number[];
  /**
   * Live chips put in this hand (R110): blinds, straddle, bets, calls and uniform antes, minus chips
   * returned (R106). Give this to the engine's `buildPots` with `folded` and `dead`.
   */
  readonly contributed: readonly number[];
  /** Uncalled chips returned to each seat so far (R106); already back in `stacks`. */
  readonly returned: readonly number[];
  /** Whether each seat has folded (seats not dealt in are never folded). */
  readonly folded: readonly boolean[];
  /** Whether each dealt-in, non-folded seat has no chips behind. */
  readonly allIn: readonly boolean[];
  /** Whether each seat has acted voluntarily this round (R64); posting is not acting (R20). */
  readonly hasActed: readonly boolean[];
  /** Dead money (big-blind ante, R25): in the pot but in nobody's layer. */
  readonly dead: number;
  /** Chips in the middle from finished rounds and antes (live and dead); excludes `committed`. */
  readonly collected: number;
  /** Forced bets actually posted, by seat (short stacks post less, R22/R24/R25). */
  readonly posted: { readonly antes: readonly number[]; readonly blinds: readonly number[] };
  /** Index of the current betting round: 0 = pre-flop. */
  readonly street: number;
  /** Number of betting rounds in the hand (4 for flop games). */
  readonly streetCount: number;
  /** See {@link BettingStatus}. */
  readonly status: BettingStatus;
  /** Seat to act, or `null` when no betting action is possible. */
  readonly toAct: number | null;
  /** `currentBet` of R55: max(largest `committed`, `nominalBet`). */
  readonly currentBet: number;
  /** Nominal bet of the round (R55): the big blind or straddle pre-flop (R22, R28), else 0. */
  readonly nominalBet: number;
  /** Size of the last full bet or raise increment (LFR, R71/R73). */
  readonly lastFullRaise: number;
  /** The bet level reached by the last full bet or raise (FL `fullLevel`, R92/R96). */
  readonly fullLevel: number;
  /** Full bets and raises this round; pre-flop the big blind counts as one (FL `betCount`, R92). */
  readonly raiseCount: number;
  /** Whether the round's raise cap was reached (R93). */
  readonly capped: boolean;
  /** Whether exactly two non-folded players with chips were present when the round began (R93). */
  readonly roundStartedHeadsUp: boolean;
  /** Last player to bet or raise this round, incomplete all-ins included (R65); `null` if none. */
  readonly lastAggressor: number | null;
  /** Last aggressor of every round played so far, by street index (for showdown order, R126). */
  readonly aggressors: readonly (number | null)[];
  /** Minimum opening bet (R70) and the LFR each post-flop round starts with (R71, R104). */
  readonly minBet: number;
  /** Chips the pre-flop pot counts for blinds posted short (R81); 0 after pre-flop. */
  readonly potAdjustment: number;
  /** Whether betting is closed: at most one non-folded player is not all-in (R103). */
  readonly bettingClosed: boolean;
  /** The remaining player when the hand ended by folds (R102), else `null`. */
  readonly winner: number | null;
  /**
   * The bring-in owed by the seat to act at the start of a stud game's first round (R201), set by
   * {@link setOpener}: `amount` chips, and whether the seat may complete instead (`bringInMay`).
   * `null` once it is posted or completed, and in every game without a bring-in.
   */
  readonly pendingBringIn: { readonly seat: number; readonly amount: number; readonly mayComplete: boolean } | null;
  /**
   * Which fixed-limit bet this round uses when the variant names it (R91, R204, R214), set by
   * {@link setRoundLimit}: `'small'` or `'big'`; `'small-or-big'` on stud's fourth street with an
   * open pair (R204: any player may bet or raise the small or the big bet; once a big bet is made,
   * raises are big bets). `null`: the structure's own rule (fixed limit: the small bet on the first
   * two rounds, the big bet after). Other structures ignore it.
   */
  readonly limit: 'small' | 'big' | 'small-or-big' | null;
  /** Rule options in force for this hand. */
  readonly rules: BettingRuleOptions;
}
