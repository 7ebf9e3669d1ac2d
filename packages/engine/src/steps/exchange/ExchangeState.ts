import type { Card } from '@pokerchart/cards';

/**
 * Where the draws of a hand stand (variants with `exchange` steps, R212, R213), in
 * `HandContext.kinds.exchange` (the exchange kind's slice). Plain JSON data, replaced on every change.
 */
export interface ExchangeState {
  /** Index of the street whose exchange runs, or ran last; `-1` before the first. */
  street: number;
  /** The running exchange's bounds: fewest and most cards a seat may discard, and whether they are replaced. */
  min: number;
  /** See {@link ExchangeState.min}. */
  max: number;
  /** Whether discards are replaced (a draw) or only thrown away (Pineapple, R220). */
  draw: boolean;
  /**
   * Seats still to discard in the running exchange, in order: clockwise from the first seat left
   * of the button that still holds cards, all-in players too (R212). The first one is to act.
   */
  toDiscard: number[];
  /** Under manual dealing, the seat whose replacement cards are awaited and how many; else `null`. */
  awaiting: { seat: number; count: number } | null;
  /**
   * The discards and draw burns since the last reshuffle, in the order they left play: what the
   * next reshuffle turns into a new stub when the deck runs out (R213).
   */
  muck: Card[];
  /** The state of the hand's RNG after its last shuffle (seeded dealing), which the next reshuffle continues (R213); else `null`. */
  rng: number[] | null;
}
