import type { RakeRule } from '@pokerchart/engine';
import type { BlindSchedule } from './blindLevels.js';

/** A player taking a seat when the table is created. */
export interface TablePlayer {
  /** The player's name. */
  name: string;
  /** Starting stack (tournament) or buy-in (cash), a positive integer. */
  stack: number;
  /** The seat to take; by default the next free seat in order. */
  seat?: number;
}

/** Cash-game options: buy-ins, rebuys and top-ups between hands. */
export interface CashOptions {
  /** The standard buy-in; a busted player rebuys for this much with `autoRebuy`. */
  buyIn: number;
  /** Rebuy a busted player for `buyIn` automatically before the next hand. Default false: they sit out until `rebuy`. */
  autoRebuy?: boolean;
  /** Top every stack below this up to it before each hand (counted as chips brought in). */
  topUpTo?: number;
  /**
   * Take the chips above this off every stack before each hand (counted in `chipsOut` and the
   * seat's `takenOff`). With `topUpTo` equal to it, every hand starts with the same stacks, which
   * keeps long bot simulations comparable.
   */
  stackCap?: number;
}

/**
 * The JSON-safe configuration of a table (also the `input` of the machine from
 * {@link createTableMachine}): seats, mode, blinds and the seed every hand's shuffle derives from.
 */
export interface TableOptions {
  /** Number of seats, 2 to the variant's maximum. */
  seats: number;
  /** `'tournament'`: play until one player has every chip, recording eliminations; `'cash'`: rebuys and top-ups, no end. */
  mode: 'tournament' | 'cash';
  /** Blind levels and when they change. */
  schedule: BlindSchedule;
  /** The table seed: hand `n` is shuffled with a seed derived from it ({@link handSeed}). */
  seed: number;
  /** The first hand's button seat; by default a seat drawn from the seed among the players dealt in. */
  button?: number;
  /** Players seated at the start. */
  players?: readonly TablePlayer[];
  /**
   * The dead-button rule of tournaments (R248): the big blind moves to the next player every hand
   * and the small blind and button follow, possibly onto empty seats (the table package's `deadButtonSeats`).
   * Default false: the moving button of R12 (the button goes to the next player).
   */
  deadButton?: boolean;
  /** Cash-game options (cash mode only). */
  cash?: CashOptions;
  /** How many times each hand runs the rest of the board when betting closes all-in (R232): a number (default 1) or `'ask'`. */
  runItTimes?: number | 'ask';
  /** The most runs a player may choose under `runItTimes: 'ask'` (R232), default 2. */
  maxRuns?: number;
  /**
   * Bomb pots (R233): every player antes `ante`, no blinds, no first betting round. Dealt every
   * `every` hands (hand numbers divisible by it) and whenever a seated player asks for one with
   * `requestBombPot` (the `BOMB_POT` command) between hands.
   */
  bombPot?: { ante: number; every?: number };
  /**
   * A seat sits out after this many timeouts in a row (R261, R262), default 2: from its next hand
   * it is not dealt in at a cash table, and in a tournament it is dealt in and takes the timeout
   * action at once at every decision.
   */
  sitOutAfter?: number;
  /**
   * A cash table removes a seat that has chips and has sat out this many hands in a row, its chips
   * returned (counted in `chipsOut`), R262; default 30, `0` never. A seat without chips waits for
   * a rebuy and is never removed by the table.
   */
  leaveAfterHands?: number;
  /**
   * Cash only: the rake (R264), taken by the engine from each pot as it is awarded
   * (`floor(pot × percent / 100)`, at most `cap` a hand, main pot first; none before the flop with
   * `noFlopNoDrop`, the default). It leaves play: the context's `raked` counts it.
   */
  rake?: RakeRule;
}
