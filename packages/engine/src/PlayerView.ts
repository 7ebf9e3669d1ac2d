import type { Card } from '@pokerchart/cards';
import type { LegalActions } from '@pokerchart/betting';
import type { HandLogEntry } from './HandContext.js';

/** One seat as a viewer sees it; see {@link PlayerView}. */
export interface SeatView {
  /** Chips behind. */
  stack: number;
  /** Chips put in during the current betting round (R55). */
  committed: number;
  /** Whether the seat folded. */
  folded: boolean;
  /** Whether the seat is all-in. */
  allIn: boolean;
  /** The seat's hole cards, or `null` where this viewer may not see them. */
  holeCards: Card[] | null;
  /**
   * The seat's face-up cards (the stud family, R200, R207), seen by every viewer, in the order
   * dealt; also among its `holeCards` for those who see them. Empty in games without up cards.
   */
  upCards: Card[];
  /**
   * How many of the seat's down cards this viewer cannot see: what to draw face down in front of
   * it. 0 when the viewer sees the seat's cards (its own, exposed by an all-in R127, shown R130),
   * for a seat that folded (its cards are in the muck, R59) and while its cards are awaited under
   * manual dealing; else the cards it holds now (after a discard, R212, R220) less its up cards.
   */
  hiddenCards: number;
}

/**
 * What one seat (or a spectator) may know about a hand: JSON-safe, never another seat's unseen
 * hole cards, the deck, the burns or the RNG. Cards become visible when exposed by an all-in
 * (R127) or shown at showdown (R130).
 */
export interface PlayerView {
  /** Who this view is for. */
  viewer: number | 'spectator';
  /** The street being bet or drawn (R212), or `null`. */
  street: string | null;
  /** The seat to act (to bet, or to discard during a draw), or `null`. */
  toAct: number | null;
  /** The button seat. */
  button: number;
  /** Board cards (board 1 when the variant deals several). */
  board: Card[];
  /** Every board, board 1 first (R230): `[board]` in a game with one board, `[[]]` in one without. */
  boards: Card[][];
  /** By seat; `null` for seats not dealt in. */
  seats: (SeatView | null)[];
  /**
   * The pots in the middle, main pot first (R111): chips from finished betting rounds and antes.
   * Bets of the round being played are in each seat's `committed` until the round ends. Once the
   * hand is complete, the pots as awarded.
   */
  pots: { amount: number; eligible: number[] }[];
  /** The viewer's legal actions, only when the viewer is to act. */
  legalActions: LegalActions | null;
  /** The hand's log with the cards this viewer may not see replaced by `null`. */
  log: HandLogEntry[];
  /** Whether the hand is over. */
  isComplete: boolean;
  /**
   * Present only when a step of a kind of your own shows something (`defineStepKind` with a
   * `decision` that has `view`): what this viewer sees of each such kind's state, by kind name.
   */
  steps?: { [kind: string]: unknown };
}
