import type { Card } from '@pokerchart/cards';

// Structural copies of the engine's PlayerView, LegalActions and PlayerAction (CONTRACT.md), used
// until @pokerchart/engine exports them. Internal: not part of the public entry.

/** Legal actions of the seat to act. */
export interface LegalActions {
  seat: number;
  fold: boolean;
  check: boolean;
  call: number | null;
  raiseTo: { min: number; max: number } | null;
}

/** A player's decision. */
export type PlayerAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  | { type: 'bet'; to: number }
  | { type: 'raise'; to: number }
  | { type: 'all-in' };

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
