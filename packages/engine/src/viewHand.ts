import { PokerchartError, type Card } from '@pokerchart/cards';
import { buildPots } from './buildPots.js';
import { copyJson } from './copyJson.js';
import { compiledKind, kindOfPhase } from './steps/stepKindRegistry.js';
import type { BuiltInStepKind } from './steps/StepKind.js';
import type { HandContext, HandEnv, HandLogEntry } from './HandContext.js';
import { handLegalActions } from './handLegalActions.js';
import { handToAct } from './handToAct.js';
import type { PlayerView, SeatView } from './PlayerView.js';
import type { ViewShare } from './ViewShare.js';

/** The street being bet, drawn or decided (the kind that owns the hand's phase says which), or `null`. @internal */
export function streetOf(ctx: HandContext, env: HandEnv): string | null {
  const kind = kindOfPhase(ctx);
  return kind?.street !== undefined ? kind.street(ctx, env) : null;
}

/** Every board of the hand (R230), board 1 first, each a new array. @internal */
export function boardsOf(ctx: HandContext): Card[][] {
  const out: Card[][] = [ctx.board.slice()];
  for (const b of ctx.extraBoards) out.push(b.slice());
  return out;
}

/**
 * The key of the log entries a view was made from (a shallow copy of the hand's log when the view
 * was made), kept on the view as a property neither JSON nor a spread nor an equality test sees: a
 * later view of the same viewer may reuse an entry's view only while the log still holds that very
 * entry at that place.
 */
const SOURCES = Symbol('pokerchart.viewSources');

/**
 * What `viewer` may see of a hand: its own hole cards and discards, every seat's up cards (R207),
 * cards exposed by an all-in (R127) or shown at showdown (R130), and everything public. Never the deck, burns, or other unseen hole cards.
 * `since`: an earlier view made by this function for the same viewer; its log entries are reused
 * (the same objects) where the entry of the log is the same one and its view cannot have changed
 * (a `dealt` entry whose cards became visible is viewed again), so a view of a long log costs its
 * new entries only; and with `since` given (even null), the entries every viewer sees alike are
 * the same objects in all such views of every viewer (see {@link publicViews}). Views are read-only.
 * `share` (with `since` only): the parts every viewer of this state of the hand sees alike, made
 * by the first view made with it and reused by the others (see {@link ViewShare}).
 * Without `since`, a view is a fresh copy of its own.
 * @internal
 */
export function viewHand(ctx: HandContext, env: HandEnv, viewer: number | 'spectator', since?: PlayerView | null, share?: ViewShare): PlayerView {
  const b = ctx.betting;
  // the parts every viewer of this state sees alike: shared with the other views made with `share` (read-only views only)
  const common = since !== undefined ? share : undefined;
  if (common !== undefined) {
    if (common.source === undefined) {
      common.source = ctx;
      common.logLength = ctx.log.length;
    } else if (common.source !== ctx || common.logLength !== ctx.log.length) {
      throw new PokerchartError('VIEW_SHARE_MOVED', 'a ViewShare is for the views of one moment of a hand: the hand has moved on since its first view; make a new one');
    }
  }
  const sees = (seat: number) => seat === viewer || ctx.exposed[seat] === true;
  // another seat's exposed or shown hand reveals the cards it holds, never the ones it drew and threw away (R212)
  const seesDealt = (seat: number, cards: readonly number[] | null) =>
    cards !== null && (seat === viewer || (ctx.exposed[seat] === true && cards.every((c) => ctx.holeCards[seat]?.includes(c) === true)));
  const seats: (SeatView | null)[] = [];
  for (let s = 0; s < b.seatCount; s++) {
    const hole = ctx.holeCards[s];
    if (hole === null || hole === undefined) {
      seats.push(null);
      continue;
    }
    // a seat the viewer does not hold, or one exposed to all, is seen alike by every viewer
    const alike = common !== undefined && (s !== viewer || ctx.exposed[s] === true);
    if (alike) {
      const made = common.seats[s];
      if (made !== undefined) {
        seats.push(made);
        continue;
      }
    }
    const up = ctx.upCards[s]?.slice() ?? [];
    const seen = sees(s);
    const seat: SeatView = {
      stack: ctx.result !== null ? ctx.result.stacks[s]! : b.stacks[s]!,
      committed: b.committed[s]!,
      folded: b.folded[s]!,
      allIn: b.allIn[s]!,
      holeCards: seen && hole.length > 0 ? hole.slice() : null,
      upCards: up,
      // the down cards in front of the seat that this viewer cannot see (a folded hand is in the muck)
      hiddenCards: seen || b.folded[s]! ? 0 : Math.max(0, hole.length - up.length),
    };
    if (alike) common.seats[s] = seat;
    seats.push(seat);
  }
  const toAct = handToAct(ctx);
  let pots: { amount: number; eligible: number[] }[];
  if (common?.pots !== undefined) pots = common.pots;
  else if (ctx.result !== null) pots = ctx.result.pots.map((p) => ({ amount: p.amount, eligible: p.eligible.slice() }));
  else {
    // chips in the middle from finished rounds and antes; this round's bets are each seat's `committed`
    pots = buildPots(b.contributed.map((c, s) => c - b.committed[s]!), b.folded, b.dead).pots;
    if (pots.length === 1 && pots[0]!.eligible.length === 0) {
      pots[0]!.eligible = ctx.dealOrder.filter((s) => !b.folded[s]).sort((x, y) => x - y);
    }
  }
  if (common !== undefined) common.pots = pots;
  // the kinds of the variant's steps: each shows its own log entries and its slice as it chooses
  const kinds: BuiltInStepKind[] = [];
  for (const name of env.kindNames) {
    const kind = compiledKind(name);
    if (kind !== undefined) kinds.push(kind);
  }
  const before = since != null && since.viewer === viewer ? (since as { [SOURCES]?: readonly HandLogEntry[] })[SOURCES] : undefined;
  const reusable = before === undefined ? 0 : Math.min(before.length, since!.log.length, ctx.log.length);
  const shared = since !== undefined;
  const log: HandLogEntry[] = ctx.log.map((e, i) => {
    if (i < reusable && before![i] === e) {
      const prior = since!.log[i]!;
      // every entry's view is a function of the entry and the viewer, but for a dealt entry's cards: also of who is exposed
      if (e.type !== 'dealt' || prior.type !== 'dealt' || seesDealt(e.seat, e.cards) === (prior.cards !== null)) return prior;
    }
    for (const kind of kinds) {
      const shown = kind.viewLog?.(e, viewer);
      if (shown !== undefined) return shown;
    }
    if (e.type === 'dealt' && seesDealt(e.seat, e.cards)) {
      // R207: up cards are seen by every viewer
      const cards = e.cards!.slice();
      return e.upCards !== undefined ? { type: 'dealt', seat: e.seat, cards, upCards: e.upCards.slice() } : { type: 'dealt', seat: e.seat, cards };
    }
    // the entry as every viewer sees it who sees none of its hidden cards: with `since` (shared
    // views), one object for all the views of every viewer; else a copy of its own
    if (!shared) return publicView(e);
    let shown = publicViews.get(e);
    if (shown === undefined) publicViews.set(e, (shown = publicView(e)));
    return shown;
  });
  let steps: { [kind: string]: unknown } | undefined;
  for (const kind of kinds) {
    const seen = kind.view?.(ctx, viewer, env);
    if (seen !== undefined) (steps ??= {})[kind.kind] = seen;
  }
  const view: PlayerView = {
    viewer,
    street: streetOf(ctx, env),
    toAct,
    button: b.button,
    board: common === undefined ? ctx.board.slice() : (common.board ??= ctx.board.slice()),
    boards: common === undefined ? boardsOf(ctx) : (common.boards ??= boardsOf(ctx)),
    seats,
    pots,
    legalActions: toAct !== null && toAct === viewer ? handLegalActions(ctx, env.betting) : null,
    log,
    isComplete: ctx.phase === 'complete',
  };
  if (steps !== undefined) view.steps = steps;
  Object.defineProperty(view, SOURCES, { value: sourcesOf(ctx.log) }); // not enumerable, not writable
  return view;
}

/**
 * A log entry as every viewer sees it who sees none of its hidden cards: a `dealt` entry without its
 * down cards (its up cards shown, R207), a burn without its card, any other entry as it is.
 */
function publicView(e: HandLogEntry): HandLogEntry {
  if (e.type === 'dealt') return e.upCards !== undefined ? { type: 'dealt', seat: e.seat, cards: null, upCards: e.upCards.slice() } : { type: 'dealt', seat: e.seat, cards: null };
  if (e.type === 'burned') {
    const hidden: HandLogEntry = { type: 'burned', street: e.street, card: null };
    if (e.board !== undefined) hidden.board = e.board;
    if (e.run !== undefined) hidden.run = e.run;
    return hidden;
  }
  return copyJson(e);
}

/**
 * Each log entry's {@link publicView}, for views made with `since` (read-only views that share their
 * parts): made the first time such a view shows the entry, then the same object in every such view
 * of every viewer, so the views of one event (one per seat and spectators) do not each hold a copy
 * of the hand's log. Keyed by the hand's own entry (a log's entries are never changed), and
 * forgotten with it.
 */
const publicViews = new WeakMap<HandLogEntry, HandLogEntry>();

/** The copy of a log last made for a view's {@link SOURCES}, and the log it copies. */
let lastSources: { log: readonly HandLogEntry[]; copy: readonly HandLogEntry[] } | null = null;

/**
 * A copy of `log` for a view's sources: the same copy for every view of the same log (the views
 * of one event for each seat and spectators), since a log only grows (entries are appended, never
 * replaced): the same array at the same length holds the same entries. One copy per event instead
 * of one per viewer, which lives as long as the view.
 */
function sourcesOf(log: readonly HandLogEntry[]): readonly HandLogEntry[] {
  const last = lastSources;
  if (last !== null && last.log === log && last.copy.length === log.length && last.copy[log.length - 1] === log[log.length - 1]) return last.copy;
  const copy = log.slice();
  lastSources = { log, copy };
  return copy;
}
