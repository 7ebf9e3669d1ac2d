import type { RoomServerMessage, RoomView, RoomViewDelta } from '@pokerchart/client';
import { atTurnEnd } from './atTurnEnd.js';
import { sameText } from './sameText.js';
import { viewDelta } from './viewDelta.js';

/** The JSON of a pushed view: whole, and as its change from the view `before` it. */
interface ViewTexts {
  whole: string | undefined;
  before: RoomView | undefined;
  delta: string | undefined;
}

/** A change from one view to the next made in this turn of the event loop, and its JSON. */
interface DeltaText {
  delta: RoomViewDelta;
  text: string;
}

/** What this turn of the event loop has written: the texts of each view, and the changes of each table. */
interface TurnTexts {
  views: Map<RoomView, ViewTexts>;
  deltas: Map<string, DeltaText[]>;
}

/**
 * The changes of one table whose texts a later change of the same turn may take, at most: an
 * event's views are one per seat and spectator, most of their changes alike (those of the players
 * not to act, and not acting): a few kinds per event, an event or two per table in a turn.
 */
const DELTAS_PER_TABLE = 8;

/** The texts of the views pushed in this turn of the event loop (null between turns). */
let turnTexts: TurnTexts | null = null;

/**
 * The JSON of the views pushed in this turn of the event loop, made once for every connection a
 * view goes to (a table's views go out to all its watchers in one turn); forgotten after the turn.
 */
function textsOfThisTurn(): TurnTexts {
  if (turnTexts === null) {
    turnTexts = { views: new Map(), deltas: new Map() };
    atTurnEnd(() => (turnTexts = null));
  }
  return turnTexts;
}

/**
 * The text of the change `delta` of a view of table `tableId`: that of a change of the table made
 * earlier in this turn when the two have the same JSON (the players of an event who neither acted
 * nor are to act next see the same change, each from their own view: the table's public parts moved,
 * their own cards did not), else a new one.
 */
function deltaText(texts: TurnTexts, tableId: string, delta: RoomViewDelta): string {
  let made = texts.deltas.get(tableId);
  if (made === undefined) texts.deltas.set(tableId, (made = []));
  for (const m of made) if (sameText(m.delta, delta)) return m.text;
  const text = JSON.stringify({ type: 'viewDelta', tableId, delta } satisfies RoomServerMessage);
  if (made.length < DELTAS_PER_TABLE) made.push({ delta, text });
  return text;
}

/**
 * The text a connection is sent for a view of table `tableId`: with `before` (the view last pushed
 * to that connection for the table, when it asked for deltas), the view's change from it, else the
 * whole view (and when the two views do not have the same fields). The text of a view, and of its
 * change from one view before it, is made once for all the connections it goes to in one turn of
 * the event loop, and the text of a change once for all the changes of the table's views in the
 * turn with the same JSON. @internal
 */
export function viewText(tableId: string, view: RoomView, before: RoomView | undefined): string {
  const texts = textsOfThisTurn();
  let shared = texts.views.get(view);
  if (shared === undefined) texts.views.set(view, (shared = { whole: undefined, before: undefined, delta: undefined }));
  if (before !== undefined) {
    if (shared.before !== before) {
      const delta = viewDelta(before, view);
      shared.before = before;
      shared.delta = delta === null ? undefined : deltaText(texts, tableId, delta);
    }
    if (shared.delta !== undefined) return shared.delta;
  }
  return (shared.whole ??= JSON.stringify({ type: 'view', tableId, view } satisfies RoomServerMessage));
}
