/** A table as balancing sees it: which seats are taken and where the last big blind was. */
export interface BalanceTable {
  /** Table number. */
  id: number;
  /** `true` for each seat a player in the tournament holds. */
  occupied: readonly boolean[];
  /** The big-blind seat of the table's last hand, or null before its first hand. */
  lastBigBlind: number | null;
}

/** One balancing move: a player from one table's seat to another table's seat. */
export interface BalanceMoveResult {
  /** The table the player leaves. */
  from: number;
  /** The seat they leave. */
  fromSeat: number;
  /** The short table. */
  to: number;
  /** The open seat they take. */
  toSeat: number;
}

/**
 * The next balancing move (R243, TDA 11), or null when no table has two or more players more than
 * another. The player moves from the table with the most players (the highest number on a tie) to
 * the table with the fewest (the lowest number on a tie). The player who moves is the one who
 * would be the big blind on the next hand of the full table (under the dead-button rule, R248:
 * the next player after its last big blind); they take the open seat in the worst position, the
 * one the big blind reaches soonest: the first open seat after the short table's last big blind
 * (the small blind of its next hand is the last big blind's seat, so this seat is never it).
 * Before a table's first hand, the first seat stands in for "after the last big blind".
 */
export function balanceMove(tables: readonly BalanceTable[]): BalanceMoveResult | null {
  if (tables.length < 2) return null;
  const count = (t: BalanceTable) => t.occupied.filter(Boolean).length;
  let full = tables[0]!;
  let short = tables[0]!;
  for (const t of tables) {
    if (count(t) > count(full) || (count(t) === count(full) && t.id > full.id)) full = t;
    if (count(t) < count(short) || (count(t) === count(short) && t.id < short.id)) short = t;
  }
  if (count(full) - count(short) < 2) return null;
  const fromSeat = firstAfter(full.lastBigBlind, full.occupied, true);
  const toSeat = firstAfter(short.lastBigBlind, short.occupied, false);
  if (fromSeat === null || toSeat === null) return null;
  return { from: full.id, fromSeat, to: short.id, toSeat };
}

/** The first seat clockwise after `after` (or from seat 0 when null) whose occupancy is `want`. */
function firstAfter(after: number | null, occupied: readonly boolean[], want: boolean): number | null {
  const n = occupied.length;
  const start = after === null ? n - 1 : after;
  for (let i = 1; i <= n; i++) {
    const seat = (start + i) % n;
    if (occupied[seat] === want) return seat;
  }
  return null;
}

/**
 * The table to break now (R244, TDA 10), or null: when the remaining `players` fit at one table
 * fewer (players <= (tables - 1) x tableSize, with two or more tables), the table with the highest
 * number breaks.
 */
export function tableToBreak(players: number, tableIds: readonly number[], tableSize: number): number | null {
  if (tableIds.length < 2 || players > (tableIds.length - 1) * tableSize) return null;
  return Math.max(...tableIds);
}
