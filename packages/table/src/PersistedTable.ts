import type { BettingStructureDescription } from '@pokerchart/betting';
import type { TableContext } from './TableContext.js';

/**
 * A saved table from {@link Table.persist}: JSON-safe; {@link restoreTable} continues it exactly,
 * the running hand included. `snapshot` is XState's persisted snapshot of the table actor (its
 * `children.hand` holds the hand actor's own snapshot).
 */
export interface PersistedTable {
  /** Always `'pokerchart-table'`. */
  format: 'pokerchart-table';
  /** Format version, `1`. */
  version: 1;
  /** The variant's id. */
  variant: string;
  /** The betting structure's description. */
  betting: BettingStructureDescription;
  /** XState's persisted snapshot of the table actor. */
  snapshot: { value: unknown; context: TableContext; status: string; [key: string]: unknown };
  /** HMAC-SHA-256 of the rest of the save, when saved with `persist({ key })`. */
  signature?: string;
}
