import type { TournamentSettings } from './TournamentOptions.js';

/** One entry of a tournament (a player's first entry, or a re-entry, R241), as JSON data. */
export interface TournamentEntry {
  /** Entry number, from 0, in order of registration. */
  id: number;
  /** The player's name. */
  name: string;
  /** 1 for the player's first entry, 2 for their first re-entry, and so on (R241). */
  entry: number;
  /** The table the entry sits at (its last table once out), or null before the start. */
  table: number | null;
  /** The seat at that table, or null. */
  seat: number | null;
  /** Chips as of the end of the entry's last hand. */
  stack: number;
  /**
   * `'registered'` before the start; `'playing'`; `'waiting'` for the button to pass a late seat
   * (R241); `'busted'` with no chips during the rebuy period, until the next hand at its table (R242);
   * `'out'` once eliminated.
   */
  state: 'registered' | 'playing' | 'waiting' | 'busted' | 'out';
  /** When the entry busted: an ordering key (later `seq` finished higher; same `seq`, higher `tier` finished higher, equal ties, R247). */
  bust: { seq: number; tier: number } | null;
  /** Rebuys taken (R242). */
  rebuys: number;
  /** Whether the add-on was taken (R242). */
  addOn: boolean;
}

/** One table of the tournament, as the tournament sees it (its seats live in its table actor). */
export interface TournamentTable {
  /** Table number, from 1. */
  id: number;
  /** The table actor's seed. */
  seed: number;
  /** The actor id of the table's child, `table-<id>` (with a suffix after a change of game, R252). */
  actorId: string;
  /** Index of the game it plays in `games` (R252), 0 for a single game. */
  game: number;
  /** Button, blinds and number of the last hand dealt at this table (R243, R248), or null. */
  last: { button: number; smallBlind: number; bigBlind: number } | null;
  /** The button of the last hand of a game with a button, kept through stud games (R252). */
  buttonGameButton: number | null;
  /** Hands dealt at this table. */
  handsPlayed: number;
  /** A hand is running at this table. */
  playing: boolean;
  /** The level of its last hand, -1 before its first (color-ups, R249). */
  level: number;
  /** The hand-for-hand round its running hand belongs to (R246, R247), or null. */
  handForHand: number | null;
}

/** An entry in the tournament's own log: what the tournament did between hands. */
export type TournamentLogEntry =
  | { type: 'registered'; name: string; entry: number; table: number | null; seat: number | null; late: boolean; waits: boolean }
  | { type: 'started'; entries: number; tables: number }
  | { type: 'moved'; name: string; from: { table: number; seat: number }; to: { table: number; seat: number }; rule: 'R243' | 'R244' | 'R245' }
  | { type: 'table-opened'; table: number }
  | { type: 'table-broken'; table: number }
  | { type: 'final-table'; table: number }
  | { type: 'eliminated'; name: string; entry: number; table: number; stackAtStart: number }
  | { type: 'rebuy'; name: string; chips: number }
  | { type: 'add-on'; name: string; chips: number }
  | { type: 'level'; level: number }
  | { type: 'break'; beforeLevel: number }
  | { type: 'color-up'; table: number; denomination: number; rounding: number; winners: string[] }
  | { type: 'hand-for-hand'; on: boolean; players: number }
  | { type: 'game'; table: number; game: number }
  | { type: 'complete'; winner: string };

/** The context of the tournament statechart: plain JSON data. */
export interface TournamentContext {
  /** Format version. */
  version: 1;
  /** The configuration. */
  settings: TournamentSettings;
  /** Every entry, in order of registration. */
  entries: TournamentEntry[];
  /** Tables in play, by number. */
  tables: TournamentTable[];
  /** The number the next table opened gets. */
  nextTableId: number;
  /** The tournament's own random source (draws and reseats), as an RNG state. */
  rng: number[];
  /** Index of the level in force (0 = level 1). */
  level: number;
  /** Completed rounds of hands (every table dealt one), for `every: { hands }`. */
  rounds: number;
  /** Tables that finished a hand in the current round. */
  roundDone: number[];
  /** Clock reading at the start, the last reading, clock time spent on breaks, and the current break's start. */
  clock: { startedAt: number | null; now: number; paused: number; breakAt: number | null };
  /** Levels (1-based) before which a break was taken. */
  breaksTaken: number[];
  /** Buy-ins, rebuys and add-ons paid so far (R250). */
  prizePool: number;
  /** Chips put in play: starting stacks, rebuys and add-ons. */
  chipsAdded: number;
  /** Chips added (positive) or removed by color-up rounding (R249). */
  rounding: number;
  /** Elimination sequence counter (R247). */
  seq: number;
  /** Hand-for-hand round in progress (R246): its elimination sequence and the tables that played it. */
  handForHand: { seq: number; played: number[] } | null;
  /** Registration closed (level passed, or fewer than two players left to play). */
  registrationClosed: boolean;
  /** What happened between hands. */
  log: TournamentLogEntry[];
}
