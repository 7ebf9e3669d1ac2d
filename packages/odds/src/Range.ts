import type { Card } from '@pokerchart/cards';

/** One hand of a {@link Range} with its weight. */
export interface RangeHand {
  /** The hole cards, highest card code first (two for Hold'em, four for Omaha…). */
  readonly cards: readonly Card[];
  /** How often the player holds this hand relative to a hand of weight 1: a number in `(0, 1]`. */
  readonly weight: number;
}

/**
 * A weighted set of hands a player may hold, as {@link parseRange} reads it. A range is weighted
 * uniformly over its hands (times their weights): `AKs:0.5` makes each suited ace-king half as
 * likely as a hand of weight 1. Plain data: build one by hand if you like (`kind: 'range'`,
 * distinct hands of one size, weights in `(0, 1]`).
 */
export interface Range {
  /** Marks the object as a range (hands given as card arrays are not). */
  readonly kind: 'range';
  /** The text it was read from, trimmed (empty for a range built in code). */
  readonly text: string;
  /** Every hand, once each, in the order of the notation. */
  readonly hands: readonly RangeHand[];
}
