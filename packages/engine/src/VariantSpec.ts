import type { Card } from '@pokerchart/cards';

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
 * to get a validated {@link VariantDescriptor}.
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
  /** Which five cards make a hand: `'any'` best five of all (Hold'em, R155), or exactly `hole` + `board` (Omaha 2 + 3, R160). */
  readonly selection: 'any' | { readonly hole: number; readonly board: number };
  /** The high-hand ranking: `'standard'`, `'paigow-wheel'` (R170) or `'shortdeck'` (R176). */
  readonly ranking: 'standard' | 'paigow-wheel' | 'shortdeck';
  /** A split-pot low hand, if any: `'eight-or-better'` (R165-R168). */
  readonly low?: 'eight-or-better';
  /** Options of the ranking: `tripsBeatStraight` for `'shortdeck'` only (R176, default false). */
  readonly rankingOptions?: { readonly tripsBeatStraight?: boolean };
  /** How many dealt-in players a hand may have (R11). */
  readonly seats: { readonly min: number; readonly max: number };
  /** The betting structure tools suggest for this variant (Omaha: `'pot-limit'`). */
  readonly defaultBetting?: 'no-limit' | 'pot-limit' | 'fixed-limit';
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
