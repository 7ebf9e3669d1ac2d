/** One blind level: the blinds and, optionally, a big-blind ante (R25). */
export interface BlindLevel {
  /** Small blind (R21). */
  small: number;
  /** Big blind (R21). */
  big: number;
  /** Big-blind ante for the level, posted by the big blind for the whole table (R25); 0 or absent for none. */
  ante?: number;
}

/**
 * A blind structure: the levels in order and when they change, either every `hands` hands or
 * every `minutes` of table time (read from the clock you give the table). After the last level
 * the blinds stay at the last level.
 */
export interface BlindSchedule {
  /** The levels, first one first. At least one. */
  levels: readonly BlindLevel[];
  /** When the level goes up: after this many hands, or after this many minutes. */
  every: { hands: number } | { minutes: number };
}
