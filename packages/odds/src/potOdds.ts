import { OddsInputError } from './OddsInputError.js';

/**
 * The share of the pot a call must win to break even: `call / pot`, where `pot` is the FINAL pot
 * if you call, your call included ("a 200 call into a final pot of 800 needs 25%"). Compare it with
 * the hand's {@link HandEquity.equity}: calling gains in the long run when equity is higher.
 *
 * @example
 * ```ts
 * potOdds(200, 800); // 0.25: the pot was 600 before the call
 * ```
 * @param call chips the call costs (0 or more)
 * @param pot the pot after the call, the call included (more than 0, at least `call`)
 * @returns a fraction in `[0, 1]`
 * @throws {@link OddsInputError} (`BAD_OPTION`) for negative or non-finite amounts or a pot smaller than the call.
 */
export function potOdds(call: number, pot: number): number {
  if (typeof call !== 'number' || !Number.isFinite(call) || call < 0) {
    throw new OddsInputError('BAD_OPTION', `the call must be a finite amount of 0 or more, got ${String(call)}`);
  }
  if (typeof pot !== 'number' || !Number.isFinite(pot) || pot <= 0) {
    throw new OddsInputError('BAD_OPTION', `the pot must be a finite amount above 0, got ${String(pot)}`);
  }
  if (call > pot) {
    throw new OddsInputError(
      'BAD_OPTION',
      `the call (${call}) is larger than the pot (${pot}); pass the final pot, the call included`,
    );
  }
  return call / pot;
}
