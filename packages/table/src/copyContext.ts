import type { TableContext, TableHandState, TableSeat } from './TableContext.js';

/*
 * The table copies its context a few times a hand (the hand prepared, dealt, played and settled)
 * and the seats whose stacks change. Written as spreads (`{ ...context, seats }`), each copy is of
 * an object that was itself made by a spread, and V8 (Node 20) copies such objects about ten times
 * slower than it builds an object literal: a microsecond a copy, a tenth of a table's own cost per
 * hand. These functions make the same objects (the same keys, in the same order, with the same
 * values) as object literals when the source has the table's own layout, and spread it otherwise.
 */

/** The keys of a table context, in the order initialTableContext writes them. */
const CONTEXT_KEYS = ['version', 'options', 'seats', 'handsPlayed', 'startedAt', 'now', 'hand', 'finishes', 'chipsIn', 'chipsOut'] as const;

/** The layout of a context: 0 its ten keys, 1 then `raked`, 2 then `handState`, 3 then `raked` and `handState`; -1 any other. */
function contextLayout(c: TableContext): number {
  let i = 0;
  let tail = 0;
  for (const k in c) {
    if (i < 10) {
      if (k !== CONTEXT_KEYS[i]) return -1;
    } else if (i === 10) {
      if (k === 'raked') tail = 1;
      else if (k === 'handState') tail = 2;
      else return -1;
    } else if (i === 11 && tail === 1 && k === 'handState') tail = 3;
    else return -1;
    i++;
  }
  return i < 10 ? -1 : tail;
}

/**
 * `{ ...c, seats, handsPlayed, startedAt, now, hand, finishes, chipsIn, chipsOut }`, with `raked`
 * and `handState` written too when they are not `undefined` (pass `c.raked` and `c.handState` to
 * keep them, absent or not): the context `c` with these fields, its other fields and its key order
 * unchanged (a field it lacks comes last, `raked` before `handState`). @internal
 */
export function copyContext(
  c: TableContext,
  seats: TableContext['seats'],
  handsPlayed: number,
  startedAt: number | null,
  now: number | null,
  hand: TableContext['hand'],
  finishes: TableContext['finishes'],
  chipsIn: number,
  chipsOut: number,
  raked: number | undefined,
  handState: TableHandState | null | undefined,
): TableContext {
  const layout = contextLayout(c);
  const withRaked = raked !== undefined || layout === 1 || layout === 3;
  const withHand = handState !== undefined || layout === 2 || layout === 3;
  // a `raked` added after `handState` would come last: only the spread says so
  if (layout >= 0 && !(layout === 2 && raked !== undefined)) {
    const { version, options } = c;
    if (withRaked && withHand) return { version, options, seats, handsPlayed, startedAt, now, hand, finishes, chipsIn, chipsOut, raked: raked!, handState: handState! };
    if (withRaked) return { version, options, seats, handsPlayed, startedAt, now, hand, finishes, chipsIn, chipsOut, raked: raked! };
    if (withHand) return { version, options, seats, handsPlayed, startedAt, now, hand, finishes, chipsIn, chipsOut, handState: handState! };
    return { version, options, seats, handsPlayed, startedAt, now, hand, finishes, chipsIn, chipsOut };
  }
  const out: TableContext = { ...c };
  if (out.seats !== seats) out.seats = seats;
  if (out.handsPlayed !== handsPlayed) out.handsPlayed = handsPlayed;
  if (out.startedAt !== startedAt) out.startedAt = startedAt;
  if (out.now !== now) out.now = now;
  if (out.hand !== hand) out.hand = hand;
  if (out.finishes !== finishes) out.finishes = finishes;
  if (out.chipsIn !== chipsIn) out.chipsIn = chipsIn;
  if (out.chipsOut !== chipsOut) out.chipsOut = chipsOut;
  if (raked !== undefined) out.raked = raked;
  if (handState !== undefined) out.handState = handState;
  return out;
}

/** The keys of a seat, in the order initialTableContext and `SIT` write them. */
const SEAT_KEYS = ['name', 'stack', 'sittingOut', 'place', 'boughtIn', 'takenOff'] as const;

/** Whether a seat has exactly the six keys of a seat, in their order (none of the optional ones). */
function plainSeat(s: TableSeat): boolean {
  let i = 0;
  for (const k in s) {
    if (i >= 6 || k !== SEAT_KEYS[i]) return false;
    i++;
  }
  return i === 6;
}

/** `{ ...s, stack, boughtIn, takenOff }`: the seat `s` with these chip counts, its other fields and its key order unchanged. @internal */
export function copySeat(s: TableSeat, stack: number, boughtIn: number, takenOff: number): TableSeat {
  if (plainSeat(s)) return { name: s.name, stack, sittingOut: s.sittingOut, place: s.place, boughtIn, takenOff };
  return { ...s, stack, boughtIn, takenOff };
}

/** `{ ...c, handState }`: the context `c` with the running hand's state (see {@link copyContext}). @internal */
export function withHandState(c: TableContext, handState: TableHandState | null): TableContext {
  return copyContext(c, c.seats, c.handsPlayed, c.startedAt, c.now, c.hand, c.finishes, c.chipsIn, c.chipsOut, c.raked, handState);
}
