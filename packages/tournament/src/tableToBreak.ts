/**
 * The table to break now (R244, TDA 10), or null: when the remaining `players` fit at one table
 * fewer (players <= (tables - 1) x tableSize, with two or more tables), the table with the highest
 * number breaks.
 */
export function tableToBreak(players: number, tableIds: readonly number[], tableSize: number): number | null {
  if (tableIds.length < 2 || players > (tableIds.length - 1) * tableSize) return null;
  return Math.max(...tableIds);
}
