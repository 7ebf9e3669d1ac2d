import { blindSeats, clockwiseFrom } from './blindSeats.js';

/**
 * Where the button goes for the next hand (R12, "moving button"): the next dealt-in seat
 * clockwise from the last button, skipping empty seats, busted players and players sitting out.
 * `dealtIn[seat]` says who takes part in the next hand.
 *
 * Heads-up transition (R14, TDA 34-B): when the next hand is heads-up and the previous one was
 * not, pass `lastBigBlind`; if the moving button would make that player post the big blind
 * again, the button goes to that player instead, so nobody posts the big blind twice in a row.
 *
 * Returns null when nobody is dealt in; the first hand's button is simply the seat you choose.
 */
export function nextButton(lastButton: number, dealtIn: readonly boolean[], lastBigBlind?: number): number | null {
  const order = clockwiseFrom(lastButton, dealtIn);
  const button = order[0];
  if (button === undefined) return null;
  if (order.length === 2 && lastBigBlind !== undefined && dealtIn[lastBigBlind]) {
    const blinds = blindSeats(button, dealtIn);
    if (blinds !== null && blinds.big === lastBigBlind) return lastBigBlind;
  }
  return button;
}
