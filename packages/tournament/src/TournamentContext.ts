import type { BettingStructureDescription, PlayerAction } from '@pokerchart/betting';
import type { HandContext } from '@pokerchart/engine';
import type { TableContext } from '@pokerchart/table';
import type { SeatCommand } from '@pokerchart/table';
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
  /** Entry ids by seat: the players the tournament has placed at this table (arrivals during a hand included, R263). */
  seats: (number | null)[];
  /** How many seats are taken (`seats` not null). */
  players: number;
  /** Seat commands for the table actor held until its running hand ends (R263: a player moved to a table in a hand is dealt in at its next hand). */
  pending: SeatCommand[];
  /** Entries placed at this table while its hand runs (they join at its end). */
  arriving: number[];
  /** The table has dealt a hand in the current round of hands (levels by hands, R249). */
  roundDone: boolean;
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
  | { type: 'break'; beforeLevel: number; at: number }
  | { type: 'break-over'; beforeLevel: number; at: number }
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
  /** How many tables have dealt a hand in the current round (`roundDone`). */
  roundCount: number;
  /**
   * The tournament clock (R249, R263): the reading at the start, the last reading, the time the level
   * clock stood still (breaks and the wait for the last table before one), when it stopped (a break
   * due), when the break under way began (the last table finished), and when the last hand ended.
   */
  clock: { startedAt: number | null; now: number; paused: number; pausedAt: number | null; breakAt: number | null; lastHandEnd: number };
  /** A break is due before this level (1-based): tables between hands wait, the break starts when the last hand ends (R263). */
  breakDue: number | null;
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
  /** Entries still in (playing, waiting or busted with a rebuy still possible). */
  playersIn: number;
  /** Entries busted during the rebuy period and not yet out (R242). */
  busted: number;
  /** Tables whose hand is running. */
  playing: number;
  /** The last entry of each name, by name. */
  byName: Record<string, number>;
  /** The final table has been drawn (R245). */
  finalDrawn: boolean;
  /** What happened between hands. */
  log: TournamentLogEntry[];
}

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

/**
 * A tournament's state as JSON data, in the project's save model (`{ format, version, options,
 * events, snapshot }`): its games and settings, no events, and the statechart's persisted snapshot
 * with every table actor (and running hand) inside. {@link Tournament.snapshot} takes it and
 * `restoreTournamentState` starts the tournament from it without replaying any command: what a
 * room keeps so that a takeover reads its latest snapshot plus the events after it. The state is
 * believed as given (its format and games are checked): sign it when it leaves your hands.
 */
export interface TournamentStateSave {
  /** Always `'pokerchart-tournament-state'`. */
  format: 'pokerchart-tournament-state';
  /** Format version, `1`. */
  version: 1;
  /** The games by variant id and betting description, and the settings. */
  options: { games: { variant: string; betting: BettingStructureDescription }[]; settings: TournamentSettings };
  /** Always empty: the state is the snapshot itself. */
  events: [];
  /** The statechart's persisted snapshot (its tables inside) and where `playHand` deals next. */
  snapshot: { chart: Record<string, unknown>; cursor: number };
}
