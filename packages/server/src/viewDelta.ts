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
  const keys = Object.keys(after);
  const was = Object.keys(before);
  if (was.length !== keys.length) return null;
  for (let i = 0; i < keys.length; i++) if (keys[i] !== was[i]) return null;
  const set: Record<string, unknown> = {};
  const delta: RoomViewDelta = { set: set as Partial<RoomView> };
  const old = before as unknown as Record<string, unknown>;
  const is = after as unknown as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
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
        let changed: Record<number, unknown> | null = null;
        let n = 0;
        for (let j = common; j < from.length && n * 2 <= from.length; j++) {
          if (same(from[j], to[j])) continue;
          (changed ??= {})[j] = to[j];
          n++;
        }
        if (n * 2 <= from.length) {
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
      let changed: Record<number, unknown> | null = null;
      let n = 0;
      for (let j = 0; j < value.length; j++) {
        const x = value[j];
        const y = prior[j];
        if (x === y || same(y, x)) continue;
        if (x === undefined) {
          n = value.length; // a hole JSON writes as null: the whole array
          break;
        }
        (changed ??= {})[j] = x;
        n++;
      }
      if (n === 0) continue;
      if (n * 2 > value.length) set[k] = value;
      else (delta.at ??= {})[k] = changed!;
      continue;
    }
    if (!same(prior, value)) set[k] = value;
  }
  return delta;
}
