/**
 * The small- and big-blind seats for a hand (R13, R14): with three or more players dealt in,
 * the first dealt-in seat left of the button posts the small blind and the next one the big
 * blind; heads-up the button posts the small blind and the other player the big blind.
 * `dealtIn[seat]` tells which seats take part. Returns null when fewer than two are dealt in.
 */
export function blindSeats(button: number, dealtIn: readonly boolean[]): { small: number; big: number } | null {
  const order = clockwiseFrom(button, dealtIn);
  if (order.length < 2) return null;
  if (order.length === 2) return { small: button, big: order[0]! === button ? order[1]! : order[0]! };
  return { small: order[0]!, big: order[1]! };
}

/** Dealt-in seats clockwise, starting with the first one left of `from` (and ending with `from` if it is dealt in). */
export function clockwiseFrom(from: number, dealtIn: readonly boolean[]): number[] {
  const n = dealtIn.length;
  const out: number[] = [];
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    if (dealtIn[seat]) out.push(seat);
  }
  return out;
}

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

/**
 * The button and blind seats of the next hand under the dead-button rule (R248, TDA 32): the big
 * blind moves to the next dealt-in player after the last big blind, so nobody skips it or posts it
 * twice in a row after an elimination; the small blind goes to the last big blind's seat and the
 * button to the last small blind's seat, either of which may be empty (a dead small blind posts
 * nothing, a dead button stays on its seat). Heads-up (two players dealt in) the button posts the
 * small blind (R14), and it is the player who is not the big blind.
 *
 * `dealtIn[seat]` says who takes part in the next hand. Returns null when fewer than two are dealt in.
 */
export function deadButtonSeats(
  last: { smallBlind: number; bigBlind: number },
  dealtIn: readonly boolean[],
): { button: number; smallBlind: number; bigBlind: number } | null {
  const n = dealtIn.length;
  const players = dealtIn.filter(Boolean).length;
  if (players < 2) return null;
  let bigBlind = -1;
  for (let i = 1; i <= n; i++) {
    const seat = (last.bigBlind + i) % n;
    if (dealtIn[seat]) { bigBlind = seat; break; }
  }
  if (players === 2) {
    const other = dealtIn.findIndex((d, seat) => d && seat !== bigBlind);
    return { button: other, smallBlind: other, bigBlind };
  }
  return { button: last.smallBlind, smallBlind: last.bigBlind, bigBlind };
}
