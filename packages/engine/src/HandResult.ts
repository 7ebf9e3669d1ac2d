import type { Card } from '@pokerchart/cards';
import type { HandValue } from '@pokerchart/evaluator';

/** A hand shown at showdown, with its high value and, in hi-lo games, its qualifying low (R166). */
export interface ShownHand {
  /** The seat that showed. */
  seat: number;
  /** The best high hand under the variant's selection rule and ranking. */
  value: HandValue;
  /** The best qualifying low, when the variant has one and the hand qualifies. */
  low?: HandValue;
  /**
   * With several boards or runs (R231, R232): the hand's value on each board of each run, in part
   * order (run 1's boards first). `value` and `low` are those of run 1's board 1.
   */
  parts?: ShownPart[];
}

/** A shown hand's value on one board of one run (R231, R232). */
export interface ShownPart {
  /** The run, from 0. */
  run: number;
  /** The board, from 0. */
  board: number;
  /** The best high hand with that board. */
  value: HandValue;
  /** The best qualifying low with that board, when there is one. */
  low?: HandValue;
}

/**
 * One part of a pot (R231, R232): each pot is divided into one part per run, each run's part into
 * one part per board (remainders one chip at a time to run 1, board 1 first), and each part is
 * awarded on its own board as a pot of its own. One part, the whole pot, when there is one board
 * and one run or the pot was won by folds.
 */
export interface ResultPotPart {
  /** The run, from 0. */
  run: number;
  /** The board, from 0. */
  board: number;
  /** Chips in this part. */
  amount: number;
  /** Winners of the part's high half (or of the whole part), R114. */
  highWinners: number[];
  /** Winners of the part's low half (R168); empty when no low qualified. */
  lowWinners: number[];
}

/** A pot of a finished hand and who won it. */
export interface ResultPot {
  /** Chips in the pot. */
  amount: number;
  /** Seats that could win it (R111). */
  eligible: number[];
  /** Seats that won chips from it (high and low winners together, of every part). */
  winners: number[];
  /** Winners of the high half (or of the whole pot), R114; with several parts, of any part's. */
  highWinners: number[];
  /** Winners of the low half (R168); empty when no low qualified or the game has no low; with several parts, of any part's. */
  lowWinners: number[];
  /** The pot's parts, one per board of every run (R231, R232), each with its winners. */
  parts: ResultPotPart[];
  /** Chips raked from the pot before it was paid (R264), in a hand with a rake; `amount` is what was left. */
  rake?: number;
}

/**
 * The outcome of a finished hand (the output of the hand machine's final state). Plain JSON data;
 * arrays indexed by seat. `payouts` + `returned` (+ `rake`) account for every chip put in (R0.5).
 */
export interface HandResult {
  /** Every hand as dealt, by seat (folded and mucked ones too); `null` = not dealt in. */
  holeCards: (Card[] | null)[];
  /** The board: board 1 of run 1. */
  board: Card[];
  /** Every board of run 1, board 1 first (R230). */
  boards: Card[][];
  /** `runs[r][b]`: run r's complete board b (R232); one run when the board was not run more than once. */
  runs: Card[][][];
  /** Pots, main pot first (R111), with their winners. */
  pots: ResultPot[];
  /** Uncalled chips returned, by seat (R106). */
  returned: number[];
  /** Chips won from pots, by seat (`returned` not included). */
  payouts: number[];
  /** Final stacks, by seat. */
  stacks: number[];
  /** Hands shown, in showdown order (R126); mucked hands left out (R128); empty when the hand ended by folds. */
  shown: ShownHand[];
  /** Seats whose hands were mucked at showdown (R128). */
  mucked: number[];
  /** Whether the hand went to a showdown (R125), rather than ending by folds (R102). */
  showdown: boolean;
  /**
   * Chips raked from the pots (R264), in a hand with a rake: they leave play, so the final stacks
   * add up to the starting stacks less the rake.
   */
  rake?: number;
  /**
   * Present only when a step of a kind of your own settles something (`defineStepKind` with a
   * `decision` that has `settle`): each such kind's share of the result, by kind name, as plain JSON.
   */
  steps?: { [kind: string]: unknown };
}
