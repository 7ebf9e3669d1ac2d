import { PokerchartError } from '@pokerchart/cards';

/**
 * What went wrong in a Pai Gow call, as a stable code:
 *
 * - `PAIGOW_BAD_CARD`: a value that is not a card of the 53-card deck (codes 0..51 and {@link JOKER}), or text that is not one (R280, R281);
 * - `PAIGOW_DUPLICATE_CARD`: the same card twice;
 * - `PAIGOW_BAD_HAND`: the wrong number of cards (seven to set, five in the high hand, two in the low hand);
 * - `PAIGOW_BAD_OPTION`: an option out of range (players, bets, commission, seed, hands);
 * - `PAIGOW_ILLEGAL_ACTION`: a round event that is not allowed now (a bet after the deal, a second setting, a seat that is not playing, a setting that is not the seven cards dealt).
 */
export type PaiGowErrorCode =
  | 'PAIGOW_BAD_CARD'
  | 'PAIGOW_DUPLICATE_CARD'
  | 'PAIGOW_BAD_HAND'
  | 'PAIGOW_BAD_OPTION'
  | 'PAIGOW_ILLEGAL_ACTION';

/**
 * Thrown by @pokerchart/paigow when its input is refused; {@link PaiGowError.code} says why and
 * the message names what was wrong, what is allowed and the rule (R280-R285).
 */
export class PaiGowError extends PokerchartError {
  /** Why the input was refused. */
  declare readonly code: PaiGowErrorCode;

  constructor(code: PaiGowErrorCode, message: string) {
    super(code, message);
    this.name = 'PaiGowError';
  }
}
