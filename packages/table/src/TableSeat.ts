/** One occupied seat of a table, as plain JSON data. */
export interface TableSeat {
  /** The player's name, as narrated. */
  name: string;
  /** Chips behind, between hands (during a hand, the hand's own stacks apply). */
  stack: number;
  /**
   * A player sitting out keeps the seat (R262): at a cash table it is not dealt in (R11); in a
   * tournament it is dealt in, posts, and takes the timeout action at once at every decision.
   */
  sittingOut: boolean;
  /** Tournament only: the finishing place once knocked out (1 = winner), else null. */
  place: number | null;
  /** Cash only: chips brought to the table so far (first buy-in, rebuys and top-ups). */
  boughtIn: number;
  /** Cash only: chips taken off the table above `cash.stackCap`; the player's result is `stack + takenOff - boughtIn`. */
  takenOff: number;
  /** Timeouts in a row (R261), when any: at `sitOutAfter` the seat sits out (R262). */
  timeouts?: number;
  /**
   * Cash only: the blinds the seat owes after sitting out (R262): `'big'` when the big blind
   * passed it, `'both'` when the small blind passed it too. Posted on its return (the big blind
   * live, the small blind dead), or the seat waits for the big blind (`waitForBigBlind`).
   */
  missedBlinds?: 'big' | 'both';
  /** Cash only: back from sitting out owing blinds, the seat is dealt in only when it is the big blind (R262). */
  waitForBigBlind?: boolean;
  /** Cash only: hands dealt in a row while this seat (with chips) sat out; at `leaveAfterHands` it is removed (R262). */
  sitOutHands?: number;
}
