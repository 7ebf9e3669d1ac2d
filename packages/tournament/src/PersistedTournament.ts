import type { BettingStructureDescription, PlayerAction } from '@pokerchart/betting';
import type { HandContext } from '@pokerchart/engine';
import type { TableContext } from '@pokerchart/table';
import type { TournamentContext } from './TournamentContext.js';
import type { TournamentSettings } from './TournamentOptions.js';

/** One command given to a tournament, as saved (R241, R242, R246, R249). */
export type TournamentCommand =
  | { type: 'tick' }
  | { type: 'register'; name: string }
  | { type: 'start' }
  | { type: 'rebuy'; name: string }
  | { type: 'add-on'; name: string }
  | { type: 'deal'; table: number }
  | { type: 'act'; table: number; action: PlayerAction }
  | { type: 'end-break' };

/**
 * A saved tournament from {@link Tournament.persist}: JSON-safe. It is the settings, every command
 * in order and every clock reading; {@link restoreTournament} replays them through the same
 * machines and refuses the save unless the replay reaches exactly the `state` it records, so an
 * edited save (a stack, a seat, a command) is refused rather than believed.
 */
export interface PersistedTournament {
  /** Always `'pokerchart-tournament'`. */
  format: 'pokerchart-tournament';
  /** Format version, `1`. */
  version: 1;
  /** The games by variant id and betting description (one unless a rotation, R252). */
  games: { variant: string; betting: BettingStructureDescription }[];
  /** The settings. */
  settings: TournamentSettings;
  /** Every command, in order. */
  commands: TournamentCommand[];
  /** Every reading of the tournament clock, in order. */
  clock: number[];
  /** The state the commands lead to: the tournament's context, each table actor's context and each running hand's context (by table actor). */
  state: { context: TournamentContext; tables: Record<string, TableContext>; hands: Record<string, HandContext> };
}
