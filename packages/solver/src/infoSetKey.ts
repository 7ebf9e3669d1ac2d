import { formatCard } from '@pokerchart/cards';
import type { PlayerView } from '@pokerchart/engine';

/**
 * The player number of `seat` in a hand (R293's `P`): 0 for the first seat left of the button,
 * then clockwise over the dealt-in seats; heads-up with no blind, player 0 acts first.
 */
export function playerOfSeat(view: Pick<PlayerView, 'button' | 'seats'>, seat: number): number {
  const n = view.seats.length;
  let player = 0;
  for (let k = 1; k <= n; k++) {
    const s = (view.button + k) % n;
    if (view.seats[s] === null) continue;
    if (s === seat) return player;
    player++;
  }
  return -1;
}

/**
 * The letter of one logged action in the notation of R293: `x` check, `b` bet, `c` call, `f`
 * fold, `r` raise; an all-in is a bet, raise or call by the total it reaches (`level` is the
 * round's highest total before it).
 */
function letterOf(action: { type: string }, to: number, level: number): string {
  switch (action.type) {
    case 'check': return 'x';
    case 'call': return 'c';
    case 'fold': return 'f';
    case 'bet': return 'b';
    case 'raise': return 'r';
    case 'all-in': return to > level ? (level === 0 ? 'b' : 'r') : 'c';
    default: return '?';
  }
}

/**
 * The information set of the seat to act, in the notation of R293: `P:HOLE|BOARD|ACTIONS`, where
 * `P` is the player number ({@link playerOfSeat}), HOLE and BOARD card codes run together
 * (`"Kh"`, `"JsQs"`), and ACTIONS the betting so far, one letter per action, the streets separated
 * by `/` (a street that has started counts, so the first decision after the board card of Leduc
 * reads `"xx/"`). Kuhn, the second player holding the king facing a bet: `"1:Kh||b"`.
 *
 * @param view - a view for the seat to act (its hole cards must be visible to it).
 */
export function infoSetKey(view: PlayerView): string {
  const seat = view.viewer === 'spectator' ? view.toAct : view.viewer;
  if (seat === null) return '';
  const hole = view.seats[seat]?.holeCards ?? [];
  const streets: string[][] = [];
  let street: string | null = null;
  let level = 0;
  for (const entry of view.log) {
    if (entry.type !== 'acted') continue;
    if (entry.street !== street) {
      street = entry.street;
      streets.push([]);
      level = 0;
    }
    streets[streets.length - 1]!.push(letterOf(entry.action, entry.to, level));
    if (entry.to > level) level = entry.to;
  }
  // the street now being played, when nobody acted on it yet
  if (view.street !== null && view.street !== street) streets.push([]);
  const actions = streets.map((letters) => letters.join('')).join('/');
  return `${playerOfSeat(view, seat)}:${hole.map(formatCard).join('')}|${view.board.map(formatCard).join('')}|${actions}`;
}
