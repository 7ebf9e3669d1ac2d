import type { RakeRule } from './rakePots.js';
import type { Card } from '@pokerchart/cards';
import type { BettingState, BettingStructure, PlayerAction } from '@pokerchart/betting';
import type { HandResult } from './HandResult.js';
import type { ExchangeState } from './steps/exchange/ExchangeState.js';
import type { VariantDescriptor } from './VariantSpec.js';
import type { Street } from './steps/variantSteps.js';

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

/**
 * One entry of a hand's log, in the order things happened. Plain JSON data. Hole cards and burns
 * appear here but never in another seat's {@link PlayerView} (their cards are replaced by `null`).
 *
 * - `posted`: a forced bet (R20): `kind` `'ante'` or `'blind'` (blinds and straddles);
 * - `dealt`: cards to a seat (R36); in the stud family `upCards` lists the ones dealt face up,
 *   which every view shows (R207), while `cards` (all of them) is hidden from other seats;
 * - `burned`: a burn card before a street's board (R37);
 * - `board`: board cards of a street; with several boards (R230) one entry per board, `board` the
 *   board's index from 0 (left out for board 0), and `run` the run's index from 0 when the board
 *   is run more than once (R232; left out for run 0); `burned` entries say the same;
 * - `acted`: a player action, with the seat's round total after it (`to`) and chips behind (`stack`);
 * - `street-closed`: the end of a betting round (R101);
 * - `returned`: uncalled chips given back (R106);
 * - `exposed`: hands turned face up because betting closed with an all-in (R127);
 * - `shown` / `mucked`: showdown (R126-R130);
 * - `discarded`: a seat's discard in a draw or a discard-only exchange (R212, R220): `cards` (`null`
 *   in other seats' views) and their `count`, which everyone sees; its replacements follow as a
 *   `dealt` entry (the cards the seat was dealt, R212), after a `burned` entry for the round's burn;
 * - `reshuffled`: the stub ran out and `count` discards and burns were shuffled into a new stub (R213);
 * - `decided`: a seat's decision at a step of a kind of your own (`defineStepKind` with a
 *   `decision`): the kind and the `choice`, which only the seat itself sees (`null` in other views);
 * - `chose-runs`: a seat's number of runs under `runItTimes: 'ask'` (R232);
 * - `runs`: the board is run `times` times (R232), fewer than the `wanted` when the stub cannot
 *   give every run its cards; the extra runs' `burned` and `board` entries follow;
 * - `awarded`: a pot paid to its winners (`pot` index, main pot 0; `low` for the low half, R168);
 *   with several boards or runs, one entry per part of the pot (R231, R232), `board` and `run`
 *   naming it by index from 0 (left out when there is only one of them).
 */
export type HandLogEntry =
  | { type: 'posted'; seat: number; kind: 'ante' | 'blind'; amount: number }
  | { type: 'dealt'; seat: number; cards: Card[] | null; upCards?: Card[] }
  | { type: 'burned'; street: string; card: Card | null; board?: number; run?: number }
  | { type: 'board'; street: string; cards: Card[]; board?: number; run?: number }
  | { type: 'acted'; street: string; seat: number; action: PlayerAction; to: number; stack: number }
  | { type: 'street-closed'; street: string }
  | { type: 'returned'; seat: number; amount: number }
  | { type: 'exposed'; seats: number[] }
  | { type: 'shown'; seat: number; cards: Card[] }
  | { type: 'mucked'; seat: number }
  | { type: 'discarded'; street: string; seat: number; cards: Card[] | null; count: number }
  | { type: 'reshuffled'; street: string; count: number }
  | { type: 'decided'; kind: string; street: string; seat: number; choice: unknown }
  | { type: 'chose-runs'; seat: number; times: number }
  | { type: 'runs'; times: number; wanted: number }
  | { type: 'awarded'; pot: number; amount: number; seats: number[]; low?: boolean; board?: number; run?: number };

/** What the pure hand functions need besides the context: the variant and the structure (built by createHandMachine). @internal */
export interface HandEnv {
  readonly variant: VariantDescriptor;
  readonly betting: BettingStructure;
  /** The variant's steps grouped by street (one per betting round). */
  readonly streets: readonly Street[];
  /** The variant's cards, deck order. */
  readonly deck: readonly Card[];
  /** Membership of the variant's deck, by card code. */
  readonly inDeck: readonly boolean[];
  /** How many boards each board step deals to (R230). */
  readonly boards: number;
  /** The names of the step kinds the variant's steps use, in the registry's order. */
  readonly kindNames: readonly string[];
}
