import { PokerchartError } from '@pokerchart/cards';

/**
 * Thrown by the pure pot functions {@link buildPots} and {@link awardPots} for input they cannot
 * settle exactly. Codes: `BAD_CONTRIBUTIONS` (contributions, folded flags or dead money that are not
 * non-negative integers by seat, R0.1), `BAD_POTS` (pots without an integer amount or with seats out
 * of range, or chips nobody may win, R0.5), `BAD_SEATS` (a seat count or button out of range, R115),
 * `BAD_ORDER` (showdown tiers that are not arrays of seats).
 */
export class PotError extends PokerchartError {
  /** Stable code (see the class description). */
  declare readonly code: 'BAD_CONTRIBUTIONS' | 'BAD_POTS' | 'BAD_SEATS' | 'BAD_ORDER';

  constructor(code: 'BAD_CONTRIBUTIONS' | 'BAD_POTS' | 'BAD_SEATS' | 'BAD_ORDER', message: string) {
    super(code, message);
    this.name = 'PotError';
  }
}
