import { PokerchartError } from '@pokerchart/cards';

/**
 * Thrown by {@link createHand} for options it cannot play. `option` names the option (`"stacks"`,
 * `"button"`, `"dealing.deck"`, `"rules.autoMuck"` …). Codes: `BAD_STACKS`, `PLAYER_COUNT`,
 * `BAD_BUTTON`, `BAD_DEALING`, `BAD_DECK`, `BAD_RULES`, `BAD_FORCED_BETS`, `BAD_VARIANT`,
 * `BAD_BETTING`. Forced-bet amounts are checked by `@pokerchart/betting`, whose
 * `BettingConfigError` is rethrown as this error with its code kept in the message.
 */
export class HandOptionsError extends PokerchartError {
  /** Stable code for programmatic handling. */
  declare readonly code: string;
  /** The option that was rejected. */
  readonly option: string;

  constructor(code: string, option: string, message: string) {
    super(code, message);
    this.name = 'HandOptionsError';
    this.code = code;
    this.option = option;
  }
}
