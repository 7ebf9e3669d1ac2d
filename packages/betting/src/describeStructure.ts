import type { BettingStructure, BettingStructureDescription } from './BettingStructure.js';

/**
 * The JSON-safe description of a structure (`id`, `name`, `options`), e.g. to persist with a hand or
 * to key a cache of machines.
 */
export function describeStructure(structure: BettingStructure): BettingStructureDescription {
  return { id: structure.id, name: structure.name, options: structure.options };
}
