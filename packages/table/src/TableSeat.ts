/** One occupied seat of a table, as plain JSON data. */
export interface TableSeat {
  /** The player's name, as narrated. */
  name: string;
  /** Chips behind, between hands (during a hand, the hand's own stacks apply). */
  stack: number;
  /** A player sitting out keeps the seat but is not dealt in (R11). */
  sittingOut: boolean;
  /** Tournament only: the finishing place once knocked out (1 = winner), else null. */
  place: number | null;
  /** Cash only: chips brought to the table so far (first buy-in, rebuys and top-ups). */
  boughtIn: number;
  /** Cash only: chips taken off the table above `cash.stackCap`; the player's result is `stack + takenOff - boughtIn`. */
  takenOff: number;
}
