import { formatCards, type Card } from '@pokerchart/cards';
import type { HandLogEntry } from '@pokerchart/engine';

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
