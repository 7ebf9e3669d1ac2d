import type { RakeRule } from './rakePots.js';
import type { Card } from '@pokerchart/cards';
import type { BettingStructureDescription, ForcedBets, PlayerAction } from '@pokerchart/betting';
import type { HandContext } from './HandContext.js';
import type { RuleOptions } from './HandOptions.js';

/**
 * The save model of pokerchart, one for hands and tables: what a thing was started with
 * (`options`), every command it accepted after that, in order (`events`, one vocabulary: the
 * `ACT`, `DEAL_HOLE` and `DEAL_BOARD` of a hand; a table's seat commands, `DEAL` with its clock
 * reading, `ACT` and `TIMEOUT`), the state they lead to (`snapshot`, a verified shortcut: a restore
 * replays the events and refuses a save whose replay does not reach it) and, when saved with a key,
 * an HMAC-SHA-256 `signature` of the rest. Restored by one family of functions (`restoreHand`,
 * `restoreTable`) over one reader, which checks the format, the JSON data and the signature the
 * same way for every kind of save. See "Saves" in docs/guides/hand-lifecycle.md.
 */
export interface Save<Format extends string, Options, Event, Snapshot> {
  /** What the save holds, e.g. `'pokerchart-hand'`. */
  format: Format;
  /** The format's version. */
  version: number;
  /** What the replay starts from: the options the thing was created with (its variant's id and betting structure's description included). */
  options: Options;
  /** Every command accepted after the start, in order. */
  events: Event[];
  /** The state the events lead to, checked against the replay. */
  snapshot?: Snapshot;
  /** HMAC-SHA-256 of the rest of the save, when saved with `persist({ key })`; checked by a restore given the key. */
  signature?: string;
}

/**
 * The options a hand was created with, as saved by {@link Hand.persist}: the variant's id, the
 * betting structure's description, the dealing and the rest of what `createHand` was given. Only
 * the known fields are kept.
 */
export interface PersistedHandOptions {
  /** The variant's id. */
  variant: string;
  /** The betting structure's description (id, name, options). */
  betting: BettingStructureDescription;
  /** How the cards were dealt: a seed, the complete deck (card codes, top first) or `'manual'`. */
  dealing: { seed: number } | { deck: Card[] } | 'manual';
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
 * A saved hand from {@link Hand.persist}, format version 3: the {@link Save} model, JSON-safe and
 * verifiable.
 *
 * It holds how the hand started (`options`: the variant, the betting structure, the dealing —
 * the seed, the whole deck, or `'manual'` — and the rest of the options), what happened
 * (`events`, in order) and the state it reached (`snapshot`). {@link restoreHand} does not believe
 * the snapshot: it plays the events again from the options and refuses the save with a
 * {@link RestoreError} when the replay does not reach exactly the saved state, so an edited stack,
 * result, round field or state value is refused rather than restored. A version-2 save (the
 * variant, betting structure and dealing beside the options) restores too: it is read as version 3.
 */
export interface PersistedHand extends Save<'pokerchart-hand', PersistedHandOptions, PersistedHandEvent, PersistedHandSnapshot> {
  /** Format version, `3`. */
  version: 3;
  /** XState's persisted snapshot of the hand (state value, context, status, output), checked against the replay. */
  snapshot: PersistedHandSnapshot;
}

/** The state a saved hand reached: XState's persisted snapshot of its machine. */
export interface PersistedHandSnapshot {
  /** The state value. */
  value: unknown;
  /** The hand's context. */
  context: HandContext;
  /** `'active'` or `'done'`. */
  status: string;
  /** XState's other fields (output, error, history). */
  [key: string]: unknown;
}

/** How a hand started, recorded when it is created, for its saves. @internal */
export interface HandOrigin {
  readonly options: Omit<PersistedHandOptions, 'variant' | 'betting' | 'dealing'>;
  /** The explicit deck, when dealt from one (the seed is in the context). */
  readonly deck: Card[] | null;
}
