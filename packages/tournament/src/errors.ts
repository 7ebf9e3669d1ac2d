import { PokerchartError } from '@pokerchart/cards';

/**
 * Every error the tournament raises, with a stable {@link TournamentError.code}:
 *
 * - `TOURNAMENT_BAD_CONFIG`: an option is invalid (the message names it);
 * - `TOURNAMENT_NOT_ALLOWED`: the command is not allowed now (registration closed (R241), a rebuy
 *   outside the rebuy period or above the stack limit (R242), a table held by hand-for-hand (R246));
 * - `TOURNAMENT_UNKNOWN`: a player or table that does not exist;
 * - `TOURNAMENT_COMPLETE`: the tournament is over;
 * - `TOURNAMENT_BAD_SAVE`: a save that is not a tournament's, or whose replay does not reach the
 *   state it claims (an edited save);
 * - `TOURNAMENT_BAD_INPUT`: stacks or prizes given to {@link icm}, {@link icmDeal} or {@link chipChop}
 *   are not whole, non-negative numbers.
 */
export class TournamentError extends PokerchartError {
  /** Stable error code (see the class description). */
  declare readonly code: string;
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'TournamentError';
    this.code = code;
  }
}
