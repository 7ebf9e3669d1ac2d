import { PokerchartError } from '@pokerchart/cards';

/**
 * Thrown for bad betting configuration or misuse of the round functions (not a player's action):
 * invalid stacks, blinds or antes, a straddle R27 does not allow, a structure option out of range,
 * or {@link nextRound} called while a round is running. Codes: `BAD_STACKS`, `BAD_BUTTON`,
 * `BAD_FORCED_BETS`, `MISSING_BLINDS`, `STRADDLE_NOT_ALLOWED`, `BAD_OPTION`, `ROUND_NOT_OVER`, `ROUND_STARTED`.
 */
export class BettingConfigError extends PokerchartError {
  /** Stable code for programmatic handling. */
  declare readonly code: string;

  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'BettingConfigError';
    this.code = code;
  }
}
