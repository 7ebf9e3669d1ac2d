import { PokerchartError } from '@pokerchart/cards';

/**
 * Thrown by `dealHole` and `dealBoard` (manual dealing) when the cards cannot be dealt; the hand
 * is unchanged. Codes: `NOT_MANUAL` (the hand deals its own cards), `NOT_NOW` (no cards of that kind
 * are awaited now), `BAD_SEAT` (not a dealt-in seat, or already dealt), `CARD_COUNT` (wrong number of
 * cards, R35, R37), `BAD_CARD` (unreadable), `NOT_IN_DECK` (not a card of the variant's deck, R5),
 * `DUPLICATE_CARD` (already dealt or given twice, R5).
 */
export class DealingError extends PokerchartError {
  /** Stable code for programmatic handling. */
  declare readonly code: string;

  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'DealingError';
    this.code = code;
  }
}
