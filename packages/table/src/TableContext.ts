import type { HandContext, RakeRule } from '@pokerchart/engine';
import type { BlindLevel } from './blindLevels.js';
import type { TableOptions } from './TableOptions.js';

/** A player knocked out of a tournament, with the place they finish in (1 = winner). */
export interface Elimination {
  /** The seat the player sat in. */
  seat: number;
  /** Finishing place: with 9 players left, the first one out finishes 9th. */
  place: number;
}

/** The hand being played (or last played): what the table decided before dealing it. */
export interface TableHand {
  /** Hand number at this table, from 1. */
  number: number;
  /** Button seat (R12). */
  button: number;
  /** Small- and big-blind seats (R13, R14). */
  smallBlind: number;
  /** Big-blind seat. */
  bigBlind: number;
  /** Index of the blind level in force. */
  levelIndex: number;
  /** The level in force. */
  level: BlindLevel;
  /** Stacks by seat as dealt in (0 = not dealt in). */
  stacks: number[];
  /** The hand's shuffle seed ({@link handSeed}). */
  seed: number;
  /** The ante of a bomb pot (R233) when this hand is one. */
  bombPot?: number;
  /** The table's `runItTimes` (R232), when set. */
  runItTimes?: number | 'ask';
  /** The table's `maxRuns` (R232), when set. */
  maxRuns?: number;
  /**
   * The entries of the hand's log (indices from 0) that record a timeout action (R261): the seat to
   * act ran out of time and the table took `timeoutAction` for it. Absent when none did.
   */
  timeouts?: number[];
  /** Tournament: the seats dealt in while sitting out, which take the timeout action at once (R262). */
  sittingOut?: number[];
  /**
   * Cash: blinds owed after sitting out and posted in this hand (R262): `live` chips as a live
   * blind (the big blind) and `dead` chips into the pot that do not count toward the seat's bet
   * (the small blind).
   */
  missedBlinds?: { seat: number; live: number; dead: number }[];
  /** Cash: the table's rake rule (R264), passed to the hand. */
  rake?: RakeRule;
}

/** A finishing place in a tournament. */
export interface Finish extends Elimination {
  /** The player's name. */
  name: string;
  /** The hand number that knocked the player out (the winner: the last hand). */
  hand: number;
}

/**
 * The context of the table machine: plain JSON data, so a table persists like a hand.
 */
export interface TableContext {
  /** Format version. */
  version: 1;
  /** The configuration the table was created with (players as seated at the start). */
  options: TableOptions;
  /** Seats, `null` when empty. */
  seats: (TableSeat | null)[];
  /** Hands finished so far. */
  handsPlayed: number;
  /** Table time (clock milliseconds) when the first hand started, for time-based levels. */
  startedAt: number | null;
  /** Table time of the last hand start. */
  now: number | null;
  /** Whether a player asked for the next hand to be a bomb pot (R233). */
  bombPotNext?: boolean;
  /** The current hand (while playing) or the last one. */
  hand: TableHand | null;
  /** Tournament finishing places so far, last place first; the winner is added last. */
  finishes: Finish[];
  /** Cash: total chips brought to the table and taken away, so `sum(stacks) = chipsIn - chipsOut`. */
  chipsIn: number;
  /** Chips taken away by players who left (cash), or 0. */
  chipsOut: number;
  /** Cash: chips raked so far (R264), when the table has a rake: `sum(stacks) = chipsIn - chipsOut - raked`. */
  raked?: number;
  /**
   * The running hand (or the last one, until the next deal): the hand machine's state as the table
   * steps it, without an actor of its own. Absent before the first hand; `null` while a hand that
   * could not start is being reported.
   */
  handState?: TableHandState | null;
}

/**
 * A hand as the table holds it (JSON data): the state value and the context of the engine's hand
 * machine. The table machine steps it with the hand machine's own transitions (each `ACT` is one
 * event of the hand chart), the way `createHand` steps a hand, so a table's hand is the same chart
 * running as a lone hand; its `context.result` is set once the hand is over.
 */
export interface TableHandState {
  /** The hand machine's state value, e.g. `{ flop: 'bet' }`, `'settled'` once over. */
  value: unknown;
  /** The hand machine's context (complete, with the deck: never show it to players; see `handView`). */
  context: HandContext;
}

/** One occupied seat of a table, as plain JSON data. */
export interface TableSeat {
  /** The player's name, as narrated. */
  name: string;
  /** Chips behind, between hands (during a hand, the hand's own stacks apply). */
  stack: number;
  /**
   * A player sitting out keeps the seat (R262): at a cash table it is not dealt in (R11); in a
   * tournament it is dealt in, posts, and takes the timeout action at once at every decision.
   */
  sittingOut: boolean;
  /** Tournament only: the finishing place once knocked out (1 = winner), else null. */
  place: number | null;
  /** Cash only: chips brought to the table so far (first buy-in, rebuys and top-ups). */
  boughtIn: number;
  /** Cash only: chips taken off the table above `cash.stackCap`; the player's result is `stack + takenOff - boughtIn`. */
  takenOff: number;
  /** Timeouts in a row (R261), when any: at `sitOutAfter` the seat sits out (R262). */
  timeouts?: number;
  /**
   * Cash only: the blinds the seat owes after sitting out (R262): `'big'` when the big blind
   * passed it, `'both'` when the small blind passed it too. Posted on its return (the big blind
   * live, the small blind dead), or the seat waits for the big blind (`waitForBigBlind`).
   */
  missedBlinds?: 'big' | 'both';
  /** Cash only: back from sitting out owing blinds, the seat is dealt in only when it is the big blind (R262). */
  waitForBigBlind?: boolean;
  /** Cash only: hands dealt in a row while this seat (with chips) sat out; at `leaveAfterHands` it is removed (R262). */
  sitOutHands?: number;
}
