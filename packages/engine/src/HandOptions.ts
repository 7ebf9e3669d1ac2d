import type { RakeRule } from './rakePots.js';
import type { Card } from '@pokerchart/cards';
import { type BettingRuleOptions, type BettingStructure, defaultBettingRules, type ForcedBets } from '@pokerchart/betting';
import type { InspectionEvent } from 'xstate';
import type { VariantDescriptor } from './VariantSpec.js';

/**
 * How the cards of a hand are dealt:
 * - `{ seed }`: shuffle the variant's deck with `createRng(seed)` from `@pokerchart/cards`;
 * - `{ deck }`: this exact order, top card first, consumed per R36-R38 (hole cards one at a time
 *   from the first seat left of the button, one burn before each street that burns). It must be a
 *   complete deck of the variant, each card once (R5): a partial deck is refused;
 * - `'manual'`: nothing is dealt until you call `dealHole` for every player and `dealBoard` for
 *   each street; the hand waits in a state for them.
 */
export type DealingOption = { seed: number } | { deck: readonly (Card | string)[] } | 'manual';

/** The options of {@link createHand}; they are also the `input` of the machine from {@link createHandMachine}. */
export interface HandOptions {
  /** The variant, from {@link defineVariant} (a descriptor that is not is validated first). */
  variant: VariantDescriptor;
  /** The betting structure: `noLimit()`, `potLimit()`, `fixedLimit({ smallBet })` or your own. */
  betting: BettingStructure;
  /** Stacks by seat; 0 = seat not dealt in (R11). Non-negative integers (R0.1). */
  stacks: readonly number[];
  /** The button seat, a dealt-in seat (R12). */
  button: number;
  /** Blinds (R21); may be left out under fixed limit, which has default blinds (R90). */
  blinds?: { small: number; big: number } | undefined;
  /** Ante (R23): `'each'` = every player (R24), `'big-blind'` = the big blind for the table (R25). */
  ante?: { amount: number; mode: 'each' | 'big-blind' } | undefined;
  /** Straddle by the player under the gun (R27, R28), NL and PL with 3+ players only; `true` = 2 × BB. */
  straddle?: number | boolean | undefined;
  /**
   * The bring-in of a stud game (R201): chips the worst door card posts on third street, less than
   * the small bet. Only for variants whose first round opens with a bring-in; default a third of
   * the small bet, rounded down, at least 1.
   */
  bringIn?: number | undefined;
  /**
   * Forced bets in the betting package's general per-seat form (per-seat antes, blinds and
   * straddles, minimum bet), e.g. for hand-history replays. Replaces `blinds`, `ante` and `straddle`.
   */
  forcedBets?: ForcedBets | undefined;
  /**
   * A bomb pot (R233): every dealt-in player posts `ante` as a dead ante (a short stack posts what
   * it has and is all-in), no blinds are posted and there is no first betting round: the hand
   * starts by dealing the flop, whose round opens left of the button. `blinds` (or the fixed-limit
   * bets) still size the bets. Not with `ante`, `straddle` or `forcedBets`, and only in games whose
   * first round opens from the blinds and has a street after it.
   */
  bombPot?: { ante: number } | undefined;
  /**
   * How many times the rest of the board is dealt when betting closes with an all-in and board
   * cards remain (R232), from the same stub with no reshuffle, each pot split into one part per
   * run: a number (default 1), or `'ask'`: every player still in chooses with
   * `{ type: 'run-it', times }` (1 to `maxRuns`), clockwise from the left of the button, and the
   * smallest number applies. Fewer runs are dealt when the stub cannot give them all. Not with
   * manual dealing.
   */
  runItTimes?: number | 'ask' | undefined;
  /** The most runs a player may choose under `runItTimes: 'ask'` (R232); default 2. */
  maxRuns?: number | undefined;
  /**
   * The rake of a cash game (R264): taken from each pot when it is awarded, at the showdown or
   * uncontested, before its winners are paid ({@link rakePots}); the result's `rake` says how much.
   */
  rake?: RakeRule | undefined;
  /** Dealing; default a random seed (kept in the context, so persisted hands restore exactly). See {@link DealingOption}. */
  dealing?: DealingOption | undefined;
  /** Rule options by their RULES.md names; defaults in {@link defaultRules}. */
  rules?: Partial<RuleOptions> | undefined;
  /** XState's inspection callback, passed to the actor (createHand and restoreHand only). */
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/**
 * Every rule option of RULES.md that belongs to one hand, by its name there (R0.4). The betting
 * options come from `@pokerchart/betting`: `allowOpenFold` (R59), `bbAnteOrder` (R25) and
 * `straddleMinRaise` (R28). The engine adds `autoMuck` (R128) and the stud options `bringInMay` (R201) and `openPairBigBet` (R204). Structure options (`maxRaises`,
 * `headsUpCap`) are options of `fixedLimit()`, and `tripsBeatStraight` is a variant's
 * `rankingOptions`.
 */
export interface RuleOptions extends BettingRuleOptions {
  /**
   * R128: at a showdown without all-in, a hand that can neither win nor tie any pot it is eligible
   * for, given the hands already shown, is mucked automatically; every other hand is shown.
   * Default `true`. With `false` every hand reaching the showdown is shown.
   */
  autoMuck: boolean;
  /**
   * R201: what the seat owing the bring-in may do: `'bring-in-or-complete'` (default) post the
   * bring-in or complete to the small bet; `'bring-in-only'` post the bring-in.
   */
  bringInMay: 'bring-in-or-complete' | 'bring-in-only';
  /**
   * R204: whether an open pair lets any player bet or raise the big bet on the street where the
   * variant applies the rule (stud's fourth street). Absent: the variant's own default (stud
   * high `true`, stud hi-lo and razz `false`).
   */
  openPairBigBet?: boolean;
}

/** The defaults of {@link RuleOptions}, as stated in RULES.md. */
export const defaultRules: Readonly<RuleOptions> = Object.freeze({ ...defaultBettingRules, autoMuck: true, bringInMay: 'bring-in-or-complete' as const });
