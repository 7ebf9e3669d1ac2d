/**
 * Where a hand's betting stands, in {@link BettingState.status}:
 *
 * - `'betting'`: a round is running and {@link BettingState.toAct} must act;
 * - `'street-complete'`: the round ended (R101) and more betting will follow: deal the next street,
 *   then call {@link nextRound};
 * - `'run-out'`: the round ended and betting is closed (R103): deal the remaining streets (calling
 *   {@link nextRound} per street is allowed and only advances the street) and go to showdown;
 * - `'showdown'`: the last street's round ended with two or more players left (R105);
 * - `'folded'`: only one player is left (R102); {@link BettingState.winner} is that seat.
 */
export type BettingStatus = 'betting' | 'street-complete' | 'run-out' | 'showdown' | 'folded';

/**
 * The betting state of one hand: plain JSON data (no classes, no `undefined`), safe to keep in an
 * XState context and to persist. Arrays are indexed by seat. Functions never mutate it: they return a
 * new state that shares the arrays that did not change.
 *
 * Chip accounting (R0.5): `sum(stacks) + collected + sum(committed) = sum(startStacks)` at every step,
 * and `sum(contributed) + dead = collected + sum(committed)`.
 */
export interface BettingState {
  /** Number of seats (length of every per-seat array). */
  readonly seatCount: number;
  /** Button seat (R12). */
  readonly button: number;
  /** Whether each seat was dealt in (stack > 0 at hand start, R11). */
  readonly dealtIn: readonly boolean[];
  /** Stacks at hand start, before forced bets. */
  readonly startStacks: readonly number[];
  /** Chips behind, by seat. */
  readonly stacks: readonly number[];
  /** Live chips put in this round (R55), including a posted blind or straddle pre-flop; antes never count. */
  readonly committed: readonly number[];
  /**
   * Live chips put in this hand (R110): blinds, straddle, bets, calls and uniform antes, minus chips
   * returned (R106). Give this to the engine's `buildPots` with `folded` and `dead`.
   */
  readonly contributed: readonly number[];
  /** Uncalled chips returned to each seat so far (R106); already back in `stacks`. */
  readonly returned: readonly number[];
  /** Whether each seat has folded (seats not dealt in are never folded). */
  readonly folded: readonly boolean[];
  /** Whether each dealt-in, non-folded seat has no chips behind. */
  readonly allIn: readonly boolean[];
  /** Whether each seat has acted voluntarily this round (R64); posting is not acting (R20). */
  readonly hasActed: readonly boolean[];
  /** Dead money (big-blind ante, R25): in the pot but in nobody's layer. */
  readonly dead: number;
  /** Chips in the middle from finished rounds and antes (live and dead); excludes `committed`. */
  readonly collected: number;
  /** Forced bets actually posted, by seat (short stacks post less, R22/R24/R25). */
  readonly posted: { readonly antes: readonly number[]; readonly blinds: readonly number[] };
  /** Index of the current betting round: 0 = pre-flop. */
  readonly street: number;
  /** Number of betting rounds in the hand (4 for flop games). */
  readonly streetCount: number;
  /** See {@link BettingStatus}. */
  readonly status: BettingStatus;
  /** Seat to act, or `null` when no betting action is possible. */
  readonly toAct: number | null;
  /** `currentBet` of R55: max(largest `committed`, `nominalBet`). */
  readonly currentBet: number;
  /** Nominal bet of the round (R55): the big blind or straddle pre-flop (R22, R28), else 0. */
  readonly nominalBet: number;
  /** Size of the last full bet or raise increment (LFR, R71/R73). */
  readonly lastFullRaise: number;
  /** The bet level reached by the last full bet or raise (FL `fullLevel`, R92/R96). */
  readonly fullLevel: number;
  /** Full bets and raises this round; pre-flop the big blind counts as one (FL `betCount`, R92). */
  readonly raiseCount: number;
  /** Whether the round's raise cap was reached (R93). */
  readonly capped: boolean;
  /** Whether exactly two non-folded players with chips were present when the round began (R93). */
  readonly roundStartedHeadsUp: boolean;
  /** Last player to bet or raise this round, incomplete all-ins included (R65); `null` if none. */
  readonly lastAggressor: number | null;
  /** Last aggressor of every round played so far, by street index (for showdown order, R126). */
  readonly aggressors: readonly (number | null)[];
  /** Minimum opening bet (R70) and the LFR each post-flop round starts with (R71, R104). */
  readonly minBet: number;
  /** Chips the pre-flop pot counts for blinds posted short (R81); 0 after pre-flop. */
  readonly potAdjustment: number;
  /** Whether betting is closed: at most one non-folded player is not all-in (R103). */
  readonly bettingClosed: boolean;
  /** The remaining player when the hand ended by folds (R102), else `null`. */
  readonly winner: number | null;
  /**
   * The bring-in owed by the seat to act at the start of a stud game's first round (R201), set by
   * {@link setOpener}: `amount` chips, and whether the seat may complete instead (`bringInMay`).
   * `null` once it is posted or completed, and in every game without a bring-in.
   */
  readonly pendingBringIn: { readonly seat: number; readonly amount: number; readonly mayComplete: boolean } | null;
  /**
   * Which fixed-limit bet this round uses when the variant names it (R91, R204, R214), set by
   * {@link setRoundLimit}: `'small'` or `'big'`; `'small-or-big'` on stud's fourth street with an
   * open pair (R204: any player may bet or raise the small or the big bet; once a big bet is made,
   * raises are big bets). `null`: the structure's own rule (fixed limit: the small bet on the first
   * two rounds, the big bet after). Other structures ignore it.
   */
  readonly limit: 'small' | 'big' | 'small-or-big' | null;
  /** Rule options in force for this hand. */
  readonly rules: BettingRuleOptions;
}

/**
 * A shallow copy of the state with every field listed in one fixed order, so that all states share
 * one object shape (much faster than object spread on the hot path). Arrays are shared, not copied.
 * @internal
 */
export function cloneState(s: BettingState): Mutable<BettingState> {
  return {
    seatCount: s.seatCount,
    button: s.button,
    dealtIn: s.dealtIn,
    startStacks: s.startStacks,
    stacks: s.stacks,
    committed: s.committed,
    contributed: s.contributed,
    returned: s.returned,
    folded: s.folded,
    allIn: s.allIn,
    hasActed: s.hasActed,
    dead: s.dead,
    collected: s.collected,
    posted: s.posted,
    street: s.street,
    streetCount: s.streetCount,
    status: s.status,
    toAct: s.toAct,
    currentBet: s.currentBet,
    nominalBet: s.nominalBet,
    lastFullRaise: s.lastFullRaise,
    fullLevel: s.fullLevel,
    raiseCount: s.raiseCount,
    capped: s.capped,
    roundStartedHeadsUp: s.roundStartedHeadsUp,
    lastAggressor: s.lastAggressor,
    aggressors: s.aggressors,
    minBet: s.minBet,
    potAdjustment: s.potAdjustment,
    bettingClosed: s.bettingClosed,
    winner: s.winner,
    pendingBringIn: s.pendingBringIn,
    limit: s.limit,
    rules: s.rules,
  };
}

/** A writable view of a readonly object type. @internal */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/*
 * New per-seat arrays of zeros or `false`, made by copying a cached array of the same length:
 * much cheaper in V8 than `new Array(n).fill(x)` (a holey array filled by a builtin), and the
 * betting state makes several per hand and per round. The cached arrays are never handed out;
 * only table sizes up to {@link CACHED_SEATS} are cached.
 */

/** The largest seat count whose arrays are cached. */
const CACHED_SEATS = 64;

const zerosBySize: number[][] = [];
const falsesBySize: boolean[][] = [];

/** A packed array of `n` copies of `value`. */
function packed<T>(n: number, value: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/** A new array of `n` zeros (chips by seat). @internal */
export function zeros(n: number): number[] {
  if (n > CACHED_SEATS) return packed(n, 0);
  return (zerosBySize[n] ??= packed(n, 0)).slice();
}

/** A new array of `n` times `false` (a flag by seat). @internal */
export function falses(n: number): boolean[] {
  if (n > CACHED_SEATS) return packed(n, false);
  return (falsesBySize[n] ??= packed(n, false)).slice();
}

/**
 * Betting rule options named as in RULES.md (R0.4). Every field has a default in
 * {@link defaultBettingRules}; structure-specific options (`maxRaises`, `headsUpCap`) are options of
 * {@link fixedLimit} instead.
 */
export interface BettingRuleOptions {
  /** Allow a fold when a check is possible (R59). Default `false`: such a fold is rejected. */
  allowOpenFold: boolean;
  /**
   * Big-blind ante with a big blind who cannot cover both (R25): `'blind-first'` (default, TDA 2024)
   * posts the full blind first and the rest as ante; `'ante-first'` (TDA 2019) does the reverse.
   */
  bbAnteOrder: 'blind-first' | 'ante-first';
  /**
   * Minimum pre-flop raise over a straddle (R28, R71): `'double-straddle'` (default) makes the straddle
   * the new big blind (minimum raise to 2 × straddle); `'straddle-plus-bb'` treats it as a raise of
   * (straddle − BB), so the last full raise starts at max(BB, straddle − BB).
   */
  straddleMinRaise: 'double-straddle' | 'straddle-plus-bb';
}

/** The defaults of {@link BettingRuleOptions}, as stated in RULES.md. */
export const defaultBettingRules: Readonly<BettingRuleOptions> = Object.freeze({
  allowOpenFold: false,
  bbAnteOrder: 'blind-first',
  straddleMinRaise: 'double-straddle',
});

/**
 * One voluntary player action (R57). Amounts are round totals (R0.2): `{ type: 'raise', to: 500 }`
 * means "make my total for this betting round 500".
 *
 * - `'bet'` opens a round whose current bet is 0 (post-flop, R61); every other increase is a `'raise'`.
 *   Using the wrong word is illegal.
 * - `'all-in'` is a shortcut for the call, bet or raise that uses the whole stack (R57); it is legal only
 *   when that call, bet or raise is.
 * - `'bring-in'` posts the bring-in of a stud game's first round (R201): only the seat that owes it
 *   (see {@link LegalActions.bringIn}), which may instead complete with a `'bet'` to the small bet.
 * - `'discard'` throws away `cards` in a draw (R212), as card codes (`Card` of `@pokerchart/cards`)
 *   or text (`"KsKd"`); `[]` or `''` stands pat. The betting round never accepts it: the hand does,
 *   while a draw is pending (`LegalActions.discard`).
 * - `'run-it'` chooses how many times the rest of the board is run (R232) when the hand asks
 *   (`runItTimes: 'ask'`, `LegalActions.runIt`); the betting round never accepts it.
 * - `'decide'` makes the decision a step of a kind of your own asks for (`defineStepKind` with a
 *   `decision`, `LegalActions.decide`): `choice` is plain JSON, judged by the kind; the betting
 *   round never accepts it.
 */
export type PlayerAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  | { type: 'bet'; to: number }
  | { type: 'raise'; to: number }
  | { type: 'all-in' }
  | { type: 'bring-in' }
  | { type: 'discard'; cards: string | readonly number[] }
  | { type: 'run-it'; times: number }
  | { type: 'decide'; choice: unknown };

/**
 * Chips in the pot right now: chips collected on earlier rounds, antes (live and dead) and every
 * seat's `committed` this round, folded seats included. Uncalled chips already returned (R106) are not
 * in it. This is the actual amount; pot-limit adds {@link BettingState.potAdjustment} pre-flop (R81).
 */
export function potTotal(state: BettingState): number {
  let sum = state.collected;
  const c = state.committed;
  for (let i = 0; i < c.length; i++) sum += c[i]!;
  return sum;
}

/** Chips `seat` must add to call (R56): `min(stack, currentBet − committed)`; 0 when nothing to call. */
export function toCall(state: BettingState, seat: number): number {
  const gap = state.currentBet - (state.committed[seat] ?? 0);
  return gap > 0 ? Math.min(state.stacks[seat] ?? 0, gap) : 0;
}

/**
 * R100: `seat` needs to act iff it is in the hand, not all-in, has not acted or has not matched the
 * current bet, and some other non-folded player is not all-in or has committed more than `seat`.
 */
export function needsToAct(state: BettingState, seat: number): boolean {
  if (!state.dealtIn[seat] || state.folded[seat] || state.allIn[seat]) return false;
  const mine = state.committed[seat]!;
  if (state.hasActed[seat] && mine >= state.currentBet) return false;
  for (let q = 0; q < state.seatCount; q++) {
    if (q === seat || !state.dealtIn[q] || state.folded[q]) continue;
    if (!state.allIn[q] || state.committed[q]! > mine) return true;
  }
  return false;
}
