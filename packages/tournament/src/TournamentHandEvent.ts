import type { HandResult } from '@pokerchart/engine';
import type { TournamentLogEntry } from './TournamentContext.js';

/** What {@link Tournament.playHand} returns: the hand played and what the tournament did after it. */
export interface TournamentHandEvent {
  /** The table that played. */
  table: number;
  /** The hand's number at that table. */
  hand: number;
  /** The level in force (1-based). */
  level: number;
  /** The hand's result. */
  result: HandResult | null;
  /** Names of the players the hand knocked out (or left busted, waiting for a rebuy). */
  busted: string[];
  /** The tournament's log entries from this hand: eliminations, moves, broken tables, levels. */
  log: TournamentLogEntry[];
}
