import type { RoomView, RoomViewDelta } from '@pokerchart/client';
import { sameJson as same } from './sameJson.js';


/**
 * The change from `before` (the view last pushed to a connection for a table) to `after`: the
 * top-level fields that differ (of an array of the same length, as its changed elements when
 * they are fewer than half of it), and the log as the entries after the longest prefix the two logs
 * share; or, when the log did not get shorter and few of its old entries changed (down cards
 * turned up at the showdown, R126, R127), as those entries by index (`at.log`) and the entries
 * after its old end. Null when the two views do not have the same fields in the same order: the
 * whole view goes then. The client rebuilds `after` exactly (see {@link RoomViewDelta}). @internal
 */
export function viewDelta(before: RoomView, after: RoomView): RoomViewDelta | null {
  // the two views' fields, in order, compared as they are walked: a for-in over views built by the
  // same code reads V8's cached list of their keys, into an array kept for the purpose (no arrays of
  // keys made per delta, as Object.keys makes)
  const was = fieldsBefore;
  let n = 0;
  for (const k in before) was[n++] = k;
  const set: Record<string, unknown> = {};
  const delta: RoomViewDelta = { set: set as Partial<RoomView> };
  const old = before as unknown as Record<string, unknown>;
  const is = after as unknown as Record<string, unknown>;
  let i = 0;
  for (const k in is) {
    if (i === n || was[i++] !== k) return null;
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
          (delta.at ??= {}).log = changed!;
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
      else (delta.at ??= {})[k] = changed;
      continue;
    }
    if (!same(prior, value)) set[k] = value;
  }
  return i === n ? delta : null;
}

/** The fields of the view before, in order, while a change is made (one change at a time: reused). */
const fieldsBefore: string[] = [];

/**
 * The elements of `to` at indexes `start` to `end - 1` that differ from those of `from` (as JSON),
 * by index; undefined when none does; null when more than half of `to` would go (more than
 * `to.length / 2` of them), or one is a hole (JSON writes it as null): the whole array goes then.
 */
function changedElements(from: readonly unknown[], to: readonly unknown[], start: number, end: number): Record<number, unknown> | null | undefined {
  let changed: Record<number, unknown> | undefined;
  let n = 0;
  for (let j = start; j < end; j++) {
    const x = to[j];
    const y = from[j];
    if (x === y || same(y, x)) continue;
    if (x === undefined || ++n * 2 > to.length) return null;
    (changed ??= {})[j] = x;
  }
  return changed;
}
