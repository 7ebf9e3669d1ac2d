/** What {@link chipRace} returns. */
export interface ChipRaceResult {
  /** Stacks after the race, in the order given. */
  stacks: number[];
  /** Indexes (into the stacks given) of the players who received a chip of the new denomination. */
  winners: number[];
  /** Chips in play after minus before: the rounding the race made, reported (R249). */
  rounding: number;
}

/**
 * A color-up by chip race (R249, TDA 24) at one table, when the smallest denomination leaves
 * play and `denomination` (D) is the next one. `stacks` are in seat order from seat 1 of the
 * table. Each player's remainder (stack mod D) is pooled; the pool buys round(pool / D) chips of D
 * (a half rounds up), given one per player to the largest remainders first (ties: the earlier
 * seat), no player getting more than one; a player whose whole stack is a remainder keeps one
 * chip of D, so nobody is raced out. The rounding is reported, never hidden.
 */
export function chipRace(stacks: readonly number[], denomination: number): ChipRaceResult {
  const d = denomination;
  const remainders = stacks.map((s) => s % d);
  const pool = remainders.reduce((t, r) => t + r, 0);
  const chips = Math.floor(pool / d + 0.5);
  const order = remainders.map((_, i) => i).filter((i) => remainders[i]! > 0).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  const winners = new Set(order.slice(0, chips));
  // never raced out of the tournament: a stack that is all remainder keeps one chip of D
  for (const i of order) if (stacks[i]! > 0 && stacks[i]! < d) winners.add(i);
  const after = stacks.map((s, i) => s - remainders[i]! + (winners.has(i) ? d : 0));
  const rounding = after.reduce((t, s) => t + s, 0) - stacks.reduce((t, s) => t + s, 0);
  return { stacks: after, winners: [...winners].sort((a, b) => a - b), rounding };
}
