import type { BettingStructureDescription } from '@pokerchart/betting';
import type { HandContext } from './HandContext.js';

/**
 * A saved hand from {@link Hand.persist}: JSON-safe; {@link restoreHand} continues it exactly.
 * `snapshot` is XState's persisted snapshot of the hand actor.
 */
export interface PersistedHand {
  /** Always `'pokerchart-hand'`. */
  format: 'pokerchart-hand';
  /** Format version, `1`. */
  version: 1;
  /** The variant's id. */
  variant: string;
  /** The betting structure's description (id, name, options). */
  betting: BettingStructureDescription;
  /** XState's persisted snapshot: state value, context and status. */
  snapshot: { value: unknown; context: HandContext; status: string; [key: string]: unknown };
}
