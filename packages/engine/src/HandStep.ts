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
 * seat left of the button (R36, R38). Each entry says whether that card is dealt `'down'` (seen by
 * its owner only) or `'up'` (seen by all, the stud family's door cards, R200). Hold'em's hole cards
 * are `{ kind: 'seats', cards: ['down', 'down'] }`; stud's third street is `['down', 'down', 'up']`.
 */
export interface SeatDealStep {
  /** `'seats'`. */
  readonly kind: 'seats';
  /** One entry per card dealt to each seat, in dealing order. */
  readonly cards: readonly ('down' | 'up')[];
}

/**
 * Who opens a betting round (R46, R47, R201-R203):
 * - `'blinds'`: left of the big blind (or straddle) on the first round, left of the button after
 *   (the flop games' rule; the default);
 * - `'bring-in'`: the lowest up card posts the bring-in (stud's third street, R201, R202);
 * - `'high-hand'` / `'low-hand'`: the best exposed hand opens (stud's later streets, R203; razz
 *   uses `'low-hand'`).
 */
export type BetOpener = 'blinds' | 'bring-in' | 'high-hand' | 'low-hand';

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
   * Fixed limit: which bet the round uses (R91). Default: the small bet on the first two rounds,
   * the big bet after, as `fixedLimit()` counts them.
   */
  readonly limit?: 'small' | 'big';
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
