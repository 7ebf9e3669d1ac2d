import { PaiGowError } from './errors.js';
import type { PaiGowOutcome } from './comparePaiGow.js';

/** What a bet pays (R283): `net` is the player's gain (negative for a loss), `commission` the part of a win kept by the house. */
export interface PaiGowSettlement {
  /** The player's net gain in chips: `bet - commission` on a win, 0 on a push, `-bet` on a loss. */
  net: number;
  /** The commission taken from a win (0 otherwise). */
  commission: number;
}

/**
 * Pays a bet (R283): a win pays the bet less a commission of `commission` (a fraction, 5% by
 * default) rounded down to the unit; a push returns the bet; a loss loses it.
 * @throws {@link PaiGowError} (`PAIGOW_BAD_OPTION`) unless `bet` is a positive integer and
 * `commission` a fraction from 0 to 1.
 */
export function settlePaiGow(bet: number, outcome: PaiGowOutcome, commission = 0.05): PaiGowSettlement {
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new PaiGowError('PAIGOW_BAD_OPTION', `a bet must be a positive whole number of chips, got ${String(bet)} (R280)`);
  if (typeof commission !== 'number' || !(commission >= 0 && commission <= 1)) {
    throw new PaiGowError('PAIGOW_BAD_OPTION', `the commission is a fraction from 0 to 1 (0.05 for 5%), got ${String(commission)} (R283)`);
  }
  if (outcome === 'win') {
    // rounded down to the unit; the 1e-9 absorbs binary fractions (0.29 * 100 is 28.999999999999996)
    const c = Math.floor(bet * commission + 1e-9);
    return { net: bet - c, commission: c };
  }
  if (outcome === 'push') return { net: 0, commission: 0 };
  if (outcome === 'loss') return { net: -bet, commission: 0 };
  throw new PaiGowError('PAIGOW_BAD_OPTION', `an outcome is 'win', 'push' or 'loss', got ${String(outcome)} (R283)`);
}
