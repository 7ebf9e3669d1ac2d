import type { RakeRule } from './rakePots.js';
import type { Card } from '@pokerchart/cards';
import type { BettingState } from '@pokerchart/betting';
import type { HandLogEntry } from './HandLogEntry.js';
import type { HandResult } from './HandResult.js';
import type { ExchangeState } from './steps/exchange/ExchangeState.js';

/**
 * Where a hand stands, mirrored by the machine's state:
 * `'hole'` waits for hole cards (manual dealing), `'board'` waits for a street's board cards
 * (manual), `'betting'` a betting round runs, `'draw'` the players discard in turn (R212; also
 * while manual replacement cards are awaited), `'runs'` the players choose how many times to run
 * the rest of the board (R232, `runItTimes: 'ask'`), `'decision'` a step of a kind of your own waits
 * for the players' decisions ({@link HandContext.deciding}), `'runout'` betting is closed and the rest of the
 * board is dealt (R103), `'showdown'` hands are shown and pots awarded, `'complete'` the hand is over.
 */
export type HandPhase = 'hole' | 'board' | 'betting' | 'draw' | 'runs' | 'decision' | 'runout' | 'showdown' | 'complete';

/**
 * The context of the hand machine: plain JSON data, replaced (never mutated) on every event, so a
 * snapshot persists and restores exactly. It holds the undealt deck and the burns, so never hand it
 * to a player: use {@link Hand.view}.
 */
export interface HandContext {
  /** Format version of this context. */
  version: 1;
  /** Id of the variant the hand is played with. */
  variantId: string;
  /** Id of the betting structure. */
  bettingId: string;
  /** How cards are dealt. */
  dealing: 'seed' | 'deck' | 'manual';
  /** The shuffle seed, when dealing from a seed. */
  seed: number | null;
  /** Undealt cards, top first (empty under manual dealing). */
  deck: Card[];
  /** Dealt-in seats in dealing order: first left of the button, the button last (R36). */
  dealOrder: number[];
  /** Hole cards by seat; `null` for seats not dealt in, `[]` while awaiting manual cards. */
  holeCards: (Card[] | null)[];
  /** Board cards so far (board 1 when the variant deals several, R230). */
  board: Card[];
  /** Boards 2, 3, ... of a variant with several boards (R230), each dealt as far as board 1; `[]` with one board. */
  extraBoards: Card[][];
  /** Burned cards so far (R37). */
  burns: Card[];
  /** Index of the last street whose board cards were dealt, `-1` before any. */
  dealtStreet: number;
  /** The betting state from `@pokerchart/betting` (stacks, bets, pots' raw material). */
  betting: BettingState;
  /** See {@link HandPhase}. */
  phase: HandPhase;
  /** Whether each seat's cards are face up for everybody (all-in exposure R127, or shown R130). */
  exposed: boolean[];
  /**
   * The slices of the step kinds that keep state of their own, by kind name: plain JSON, each read
   * and written by its kind only (the draws of the `exchange` kind are an {@link ExchangeState},
   * R212, R213; a kind of yours keeps its decision's state here). A kind that keeps none has no key.
   */
  kinds: { [kind: string]: unknown };
  /** In phase `'decision'`: the name of the kind whose step waits for the players' decisions; else `null`. */
  deciding: string | null;
  /**
   * Each seat's face-up cards (R200, R207), in the order dealt; also in `holeCards`, which holds
   * all of a seat's cards. `null` for seats not dealt in; empty in games without up cards.
   */
  upCards: (Card[] | null)[];
  /** The bring-in of a stud game (R201), or `null` in games without one. */
  bringIn: number | null;
  /** R201 `bringInMay`: whether the bring-in seat may complete instead of posting the bring-in. */
  bringInMayComplete: boolean;
  /** R204 `openPairBigBet` as given in the rules, or `null` for each street's own default. */
  openPairBigBet: boolean | null;
  /** How many times the rest of the board is run when betting closes with an all-in (R232): a number, or `'ask'` the players. */
  runItTimes: number | 'ask';
  /** The most runs a player may choose under `'ask'` (R232). */
  maxRuns: number;
  /** Under `'ask'`, once betting closed all-in: the seats still to choose (first to act) and the numbers chosen (R232); else `null`. */
  runChoice: { seats: number[]; times: number[] } | null;
  /** Runs 2, 3, ... of the board (R232), each every board complete (`runs[r - 2][b]`); `[]` when the board ran once. */
  runs: Card[][][];
  /** The ante of a bomb pot (R233), or `null` for a hand with its usual forced bets. */
  bombPot: number | null;
  /** The rake taken from the pots (R264), when the hand has one. */
  rake?: RakeRule;
  /** R128 option in force. */
  autoMuck: boolean;
  /** The result, once the hand is complete. */
  result: HandResult | null;
  /** Everything that happened, in order. */
  log: HandLogEntry[];
}
