/**
 * The seats `0..seatCount-1` in clockwise order starting with `first` (seat numbers grow
 * clockwise, R10). @internal
 */
export function clockwiseFrom(first: number, seatCount: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < seatCount; i++) out.push((first + i) % seatCount);
  return out;
}

/**
 * The first seat, clockwise from `seat` itself, that `canAct` allows, or `null` when none does:
 * how the duty to act first passes on from an all-in player (R203, as PokerKit does). @internal
 */
export function firstAbleFrom(seat: number, canAct: readonly boolean[] | undefined, seatCount: number): number | null {
  if (canAct === undefined) return seat;
  for (const s of clockwiseFrom(seat, seatCount)) if (canAct[s] === true) return s;
  return null;
}
