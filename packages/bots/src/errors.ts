import { PokerchartError } from '@pokerchart/cards';

/**
 * Thrown by the built-in bots when they are asked to act on a view that gives them nothing to
 * do: a spectator view, or a view whose `legalActions` is null because another seat is to act.
 */
export class BotError extends PokerchartError {
  /** Stable error code: `BOT_NOT_TO_ACT`. */
  declare readonly code: 'BOT_NOT_TO_ACT';
  constructor(message: string) {
    super('BOT_NOT_TO_ACT', message);
    this.name = 'BotError';
  }
}
