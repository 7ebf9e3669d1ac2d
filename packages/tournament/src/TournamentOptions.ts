import type { BettingStructure } from '@pokerchart/betting';
import type { VariantDescriptor } from '@pokerchart/engine';
import type { BlindSchedule } from '@pokerchart/table';

/** One game of a rotation (R252): a variant and its betting structure. */
export interface TournamentGame {
  /** The variant, e.g. `texasHoldem`. */
  variant: VariantDescriptor;
  /** The betting structure, e.g. `noLimit()`. */
  betting: BettingStructure;
}

/**
 * The JSON part of a tournament's configuration (what a save keeps; the variant and the betting
 * structure are given again to {@link restoreTournament}).
 */
export interface TournamentSettings {
  /** Seats per table (R240), 2 to the variant's maximum. */
  tableSize: number;
  /** Chips each entry starts with (R240, R241). */
  startingStack: number;
  /** What an entry pays into the prize pool (R241, R250); fees are not counted. */
  buyIn: number;
  /** Percentages of the prize pool by place, first place first, summing to 100 (R250). */
  payouts: readonly number[];
  /**
   * Blind levels; `every: { hands: N }` means N rounds of hands (every table dealing a hand is one
   * round), `every: { minutes: M }` M minutes of the tournament clock, breaks excluded (R249).
   */
  schedule: BlindSchedule;
  /** The seed every draw, shuffle and table seed derives from. */
  seed: number;
  /** Registration stays open until the end of this many levels (R241). */
  lateRegistration?: { levels: number } | undefined;
  /** A busted player may re-enter while registration is open, up to `maxEntries` entries in all (R241). */
  reentry?: { maxEntries: number } | undefined;
  /** During the first `levels` levels a player with at most `startingStack` may buy `chips` for `price` (R242). */
  rebuys?: { levels: number; chips: number; price: number } | undefined;
  /** At the end of the rebuy period, one add-on of `chips` for `price` per player (R242). */
  addOn?: { chips: number; price: number } | undefined;
  /**
   * Breaks before these levels (1-based level numbers); the level clock stops from the end of the
   * level until the break is over (R249). The break starts when the last table has finished its
   * hand and lasts `minutes` (R263); without `minutes` it lasts until {@link Tournament.endBreak}.
   */
  breaks?: { beforeLevels: readonly number[]; minutes?: number | undefined } | undefined;
  /**
   * Color-ups (R249): from `level` (1-based) on, chips not divisible by `denomination` are raced off at each
   * table before its first hand of that level.
   */
  colorUps?: readonly { level: number; denomination: number }[] | undefined;
  /** Rotate games every level (R252): level k plays `games[k mod games.length]`. */
  rotation?: { every: 'level' } | undefined;
}

/** Options of {@link createTournament}: the {@link TournamentSettings} plus the game (or games, R252) and a clock. */
export interface TournamentOptions extends TournamentSettings {
  /** The variant, e.g. `texasHoldem` (or give `games`). */
  variant?: VariantDescriptor | undefined;
  /** The betting structure, e.g. `noLimit()` (or give `games`). */
  betting?: BettingStructure | undefined;
  /** A rotation of games, e.g. H.O.R.S.E. (R252); the first one is played first. */
  games?: readonly TournamentGame[] | undefined;
  /** The tournament clock in milliseconds, read at each command, for `every: { minutes }`; default `Date.now`. Tests inject their own. */
  clock?: (() => number) | undefined;
}
