import { PokerchartError } from '@pokerchart/cards';

/**
 * Thrown by the stud and draw rule functions (the draw ones of this package: {@link drawOrder},
 * {@link replaceDiscards}, {@link burnDrawCard}; the stud ones of `@pokerchart/variants`, which
 * re-exports this class) when their input is impossible: a seat
 * array that is not an array, a card that is not a card code, a button outside the table, or a
 * draw that no card left in the hand can serve. The message says what was wrong and what is
 * allowed, citing the rule.
 *
 * - `BAD_INPUT`: an argument is malformed;
 * - `DECK_EXHAUSTED`: not even a reshuffle of the discards and burns can serve the draw (R213).
 */
export class VariantRuleError extends PokerchartError {
  /** Stable error code for programmatic handling. */
  declare readonly code: 'BAD_INPUT' | 'DECK_EXHAUSTED';

  constructor(code: 'BAD_INPUT' | 'DECK_EXHAUSTED', message: string) {
    super(code, message);
    this.name = 'VariantRuleError';
    this.code = code;
  }
}
