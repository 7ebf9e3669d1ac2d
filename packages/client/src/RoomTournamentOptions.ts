import type { TournamentSettings } from '@pokerchart/tournament';

/**
 * What `createTournament` asks the room for: a multi-table tournament (RULES section 19) with the
 * settings of `@pokerchart/tournament` (`tableSize`, `startingStack`, `buyIn`, `payouts`,
 * `schedule`, late registration, re-entry, rebuys, add-on, breaks), of a variant the room serves
 * (its id) under a betting structure. Levels with `every: { minutes }` and `breaks.minutes` run on
 * the real clock (R263).
 */
export interface RoomTournamentOptions extends Omit<TournamentSettings, 'seed'> {
  /** A variant's id: `'holdem'`, `'omaha'`, ... (or a composed variant the room serves). */
  variant: string;
  /** The betting structure. */
  betting: 'no-limit' | 'pot-limit' | 'fixed-limit';
  /** When the room starts it by itself, in epoch milliseconds (with two or more entries); without it the admin's `start` does. */
  startAt?: number;
  /** A name to list it by. */
  name?: string;
  /** The seed of its draws and shuffles; by default a random one, drawn by the server. */
  seed?: number;
  /** Milliseconds between a hand's end and the next deal at a table; the server's default when left out. */
  dealDelayMs?: number;
  /**
   * The action clock of its tables (R260), as for `createTable`; default 30 s and a 60 s bank.
   * When it runs out the player takes the timeout action (R261); after `sitOutAfter` timeouts in
   * a row (default 2) the player sits out and is blinded away: dealt in, every decision the
   * timeout action at once (R262), until `sitIn`.
   */
  clock?: { actionSeconds: number; timeBankSeconds: number; refill?: { seconds: number; everyHands: number } } | null;
  /** Timeouts in a row before a player sits out (R262). Default 2. */
  sitOutAfter?: number;
}
