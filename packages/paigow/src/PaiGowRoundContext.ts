import type { Card } from '@pokerchart/cards';
import type { PaiGowOutcome } from './comparePaiGow.js';
import type { PaiGowSet } from './PaiGowSet.js';

/** One line of a round's log, in order of play. */
export type PaiGowLogEntry =
  | { type: 'bet'; seat: number; amount: number }
  | { type: 'deal'; start: number }
  | { type: 'set'; seat: number; houseWay: boolean; foul: boolean }
  | { type: 'banker-set'; set: PaiGowSet }
  | { type: 'settle'; seat: number; outcome: PaiGowOutcome; net: number; commission: number };

/** A player's result at the end of a round (R283). */
export interface PaiGowSeatResult {
  /** The seat (0 to players - 1). */
  seat: number;
  /** The bet placed before the deal. */
  bet: number;
  /** The setting compared with the banker's: the player's own, or the house way's for a foul re-set (R282). */
  set: PaiGowSet;
  /** Whether the player's own setting was foul (R282). */
  foul: boolean;
  /** Against the banker (R283). */
  outcome: PaiGowOutcome;
  /** The player's net gain: the bet less the commission on a win, 0 on a push, minus the bet on a loss. */
  net: number;
  /** The commission the house took from a win (5% rounded down by default). */
  commission: number;
}

/** The context of a round's statechart: everything a view, a save or a test needs. */
export interface PaiGowRoundContext {
  /** Players at the table besides the banker (1 to 6). */
  players: number;
  /** The seed of the shuffle and of the starting position (R280). */
  seed: number;
  /** The commission on a win, a fraction (R283). */
  commission: number;
  /** Smallest and largest bet. */
  minBet: number;
  /** Largest bet. */
  maxBet: number;
  /** Each seat's bet, `null` until placed (R280: before the deal). */
  bets: (number | null)[];
  /** The drawn starting position of the deal: 0 the banker, 1 to 6 the player spots (R280); `null` before the deal. */
  start: number | null;
  /** The banker's seven cards, after the deal. */
  bankerCards: Card[] | null;
  /** Each seat's seven cards, after the deal. */
  cards: Card[][] | null;
  /** The state owned by the setting step (the `paigow-set` kind). */
  setting: PaiGowSettingState;
  /** The results, at the end. */
  results: PaiGowSeatResult[] | null;
  /** What happened, in order. */
  log: PaiGowLogEntry[];
}

/** The part of the round's context the setting step kind owns (R282). */
export interface PaiGowSettingState {
  /** With `true`, a foul setting loses; otherwise the house way re-sets it (R282). */
  foulLoses: boolean;
  /** Each seat's setting, `null` until set. */
  sets: (PaiGowSet | null)[];
  /** Each seat: whether the setting was foul. */
  fouls: boolean[];
  /** Each seat: whether the player asked for the house way. */
  byHouseWay: boolean[];
  /** The banker's setting, by the house way (R284), once every player has set. */
  banker: PaiGowSet | null;
}
