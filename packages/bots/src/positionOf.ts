import type { PlayerView } from '@pokerchart/engine';

/** Where a seat sits relative to the button, for position-aware play. */
export type Position = 'blinds' | 'early' | 'middle' | 'late';

/**
 * The viewer's position in the hand (R13, R14), counting only dealt-in seats clockwise from the
 * button: the two seats after the button are the `blinds`; the button and the seat before it
 * are `late`; the first half of the others `early`, the rest `middle`. Heads-up the button is
 * `late` and the other seat `blinds`. A spectator is `middle`.
 */
export function positionOf(view: PlayerView): Position {
  if (view.viewer === 'spectator') return 'middle';
  const n = view.seats.length;
  const order: number[] = [];
  for (let i = 1; i <= n; i++) {
    const seat = (view.button + i) % n;
    if (view.seats[seat] != null) order.push(seat);
  }
  const count = order.length;
  const index = order.indexOf(view.viewer); // button is count - 1
  if (index < 0) return 'middle';
  if (count === 2) return index === count - 1 ? 'late' : 'blinds';
  if (index <= 1) return 'blinds';
  if (index >= count - 2) return 'late';
  const others = count - 4; // seats between the big blind and the cutoff
  return index - 2 < Math.ceil(others / 2) ? 'early' : 'middle';
}
