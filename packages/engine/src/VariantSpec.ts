import type { Card } from '@pokerchart/cards';
import type { Ranking, RankingName } from '@pokerchart/evaluator';
import type { PartialHandRanking, StudOpening } from './steps/bet/stud/StudOpening.js';

/**
 * One street of a variant: a betting round, preceded by `board` community cards (and one burn
 * card first when `burn` is true, R37). Hold'em's streets are `preflop` (0 cards), `flop` (3,
 * burn), `turn` (1, burn) and `river` (1, burn).
 */
export interface StreetSpec {
  /** The street's name, also the name of its state in the hand chart (`"flop"`). */
  readonly name: string;
  /** Community cards dealt at the start of this street (0 for a street without board cards). */
  readonly board: number;
  /** Whether one card is burned before this street's board cards (R37). Default false. */
  readonly burn?: boolean;
}

/**
 * What a poker variant is, as plain JSON-safe data: its deck, hole cards, streets, which cards
 * make a hand, how hands rank, and how many seats it supports. Pass it to {@link defineVariant}
 * to get a validated {@link VariantDescriptor}. (A variant whose `ranking` or `low` is a ranking
 * object rather than a name holds functions, so it is no longer JSON.)
 *
 * @example
 * ```ts
 * const greek = defineVariant({ ...texasHoldem, id: 'greek-holdem', name: "Greek Hold'em",
 *   selection: { hole: 2, board: 3 } });
 * ```
 */
export interface VariantSpec {
  /** Stable identifier: lower-case letters, digits and hyphens (`"holdem"`, `"omaha-hilo8"`). */
  readonly id: string;
  /** Display name (`"Texas Hold'em"`). */
  readonly name: string;
  /** The deck: the 52-card `'standard'` deck, the 36-card `'short'` deck (R1, R175), or an explicit list of distinct cards. */
  readonly deck: 'standard' | 'short' | readonly (Card | string)[];
  /** Hole cards dealt to each player (R35). */
  readonly holeCards: number;
  /** The streets in order, each with its board cards and burn (R37, R45). */
  readonly streets: readonly StreetSpec[];
  /**
   * The variant as typed steps ({@link HandStep}), when it is written that way: then `holeCards`
   * and `streets` may be left out, and {@link defineVariant} derives them from the steps (values
   * given with the steps, such as those of a built-in spread with new steps, are replaced). Without it, `holeCards` and `streets` are shorthand for the steps
   * {@link variantSteps} lists.
   */
  readonly steps?: readonly HandStep[];
  /**
   * Which cards make a hand: `'any'` best five of all (Hold'em, R155; stud and draw games too,
   * with no board), or exactly `hole` + `board` (Omaha 2 + 3, R160). The counts add up to the
   * ranking's hand size (5; badugi 4).
   */
  readonly selection: 'any' | { readonly hole: number; readonly board: number };
  /**
   * How hands rank, for the whole pot (or its high half when there is a `low`): a built-in name
   * (`'standard'`, `'paigow-wheel'` R170, `'shortdeck'` R176, `'ace-to-five-low'` R190 for razz,
   * `'deuce-to-seven-low'` R191, `'badugi'` R192), the name of a ranking made by `defineRanking`,
   * or a {@link Ranking} object. The best strength wins (R194), low rankings included. It must
   * value every hand (a ranking with a qualifier, such as `'eight-or-better'`, belongs in `low`).
   */
  readonly ranking: RankingName | Ranking;
  /**
   * A split-pot low hand, if any (R165-R168): `'eight-or-better'` (Omaha and stud hi-lo, R193),
   * another ranking name, or a ranking object. A hand with no qualifying low (strength 0) does
   * not play for the low half.
   */
  readonly low?: 'eight-or-better' | RankingName | Ranking;
  /** Options of the ranking: `tripsBeatStraight` for `'shortdeck'` only (R176, default false). */
  readonly rankingOptions?: { readonly tripsBeatStraight?: boolean };
  /** How many dealt-in players a hand may have (R11). */
  readonly seats: { readonly min: number; readonly max: number };
  /** The betting structure tools suggest for this variant (Omaha: `'pot-limit'`). */
  readonly defaultBetting?: 'no-limit' | 'pot-limit' | 'fixed-limit';
  /**
   * How many community boards are dealt (R230), default 1; double-board games use 2. Every board
   * step deals its cards to each board, board 1 first, each board's cards after their own burn;
   * at showdown each pot is split into one part per board (R231). A variant with several boards
   * needs board steps, and no stud street after the first.
   */
  readonly boards?: number;
  /**
   * The amounts of a game that fixes its own stakes (the small games of R290-R292: Kuhn, Leduc and
   * Rhode Island hold'em), played under fixed limit. When a hand of such a variant is created with
   * no `blinds`, `forcedBets` or `bombPot`, every player antes `ante` (or the `ante` option's
   * amount, which must be `'each'`) and no blind is posted; the first betting round then opens left
   * of the button (R46 with no blind). {@link stakesBetting} gives the fixed-limit structure of
   * these stakes: bets of `bet` (and `bigBet` on rounds whose bet step names the `'big'` limit), at
   * most `maxRaises` raises after the bet, capped heads-up too (R93 `'always-capped'`).
   */
  readonly stakes?: VariantStakes;
}

/** A variant's own stakes ({@link VariantSpec.stakes}, R290-R292). */
export interface VariantStakes {
  /** The ante every player posts (at least 1). */
  readonly ante: number;
  /** The fixed-limit bet (the small bet, R91), at least 1. */
  readonly bet: number;
  /** The big bet, for rounds whose bet step names the `'big'` limit; default `bet`. */
  readonly bigBet?: number;
  /** Raises allowed after the bet in a round (R93): Kuhn 0, Leduc 1, Rhode Island 3. */
  readonly maxRaises: number;
}

/**
 * A validated variant, as returned by {@link defineVariant}: every {@link VariantSpec} field, with
 * an explicit deck normalized to card codes. It is frozen plain data (JSON-safe), so a new variant
 * composes from an old one by spreading it: `defineVariant({ ...omaha, id: 'omaha-5', holeCards: 5 })`.
 */
export interface VariantDescriptor extends VariantSpec {
  /** The deck: `'standard'`, `'short'`, or the explicit list of card codes. */
  readonly deck: 'standard' | 'short' | readonly Card[];
}

/**
 * A {@link VariantSpec} written as typed steps: `steps` given, `holeCards` and `streets` left out
 * (or given in agreement with the steps).
 */
export type SteppedVariantSpec = Omit<VariantSpec, 'holeCards' | 'streets' | 'steps'> & {
  /** The steps, ending with a showdown. */
  readonly steps: readonly HandStep[];
  /** Optional; derived from the steps (a value given here is replaced). */
  readonly holeCards?: number;
  /** Optional; derived from the steps (a value given here is replaced). */
  readonly streets?: readonly StreetSpec[];
};

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
