import type { Card } from '@pokerchart/cards';
import type { PlayerAction } from '@pokerchart/betting';

/**
 * The events of the hand machine. One player action is one `ACT` event; `seat`, when given, must be
 * the seat to act. `DEAL_HOLE` and `DEAL_BOARD` feed cards under `'manual'` dealing. An event that is
 * not legal in the current state is ignored by the machine (the {@link Hand} facade throws instead).
 */
export type HandEvent =
  | { type: 'ACT'; action: PlayerAction; seat?: number }
  | { type: 'DEAL_HOLE'; seat: number; cards: readonly Card[] }
  | { type: 'DEAL_BOARD'; cards: readonly Card[] };
