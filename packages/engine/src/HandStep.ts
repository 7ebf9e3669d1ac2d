import type { PartialHandRanking, StudOpening } from './steps/bet/stud/StudOpening.js';

/**
 * Community cards dealt face up to the middle (R37, R38), after one burn card when `burn` is true.
 * Hold'em's flop is `{ kind: 'board', cards: 3, burn: true }`.
 */
export interface BoardDealStep {
  /** `'board'`. */
  readonly kind: 'board';
  /** How many board cards (at least 1). */
  readonly cards: number;
  /** Whether one card is burned first (R37). Default false. */
  readonly burn?: boolean;
}

/**
 * Cards dealt to every seat still in the hand, one round of the table per card, from the first
 * seat left of the button (R36, R38); seats that folded get no more cards. Each entry says whether
 * that card is dealt `'down'` (seen by its owner only) or `'up'` (seen by all, R200, R207). Hold'em's
 * hole cards are `{ kind: 'seats', cards: ['down', 'down'] }`; stud deals
 * `['down', 'down', 'up']` on third street, then `['up']` with a burn on fourth to sixth and
 * `['down']` with a burn on seventh. A street whose single card per seat the deck cannot give
 * every player gets one community card instead (R205).
 */
export interface SeatDealStep {
  /** `'seats'`. */
  readonly kind: 'seats';
  /** One entry per card dealt to each seat, in dealing order. */
  readonly cards: readonly ('down' | 'up')[];
  /** Whether one card is burned first (R200: every stud street after the third). Default false. */
  readonly burn?: boolean;
}

/**
 * Who opens a betting round (R46, R47, R201-R203):
 * - `'blinds'`: left of the big blind (or straddle) on the first round, left of the button after
 *   (the flop games' rule; the default);
 * - `'bring-in'`: the worst up card dealt this street owes the bring-in (stud's third street,
 *   R201, R202; `createHand`'s `bringIn` option is the amount);
 * - `'best-showing'`: the best hand among the up cards opens, ties to the first seat clockwise
 *   from the button (stud's later streets, R203).
 *
 * The step's `reading` says how the up cards are read for both.
 */
export type BetOpener = 'blinds' | 'bring-in' | 'best-showing';

/**
 * A betting round, and the name of its street (the state of the chart it lives in, and
 * `Hand.street` while it runs). The deals, exchange and betting of one street are the steps from
 * the previous bet (exclusive) to this one.
 */
export interface BetStep {
  /** `'bet'`. */
  readonly kind: 'bet';
  /** The street's name, also the name of its state in the hand chart (`"flop"`, `"third"`). */
  readonly name: string;
  /** Who opens the round; see {@link BetOpener}. Default `'blinds'`. */
  readonly opener?: BetOpener;
  /**
   * How the up cards are read when the opener is `'bring-in'` or `'best-showing'` (R201, R203):
   * `'high'` (stud, stud hi-lo: the lowest card brings in, the best high hand showing opens),
   * `'ace-to-five-low'` (razz) or `'deuce-to-seven-low'`, or a ranking object that values partial
   * exposed hands ({@link PartialHandRanking}, R235). Default: the variant's ranking when it is one
   * of those two lows or such an object, else `'high'`.
   */
  readonly reading?: StudOpening;
  /**
   * Fixed limit: which bet the round uses (R91, R204, R214). Default: the small bet on the first
   * two rounds, the big bet after, as `fixedLimit()` counts them.
   */
  readonly limit?: 'small' | 'big';
  /**
   * R204: whether an open pair among the up cards lets any player bet or raise the big bet on
   * this street (stud high's fourth street: `true`; stud hi-lo and razz: `false`). The
   * `openPairBigBet` rule option of `createHand` overrides it on every street that sets it.
   */
  readonly openPairBigBet?: boolean;
}

/**
 * A draw: every seat still in, from the first left of the button, discards between `min` and
 * `max` cards (R212) and, when `draw` is true, is dealt as many replacements (R213); discard-only
 * games leave `draw` false.
 */
export interface ExchangeStep {
  /** `'exchange'`. */
  readonly kind: 'exchange';
  /** Fewest cards a seat must discard (0 = may stand pat). */
  readonly min: number;
  /** Most cards a seat may discard. */
  readonly max: number;
  /** Whether discards are replaced from the deck. */
  readonly draw: boolean;
}

/** The showdown (R125-R130): hands shown in order, ranked by the variant's rankings, pots awarded (R110-R117). */
export interface ShowdownStep {
  /** `'showdown'`. */
  readonly kind: 'showdown';
}

/**
 * One typed step of a variant. A variant is a list of steps ending with a showdown; the engine
 * compiles them into the hand chart, each kind contributing its own states, guards and actions
 * (see docs/guides/hand-lifecycle.md). Hold'em:
 *
 * ```ts
 * [{ kind: 'seats', cards: ['down', 'down'] }, { kind: 'bet', name: 'preflop' },
 *  { kind: 'board', cards: 3, burn: true }, { kind: 'bet', name: 'flop' },
 *  { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'turn' },
 *  { kind: 'board', cards: 1, burn: true }, { kind: 'bet', name: 'river' },
 *  { kind: 'showdown' }]
 * ```
 *
 * The `holeCards` and `streets` fields of a {@link VariantSpec} are shorthand for such a list.
 */
export type HandStep = BoardDealStep | SeatDealStep | BetStep | ExchangeStep | ShowdownStep;
