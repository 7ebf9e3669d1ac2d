import type { BettingState } from './BettingState.js';

/** A JSON value, as allowed in {@link BettingStructure.options}. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The JSON-safe description of a structure: `JSON.stringify(structure)` gives exactly this (the
 * methods are dropped), so a persisted hand can name its structure and a machine cache can key on it.
 */
export interface BettingStructureDescription {
  /** `'no-limit'`, `'pot-limit'`, `'fixed-limit'`, or your own id. */
  readonly id: 'no-limit' | 'pot-limit' | 'fixed-limit' | (string & {});
  /** Human-readable name, e.g. "No Limit". */
  readonly name: string;
  /** The options the structure was built with (JSON-safe). */
  readonly options: { readonly [key: string]: JsonValue };
}

/**
 * A betting structure plugin: it decides only what differs between structures (bet and raise bounds,
 * what counts as a full raise, raising rights and caps). Everything else (turns, calls, folds, chips,
 * end of round) is the common model of {@link applyAction}.
 *
 * Methods are plain functions of the state (they do not use `this`), so a new structure can spread an
 * existing one and replace a method: `{ ...noLimit(), id: 'capped', raiseBounds: … }`.
 */
export interface BettingStructure extends BettingStructureDescription {
  /** Whether a straddle may be posted (R27: NL and PL only). */
  readonly allowsStraddle: boolean;
  /** Blinds to use when none are given (FL, R90), or `null` when blinds are required. */
  defaultBlinds(): { small: number; big: number } | null;
  /**
   * Bounds of a bet or raise by `seat` as round totals, before the all-in clamp of R63 (the model
   * clamps `max` to the stack and reports `min = max = all-in` when short), or `null` when the
   * structure forbids any wager now (the cap of R93). Called only when R62 (a), (b) hold.
   */
  raiseBounds(state: BettingState, seat: number): { min: number; max: number } | null;
  /** Whether `seat` may bet or raise at all (R74 in NL/PL, R95 in FL). */
  hasRaisingRights(state: BettingState, seat: number): boolean;
  /** Whether a wager to `to` (state before the wager) is a full bet or raise (R73, R96). */
  isFullRaise(state: BettingState, to: number): boolean;
  /**
   * Called after a full bet or raise was recorded (`raiseCount` already incremented): whether the
   * round is now capped (R93). Structures without caps return `false`.
   */
  capReached(state: BettingState): boolean;
  /**
   * Optional: the only round totals a bet or raise may go to, when the structure allows a few
   * sizes rather than every amount within {@link BettingStructure.raiseBounds} (fixed limit on
   * stud's open-pair fourth street: the small or the big bet, R204); `null` or absent: every
   * amount within the bounds. An all-in for less stays allowed (R63).
   */
  wagerSizes?(state: BettingState, seat: number): readonly number[] | null;
}

/** What a built-in structure was made with: its id, its options as JSON and its fields' values. */
interface Made {
  readonly id: string;
  readonly options: string;
  readonly fields: ReadonlyMap<string, unknown>;
}

const made = new WeakMap<object, Made>();

/** Records a structure as made by a built-in factory ({@link noLimit}, {@link potLimit}, {@link fixedLimit}). @internal */
export function builtIn(structure: BettingStructure): BettingStructure {
  made.set(structure, { id: structure.id, options: JSON.stringify(structure.options), fields: new Map(Object.entries(structure)) });
  return structure;
}

/**
 * Whether `structure` is one that {@link noLimit}, {@link potLimit} or {@link fixedLimit} made,
 * unchanged since: the same object, with the same id, options and methods (by identity). Two such
 * structures with the same description ({@link describeStructure}) behave alike, so a machine
 * cache may share a machine between them; a structure of your own (a spread built-in with a
 * method replaced, or a built-in object changed afterwards) is not one.
 *
 * @example
 * ```ts
 * isBuiltInStructure(noLimit());                                  // true
 * isBuiltInStructure({ ...noLimit(), raiseBounds: myBounds });    // false
 * ```
 */
export function isBuiltInStructure(structure: BettingStructure): boolean {
  const record = made.get(structure);
  if (record === undefined || record.id !== structure.id || record.options !== JSON.stringify(structure.options)) return false;
  const keys = Object.keys(structure);
  if (keys.length !== record.fields.size) return false;
  for (const key of keys) if (!record.fields.has(key) || record.fields.get(key) !== (structure as unknown as Record<string, unknown>)[key]) return false;
  return true;
}

/**
 * The JSON-safe description of a structure (`id`, `name`, `options`), e.g. to persist with a hand or
 * to key a cache of machines.
 */
export function describeStructure(structure: BettingStructure): BettingStructureDescription {
  return { id: structure.id, name: structure.name, options: structure.options };
}
