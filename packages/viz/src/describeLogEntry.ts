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

/**
 * One entry of a hand's log (`hand.log`) as a short English sentence: `seat 2 raises to 30`,
 * `flop: 4s Tc 7c`, `pot 1: 90 to seat 0`, `firstDraw: seat 1 discards 2 (Kd 4h)`. Burns return `null`
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
    case 'board':
      return `${entry.street}: ${formatCards(entry.cards).join(' ')}`;
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
    case 'awarded':
      return `pot ${entry.pot + 1}${entry.low ? ' (low half)' : ''}: ${entry.amount} to seat${entry.seats.length > 1 ? 's' : ''} ${entry.seats.join(', ')}`;
    default:
      return describeOtherEntry(entry as unknown as OtherEntry);
  }
}
