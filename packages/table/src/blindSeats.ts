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
