import { OddsInputError } from './OddsInputError.js';

/**
 * The table-side estimate of hitting one of `outs` cards: about 2% per out with one card to come
 * (flop to turn, or turn to river), about 4% per out with two (flop to river). It is a mental
 * shortcut: the `outs` function gives the exact figure beside it ({@link OutsResult.byEnd}). The result is capped at 1.
 *
 * @example
 * ```ts
 * ruleOfTwoAndFour(9, 2); // 0.36 (exact: 0.3497 for a flush draw on the flop)
 * ruleOfTwoAndFour(9, 1); // 0.18 (exact: 9/46 = 0.1957 on the turn)
 * ```
 * @param outs the number of outs (an integer, 0 or more)
 * @param streetsToCome 1 or 2: board cards still to come, one per street
 * @returns a fraction in `[0, 1]`
 * @throws {@link OddsInputError} (`BAD_OPTION`) for a negative or fractional count, or streets other than 1 or 2.
 */
export function ruleOfTwoAndFour(outs: number, streetsToCome: 1 | 2): number {
  if (!Number.isInteger(outs) || outs < 0) {
    throw new OddsInputError('BAD_OPTION', `outs must be a whole number of cards, 0 or more, got ${String(outs)}`);
  }
  if (streetsToCome !== 1 && streetsToCome !== 2) {
    throw new OddsInputError('BAD_OPTION', `the rule of 2 and 4 is for 1 or 2 streets to come, got ${String(streetsToCome)}`);
  }
  return Math.min(1, outs * (streetsToCome === 1 ? 0.02 : 0.04));
}
