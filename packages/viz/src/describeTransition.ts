import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { ChartEdge } from './ChartJson.js';
import { formatCards, type Card } from '@pokerchart/cards';
import type { HandLogEntry } from '@pokerchart/engine';

/** Static guard parameters as short text: object values joined by commas (`board, 1`). */
function paramsText(params: unknown): string {
  if (params !== null && typeof params === 'object' && !Array.isArray(params)) {
    return Object.values(params as Record<string, unknown>).map(paramsText).join(', ');
  }
  if (Array.isArray(params)) return `[${params.map(paramsText).join(', ')}]`;
  return typeof params === 'string' ? params : JSON.stringify(params) ?? String(params);
}

/** Text of a guard: its name, `not(x)`, `and(a, b)`, `or(a, b)`, or `guard` for an inline function. */
export function guardText(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const g = guard as { name?: string; guards?: unknown[] };
    if (Array.isArray(g.guards) && (g.name === 'and' || g.name === 'or' || g.name === 'not')) {
      return `${g.name}(${g.guards.map(guardText).join(', ')})`;
    }
    return g.name && g.name !== 'guard' ? g.name : 'guard';
  }
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    const { type, params } = guard as { type: string; params?: unknown };
    if (params === undefined || typeof params === 'function') return type;
    return `${type}(${paramsText(params)})`;
  }
  return 'guard';
}

/** Maps every invoke id of the machine to a readable name of the invoked actor. */
export function invokeNames(root: AnyStateNode): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (n: AnyStateNode) => {
    for (const inv of (n.invoke ?? []) as { id: string; src: unknown }[]) {
      names.set(inv.id, typeof inv.src === 'string' ? inv.src : inv.id.includes(':invocation') ? 'actor' : inv.id);
    }
    for (const c of Object.values(n.states ?? {}) as AnyStateNode[]) visit(c);
  };
  visit(root);
  return names;
}

/**
 * The name of one XState action as the machine config gives it: a string is its name, an object
 * its `type` (`{ type: 'enterStreet', params: { street: 1 } }` is `enterStreet`), a built-in
 * action creator its kind (`assign`, `emit`, `raise`, `sendTo`, …), any other function its
 * `name`, or `inline` for an anonymous function.
 */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const f = action as { name?: unknown; type?: unknown };
    if (typeof f.type === 'string' && f.type.startsWith('xstate.')) return f.type.slice('xstate.'.length);
    return typeof f.name === 'string' && f.name !== '' && f.name !== 'anonymous' ? f.name : 'inline';
  }
  if (action !== null && typeof action === 'object') {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return type;
    if (typeof type === 'function') return actionName(type);
  }
  return 'inline';
}

/** The names of a list of actions (a transition's `actions`, a state's `entry` or `exit`), in order. */
export function actionNames(actions: unknown): string[] {
  if (actions === undefined || actions === null) return [];
  return (Array.isArray(actions) ? actions : [actions]).map(actionName);
}

/** A readable label for an XState event type (`always`, `after 500ms`, `done`, `done: dealer`…). */
export function eventLabel(t: AnyTransitionDefinition, invokes: Map<string, string>): string {
  const type = String(t.eventType);
  if (type === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return /^\d+$/.test(after[1] ?? '') ? `after ${after[1]}ms` : `after ${after[1]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  if (type.startsWith('xstate.done.actor.')) {
    const id = type.slice('xstate.done.actor.'.length);
    return `done: ${invokes.get(id) ?? id}`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    const id = type.slice('xstate.error.actor.'.length);
    return `error: ${invokes.get(id) ?? id}`;
  }
  return type;
}

/**
 * An edge's label as XState's visualizer writes it: `EVENT [guard] / action1, action2`, the guard
 * unless `guards` is false, the actions unless `actions` is false.
 */
export function edgeText(e: ChartEdge, guards: boolean, actions = true): string {
  return edgeLines(e, guards, actions).join(' ');
}

/** {@link edgeText} in lines, for drawings that stack them: `EVENT [guard]`, then `/ action1, action2`. */
export function edgeLines(e: ChartEdge, guards: boolean, actions = true): string[] {
  const guarded = guards && e.guard ? `${e.label} [${e.guard}]` : e.label;
  return actions && Array.isArray(e.actions) && e.actions.length > 0 ? [guarded, `/ ${e.actions.join(', ')}`] : [guarded];
}

/** A state's entry and exit actions as text lines: `entry / a, b` and `exit / c`; none when it has none or `actions` is false. */
export function stateActionLines(n: { entry?: readonly string[]; exit?: readonly string[] }, actions = true): string[] {
  if (!actions) return [];
  const lines: string[] = [];
  if (Array.isArray(n.entry) && n.entry.length > 0) lines.push(`entry / ${n.entry.join(', ')}`);
  if (Array.isArray(n.exit) && n.exit.length > 0) lines.push(`exit / ${n.exit.join(', ')}`);
  return lines;
}

/** A log entry of a kind this file does not name (a draw's discard, a variant's own entries). */
interface OtherEntry {
  type: string;
  seat?: number;
  seats?: number[];
  street?: string;
  cards?: Card[] | null;
  count?: number;
  amount?: number;
}

/** A sentence for any other log entry, from the fields it has: `firstDraw: seat 1 discards 2 (Kd 4h)`. */
function describeOtherEntry(e: OtherEntry): string {
  const cards = Array.isArray(e.cards) && e.cards.length > 0 ? formatCards(e.cards).join(' ') : '';
  const who = e.seat !== undefined ? `seat ${e.seat}` : e.seats ? `seats ${e.seats.join(', ')}` : '';
  const where = e.street ? `${e.street}: ` : '';
  if (e.type === 'discarded') {
    if (e.count === 0) return `${where}${who} stands pat`;
    return `${where}${who} discards ${e.count ?? ''}${cards ? ` (${cards})` : ''}`.replace(/ {2,}/g, ' ');
  }
  if (e.type === 'reshuffled') return `${where}${e.count ?? ''} discards and burns reshuffled into a new stub`;
  const details = [cards, e.count !== undefined ? `count ${e.count}` : '', e.amount !== undefined ? `amount ${e.amount}` : ''].filter(Boolean);
  return `${where}${who ? `${who}: ` : ''}${e.type}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

/**
 * Whether `entry`, the log's entry at `index`, completes a stud bring-in (R201, R202): the first
 * bet or raise of the first round, after a posted bring-in, or the bring-in seat's own bet in a
 * game that deals up cards and posts no blinds.
 */
function completesBringIn(entry: HandLogEntry, index: number | undefined, log: readonly HandLogEntry[] | undefined): boolean {
  if (entry.type !== 'acted' || (entry.action.type !== 'bet' && entry.action.type !== 'raise')) return false;
  if (index === undefined || log === undefined || log[index] !== entry) return false;
  let bringIn = false;
  let upCards = false;
  let blinds = false;
  for (const e of log.slice(0, index)) {
    if (e.type === 'street-closed') return false; // not the first round
    if (e.type === 'posted' && e.kind !== 'ante') blinds = true;
    if (e.type === 'dealt' && e.upCards !== undefined && e.upCards.length > 0) upCards = true;
    if (e.type === 'acted' && e.street === entry.street) {
      if (e.action.type === 'bet' || e.action.type === 'raise') return false; // completed already
      if (e.action.type === 'bring-in') bringIn = true;
    }
  }
  return bringIn || (entry.action.type === 'bet' && upCards && !blinds);
}

/** "once", "twice", "3 times" (R232). */
function times(k: number): string {
  return k === 1 ? 'once' : k === 2 ? 'twice' : `${k} times`;
}

/**
 * Which board of which run a `board` or `awarded` entry is about (R230-R232), as words: `run 2`,
 * `board 1`. The log leaves out board 0 and run 0; given the whole log (and the entry's `index`),
 * they are named too when the hand deals several boards or runs the board more than once.
 */
function placeOf(
  entry: { board?: number; run?: number },
  index: number | undefined,
  log: readonly HandLogEntry[] | undefined,
): string[] {
  const inLog = index !== undefined && log !== undefined && log[index] === entry ? log : undefined;
  const severalBoards = inLog?.some((e) => (e.type === 'board' || e.type === 'awarded') && e.board !== undefined) ?? false;
  // run 1's cards are dealt after the all-in hands are exposed and before the `runs` entry
  const runsAt = inLog?.findIndex((e) => e.type === 'runs' && e.times > 1) ?? -1;
  const exposedAt = inLog?.findIndex((e) => e.type === 'exposed') ?? -1;
  const firstRun = runsAt >= 0 && index !== undefined && (index > runsAt || (exposedAt >= 0 && index > exposedAt));
  const run = entry.run ?? (firstRun ? 0 : undefined);
  const board = entry.board ?? (severalBoards ? 0 : undefined);
  return [run !== undefined ? `run ${run + 1}` : '', board !== undefined ? `board ${board + 1}` : ''].filter(Boolean);
}

/**
 * One entry of a hand's log (`hand.log`) as a short English sentence: `seat 2 raises to 30`,
 * `flop: 4s Tc 7c`, `pot 1: 90 to seat 0`, `firstDraw: seat 1 discards 2 (Kd 4h)`; with several
 * boards or runs (R230-R232) each board and part says which (`flop, board 2: …`, `pot 1, run 2: 45 to seat 1`). Burns return `null`
 * (they are not worth a line); an entry of another kind is told from its fields (`seat 1: <type>`).
 * Given its `index` in the hand's `log` (as `hand.log.map(describeLogEntry)` gives them), the
 * completion of a stud bring-in reads `seat 1 completes to 20` (R201, R202) instead of a raise.
 */
export function describeLogEntry(entry: HandLogEntry, index?: number, log?: readonly HandLogEntry[]): string | null {
  switch (entry.type) {
    case 'posted':
      return `seat ${entry.seat} posts ${entry.kind === 'ante' ? 'an ante' : 'a blind'} of ${entry.amount}`;
    case 'dealt':
      if (entry.upCards !== undefined && entry.upCards.length > 0) {
        const up = formatCards(entry.upCards).join(' ');
        return entry.cards ? `seat ${entry.seat} is dealt ${formatCards(entry.cards).join(' ')} (up: ${up})` : `seat ${entry.seat} is dealt ${up} face up`;
      }
      return `seat ${entry.seat} is dealt ${entry.cards ? formatCards(entry.cards).join(' ') : 'hole cards'}`;
    case 'burned':
      return null;
    case 'board': {
      // several boards (R230) and runs (R232): `flop, board 2: …`, `turn, run 2: …`
      return `${[entry.street, ...placeOf(entry, index, log)].join(', ')}: ${formatCards(entry.cards).join(' ')}`;
    }
    case 'chose-runs':
      return `seat ${entry.seat} chooses to run it ${times(entry.times)}`;
    case 'decided':
      // a step of a kind of the user's: its choice is shown only to its seat
      return `seat ${entry.seat} decides at the ${entry.kind} step${entry.choice !== null ? `: ${JSON.stringify(entry.choice)}` : ''}`;
    case 'runs':
      return `the rest of the board is run ${times(entry.times)}${entry.times < entry.wanted ? ` (${entry.wanted} wanted: the stub has cards for ${entry.times})` : ''}`;
    case 'acted': {
      const a = entry.action;
      const allIn = entry.stack === 0 && a.type !== 'fold' && a.type !== 'check' ? ' (all in)' : '';
      if (a.type === 'fold') return `seat ${entry.seat} folds`;
      if (a.type === 'check') return `seat ${entry.seat} checks`;
      if (a.type === 'call') return `seat ${entry.seat} calls, ${entry.to} in${allIn}`;
      if (completesBringIn(entry, index, log)) return `seat ${entry.seat} completes to ${entry.to}${allIn}`;
      if (a.type === 'bet') return `seat ${entry.seat} bets ${entry.to}${allIn}`;
      if (a.type === 'raise') return `seat ${entry.seat} raises to ${entry.to}${allIn}`;
      if (a.type === 'bring-in') return `seat ${entry.seat} brings in for ${entry.to}${allIn}`;
      if (a.type === 'discard') return `seat ${entry.seat} discards`;
      return `seat ${entry.seat} is all in, ${entry.to} in`;
    }
    case 'street-closed':
      return `${entry.street} betting closed`;
    case 'returned':
      return `seat ${entry.seat} gets ${entry.amount} back (uncalled)`;
    case 'exposed':
      return `seats ${entry.seats.join(', ')} turn their cards up (all in)`;
    case 'shown':
      return `seat ${entry.seat} shows ${formatCards(entry.cards).join(' ')}`;
    case 'mucked':
      return `seat ${entry.seat} mucks`;
    case 'awarded': {
      // one entry per part of the pot with several boards or runs (R231, R232)
      const where = placeOf(entry, index, log);
      const part = where.length > 0 ? `, ${where.join(', ')}` : '';
      return `pot ${entry.pot + 1}${part}${entry.low ? ' (low half)' : ''}: ${entry.amount} to seat${entry.seats.length > 1 ? 's' : ''} ${entry.seats.join(', ')}`;
    }
    default:
      return describeOtherEntry(entry as unknown as OtherEntry);
  }
}
