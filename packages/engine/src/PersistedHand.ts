import type { RakeRule } from './rakePots.js';
import type { Card } from '@pokerchart/cards';
import type { BettingStructureDescription, ForcedBets, PlayerAction } from '@pokerchart/betting';
import type { HandContext } from './HandContext.js';
import type { RuleOptions } from './HandOptions.js';

/**
 * The options a hand was created with, as saved by {@link Hand.persist}: what `createHand` needs
 * besides the variant, the betting structure and the dealing. Only the known fields are kept.
 */
export interface PersistedHandOptions {
  /** Stacks by seat (0 = not dealt in). */
  stacks: number[];
  /** The button seat. */
  button: number;
  /** Blinds, when given. */
  blinds?: { small: number; big: number };
  /** Ante, when given. */
  ante?: { amount: number; mode: 'each' | 'big-blind' };
  /** Straddle, when given. */
  straddle?: number | boolean;
  /** The stud bring-in (R201), when given. */
  bringIn?: number;
  /** Forced bets in the per-seat form, when given instead of blinds, ante and straddle. */
  forcedBets?: ForcedBets;
  /** The rule options given (the others are the defaults). */
  rules?: Partial<RuleOptions>;
  /** The bomb pot's ante (R233), when the hand is one. */
  bombPot?: { ante: number };
  /** R232 `runItTimes`, when given. */
  runItTimes?: number | 'ask';
  /** R232 `maxRuns`, when given. */
  maxRuns?: number;
  /** R264 the rake, when given. */
  rake?: RakeRule;
}

/**
 * One event of a saved hand, in the order it was applied: a player action of `seat` (`ACT`) or,
 * under manual dealing, the cards dealt (`DEAL_HOLE`, `DEAL_BOARD`).
 */
export type PersistedHandEvent =
  | { type: 'ACT'; seat: number; action: PlayerAction }
  | { type: 'DEAL_HOLE'; seat: number; cards: Card[] }
  | { type: 'DEAL_BOARD'; cards: Card[] };

/**
 * A saved hand from {@link Hand.persist}, format version 2: JSON-safe and verifiable.
 *
 * It holds how the hand started (`options` and `dealing`: the seed, the whole deck, or `'manual'`)
 * and what happened (`events`, in order), and the state it reached (`snapshot`). {@link restoreHand}
 * does not believe the snapshot: it plays the events again from the options and refuses the save
 * with a {@link RestoreError} when the replay does not reach exactly the saved state, so an edited
 * stack, result, round field or state value is refused rather than restored.
 * The format is described in the robustness guide ("Saves").
 */
export interface PersistedHand {
  /** Always `'pokerchart-hand'`. */
  format: 'pokerchart-hand';
  /** Format version, `2` (version 1 saves held only the snapshot and cannot be verified). */
  version: 2;
  /** The variant's id. */
  variant: string;
  /** The betting structure's description (id, name, options). */
  betting: BettingStructureDescription;
  /** The options the hand was created with (without variant, betting and dealing). */
  options: PersistedHandOptions;
  /** How the cards were dealt: a seed, the complete deck (card codes, top first) or `'manual'`. */
  dealing: { seed: number } | { deck: Card[] } | 'manual';
  /** Every accepted event, in order; replayed by {@link restoreHand}. */
  events: PersistedHandEvent[];
  /** XState's persisted snapshot of the hand actor (state value, context, status, output), checked against the replay. */
  snapshot: { value: unknown; context: HandContext; status: string; [key: string]: unknown };
  /** HMAC-SHA-256 of the rest of the save, when saved with `persist({ key })`; checked by a restore given the key. */
  signature?: string;
}

/** How a hand started, recorded when it is created, for its saves. @internal */
export interface HandOrigin {
  readonly options: PersistedHandOptions;
  /** The explicit deck, when dealt from one (the seed is in the context). */
  readonly deck: Card[] | null;
}
