import type { Card } from '@pokerchart/cards';
import type { LegalActions, PlayerAction } from '@pokerchart/betting';

export type { LegalActions, PlayerAction };

// The part of the engine's PlayerView (CONTRACT.md) that bots read, declared structurally so any
// engine PlayerView is accepted. Internal: not part of the public entry.

/** What one seat may know about a hand. */
export interface PlayerView {
  viewer: number | 'spectator';
  street: string | null;
  toAct: number | null;
  button: number;
  board: Card[];
  seats: ({ stack: number; committed: number; folded: boolean; allIn: boolean; holeCards: Card[] | null } | null)[];
  pots: { amount: number; eligible: number[] }[];
  legalActions: LegalActions | null;
}
