/** A player knocked out of a tournament, with the place they finish in (1 = winner). */
export interface Elimination {
  /** The seat the player sat in. */
  seat: number;
  /** Finishing place: with 9 players left, the first one out finishes 9th. */
  place: number;
}

/**
 * The players a hand knocked out of a tournament and their finishing places. A player is out
 * when they started the hand with chips and ended it with none. `playersLeft` counts the players
 * still in before the hand. When several bust in the same hand, the one who started it with
 * more chips finishes higher (TDA); equal stacks are ordered by seat, lower seat higher.
 */
export function eliminations(startStacks: readonly number[], endStacks: readonly number[], playersLeft: number): Elimination[] {
  const out: number[] = [];
  for (let seat = 0; seat < startStacks.length; seat++) {
    if ((startStacks[seat] ?? 0) > 0 && (endStacks[seat] ?? 0) === 0) out.push(seat);
  }
  // lowest place (worst) first: smaller starting stack, then higher seat
  out.sort((a, b) => (startStacks[a]! - startStacks[b]!) || b - a);
  return out.map((seat, i) => ({ seat, place: playersLeft - i }));
}
