import type { BettingStructure } from './BettingStructure.js';

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
