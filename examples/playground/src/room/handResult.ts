import type { Card } from '@pokerchart/cards';
import type { RoomView } from '@pokerchart/client';

/** One line of a finished hand's result: who won how much, and the cards shown. */
export interface ResultLine {
  /** The winners' names, joined ("Ann", "Ann and Bob"). */
  winners: string;
  /** Chips won (the whole part of a pot). */
  amount: number;
  /** Which pot: "the pot", "the main pot", "side pot 1"; with the board or run when several. */
  pot: string;
}

/** A finished hand as the Room panel shows it. */
export interface HandResult {
  /** The hand number at its table. */
  handNumber: number;
  /** Each part of each pot awarded, in the order awarded. */
  lines: ResultLine[];
  /** The hands shown at the showdown, by name. */
  shown: { name: string; cards: Card[] }[];
}

function nameOf(view: RoomView, seat: number): string {
  return view.names[seat] ?? `Seat ${seat + 1}`;
}

/**
 * The result of the view's hand once it is complete (`null` before): the `awarded` entries of its
 * log as lines (a pot split between players names them all), and the `shown` hands.
 */
export function handResult(view: RoomView): HandResult | null {
  if (!view.isComplete || view.handNumber === 0) return null;
  const awards = view.log.filter((e) => e.type === 'awarded');
  const pots = new Set(awards.map((e) => e.pot)).size;
  const lines = awards.map((e): ResultLine => {
    const names = e.seats.map((s) => nameOf(view, s));
    const winners = names.length <= 1 ? (names[0] ?? 'Nobody') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    let pot = pots <= 1 ? 'the pot' : e.pot === 0 ? 'the main pot' : `side pot ${e.pot}`;
    if (e.low) pot += ' (low)';
    if (e.board !== undefined && view.boards.length > 1) pot += `, board ${e.board + 1}`;
    if (e.run !== undefined && e.run > 0) pot += `, run ${e.run + 1}`;
    return { winners, amount: e.amount, pot };
  });
  const shown = view.log.flatMap((e) => (e.type === 'shown' ? [{ name: nameOf(view, e.seat), cards: e.cards }] : []));
  return { handNumber: view.handNumber, lines, shown };
}
