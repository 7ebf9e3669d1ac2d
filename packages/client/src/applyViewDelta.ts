import type { RoomViewDelta } from './RoomMessage.js';
import type { RoomView } from './RoomView.js';

/**
 * The view a `viewDelta` message describes: `before` (the view pushed before it on the same
 * connection for the same table) with the fields of `delta.set`, the elements of `delta.at` and
 * the changed fields of `delta.merge` in copies of their arrays (the log's included), and then
 * the log cut to `delta.logFrom` entries with `delta.log` appended.
 * Unchanged parts are the same objects as in `before` (views are read-only); `before` is not
 * changed. For clients of your own that connect with `views=delta`; `connect` does it for you.
 */
export function applyViewDelta(before: RoomView, delta: RoomViewDelta): RoomView {
  const view = { ...before, ...delta.set } as RoomView;
  if (delta.at !== undefined || delta.merge !== undefined) {
    const fields = view as unknown as Record<string, unknown>;
    const was = before as unknown as Record<string, unknown>;
    // the array of `field` in the new view: a copy of the one before, made once
    const arrayOf = (field: string): unknown[] | null => {
      const current = fields[field];
      if (!Array.isArray(current)) return null; // never sent by a room: `at` and `merge` change arrays only
      if (current !== was[field]) return current; // already copied for this view
      const array = current.slice();
      fields[field] = array;
      return array;
    };
    for (const field in delta.at) {
      const changed = delta.at[field]!;
      const array = arrayOf(field);
      if (array !== null) for (const index in changed) array[Number(index)] = changed[index as unknown as number];
    }
    for (const field in delta.merge) {
      const changed = delta.merge[field]!;
      const array = arrayOf(field);
      if (array !== null) for (const index in changed) array[Number(index)] = { ...(array[Number(index)] as object), ...changed[index as unknown as number] };
    }
  }
  if (delta.logFrom !== undefined) {
    // the log before (with the entries of `delta.at.log` in it) cut to `logFrom` entries, then the
    // new ones: one new array of its final length when entries are only appended (most changes);
    // a log neither cut nor added to stays the same array, as every unchanged part does
    const log = view.log;
    const kept = delta.logFrom >= log.length ? log : log.slice(0, delta.logFrom);
    view.log = delta.log !== undefined ? kept.concat(delta.log) : kept;
  }
  return view;
}
