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
}

/** A pot of a finished hand and who won it. */
export interface ResultPot {
  /** Chips in the pot. */
  amount: number;
  /** Seats that could win it (R111). */
  eligible: number[];
  /** Seats that won chips from it (high and low winners together). */
  winners: number[];
  /** Winners of the high half (or of the whole pot), R114. */
  highWinners: number[];
  /** Winners of the low half (R168); empty when no low qualified or the game has no low. */
  lowWinners: number[];
}

/**
 * The outcome of a finished hand (the output of the hand machine's final state). Plain JSON data;
 * arrays indexed by seat. `payouts` + `returned` account for every chip put in (R0.5).
 */
export interface HandResult {
  /** Every hand as dealt, by seat (folded and mucked ones too); `null` = not dealt in. */
  holeCards: (Card[] | null)[];
  /** The board. */
  board: Card[];
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
}
