import type { Card } from '@pokerchart/cards';

/**
 * The cards of a draw hand that are not in a player's hand, as {@link replaceDiscards} and
 * {@link burnDrawCard} read and return them (plain JSON data, never mutated):
 */
export interface DrawDeck {
  /** The undealt cards, top first. */
  readonly stub: readonly Card[];
  /**
   * The discards and burn cards so far, in the order they left play: what a reshuffle turns into
   * a new stub when the stub runs out (R213).
   */
  readonly muck: readonly Card[];
}
