import type { RoomServerMessage, RoomView } from '@pokerchart/client';
import { viewDelta } from './viewDelta.js';

/** The JSON of a pushed view: whole, and as its change from the view `before` it. */
interface ViewTexts {
  whole: string | undefined;
  before: RoomView | undefined;
  delta: string | undefined;
}

/** The texts of the views pushed in this turn of the event loop (null between turns). */
let turnTexts: Map<RoomView, ViewTexts> | null = null;

/**
 * The JSON of the views pushed in this turn of the event loop, made once for every connection a
 * view goes to (a table's views go out to all its watchers in one turn); forgotten after the turn.
 */
function textsOfThisTurn(): Map<RoomView, ViewTexts> {
  if (turnTexts === null) {
    turnTexts = new Map();
    process.nextTick(() => (turnTexts = null));
  }
  return turnTexts;
}

/**
 * The text a connection is sent for a view of table `tableId`: with `before` (the view last pushed
 * to that connection for the table, when it asked for deltas), the view's change from it, else the
 * whole view (and when the two views do not have the same fields). The text of a view, and of its
 * change from one view before it, is made once for all the connections it goes to in one turn of
 * the event loop. @internal
 */
export function viewText(tableId: string, view: RoomView, before: RoomView | undefined): string {
  const texts = textsOfThisTurn();
  let shared = texts.get(view);
  if (shared === undefined) texts.set(view, (shared = { whole: undefined, before: undefined, delta: undefined }));
  if (before !== undefined) {
    if (shared.before !== before) {
      const delta = viewDelta(before, view);
      shared.before = before;
      shared.delta = delta === null ? undefined : JSON.stringify({ type: 'viewDelta', tableId, delta } satisfies RoomServerMessage);
    }
    if (shared.delta !== undefined) return shared.delta;
  }
  return (shared.whole ??= JSON.stringify({ type: 'view', tableId, view } satisfies RoomServerMessage));
}
