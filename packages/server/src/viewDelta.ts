import type { RoomView, RoomViewDelta } from '@pokerchart/client';
import { sameJson as same } from './sameJson.js';


/**
 * The change from `before` (the view last pushed to a connection for a table) to `after`: the
 * top-level fields that differ (of an array of the same length, as its changed elements when
 * fewer than half of it change whole, an element that is an object as its changed fields when
 * only some changed, `merge`), and the log as the entries after the longest prefix the two logs
 * share; or, when the log did not get shorter and few of its old entries changed (down cards
 * turned up at the showdown, R126, R127), as those entries by index (`at.log`, or their changed
 * fields, `merge.log`) and the entries after its old end. Null when the two views do not have the
 * same fields in the same order: the whole view goes then. The client rebuilds `after` exactly
 * (see {@link RoomViewDelta}). @internal
 */
export function viewDelta(before: RoomView, after: RoomView): RoomViewDelta | null {
  if (!sameFields(before, after)) return null;
  const set: Record<string, unknown> = {};
  const delta: RoomViewDelta = { set: set as Partial<RoomView> };
  const old = before as unknown as Record<string, unknown>;
  const is = after as unknown as Record<string, unknown>;
  for (const k in is) {
    const value = is[k];
    const prior = old[k];
    if (value === prior) continue;
    // a field JSON leaves out, in one view and not the other: the whole view, so the fields keep their order
    if (value === undefined || prior === undefined) return null;
    if (k === 'log' && Array.isArray(value) && Array.isArray(prior)) {
      const from = before.log;
      const to = after.log;
      let common = 0;
      const most = Math.min(from.length, to.length);
      while (common < most && same(from[common], to[common])) common++;
      if (common === from.length && common === to.length) continue;
      if (common < from.length && to.length >= from.length) {
        // entries that changed within the log (the down cards of the dealt entries, once shown at
        // the showdown, R126, R127): when few, those entries by index and the entries after the
        // old log's end, not the whole log from the first of them
        const changed = changedElements(from, to, common, from.length);
        if (changed !== null) {
          put(delta, 'log', changed!);
          if (to.length > from.length) {
            delta.logFrom = from.length;
            delta.log = to.slice(from.length);
          }
          continue;
        }
      }
      delta.logFrom = common;
      delta.log = common === 0 ? to : to.slice(common);
      continue;
    }
    if (Array.isArray(value) && Array.isArray(prior) && value.length === prior.length) {
      // an array of the same length (seats, stacks): its changed elements only, unless most changed
      const changed = changedElements(prior, value, 0, value.length);
      if (changed === undefined) continue;
      if (changed === null) set[k] = value;
      else put(delta, k, changed);
      continue;
    }
    if (!same(prior, value)) set[k] = value;
  }
  return delta;
}

/** The fields of the first object, in order, while {@link sameFields} compares (reused: it does not call itself). */
const fieldsOfFirst: string[] = [];

/**
 * Whether two objects have the same fields in the same order (as JSON writes them). A for-in over
 * objects built by the same code reads V8's cached list of their keys, here into an array kept for
 * the purpose: no arrays of keys made per call, as `Object.keys` makes.
 */
function sameFields(a: object, b: object): boolean {
  const fields = fieldsOfFirst;
  let n = 0;
  for (const k in a) fields[n++] = k;
  let i = 0;
  for (const k in b) if (i === n || fields[i++] !== k) return false;
  return i === n;
}

/** The changed elements of one array: those replaced whole, and those of which only some fields changed. */
interface Changed {
  at?: { [index: number]: unknown };
  merge?: { [index: number]: { [key: string]: unknown } };
}

/** Puts the changed elements of array field `field` into `delta`. */
function put(delta: RoomViewDelta, field: string, changed: Changed): void {
  if (changed.at !== undefined) (delta.at ??= {})[field] = changed.at;
  if (changed.merge !== undefined) (delta.merge ??= {})[field] = changed.merge;
}

/**
 * The elements of `to` at indexes `start` to `end - 1` that differ from those of `from` (as JSON),
 * by index: as their changed fields where they are objects of which only some fields changed
 * (a seat's stack and bet: always fewer than the whole element), else whole; undefined when none
 * differs; null when more than half of `to` would go whole (more than `to.length / 2` of them), or
 * one is a hole (JSON writes it as null): the whole array goes then.
 */
function changedElements(from: readonly unknown[], to: readonly unknown[], start: number, end: number): Changed | null | undefined {
  let changed: Changed | undefined;
  let n = 0;
  for (let j = start; j < end; j++) {
    const x = to[j];
    const y = from[j];
    if (x === y || same(y, x)) continue;
    if (x === undefined) return null;
    const fields = changedFields(y, x);
    if (fields !== null) ((changed ??= {}).merge ??= {})[j] = fields;
    else if (++n * 2 > to.length) return null;
    else ((changed ??= {}).at ??= {})[j] = x;
  }
  return changed;
}

/**
 * The fields of `to` whose values differ from those of `from` (as JSON), when both are objects
 * (not arrays) with the same fields in the same order and some but not all of them changed, and no
 * field is undefined in either where it changed (JSON leaves such a field out, so the client's
 * element would not have it in its place); else null, and the element goes whole.
 */
function changedFields(from: unknown, to: unknown): { [key: string]: unknown } | null {
  if (typeof from !== 'object' || typeof to !== 'object' || from === null || to === null || Array.isArray(from) || Array.isArray(to)) return null;
  if (!sameFields(from, to)) return null;
  const old = from as Record<string, unknown>;
  const is = to as Record<string, unknown>;
  let fields: { [key: string]: unknown } | undefined;
  let changed = 0;
  let all = 0;
  for (const k in is) {
    all++;
    const value = is[k];
    const prior = old[k];
    if (value === prior || same(prior, value)) continue;
    if (value === undefined || prior === undefined) return null;
    (fields ??= {})[k] = value;
    changed++;
  }
  return fields !== undefined && changed < all ? fields : null;
}
