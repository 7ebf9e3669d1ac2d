import type { BettingStructure } from '@pokerchart/betting';
import type { VariantDescriptor } from '@pokerchart/engine';
import { steppingMode } from '@pokerchart/engine/internal';
import { createTableMachine, type TableMachine } from './createTableMachine.js';

// one cache per stepping of the engine (configureEngine), keyed by the variant and structure objects themselves
const caches = { direct: new WeakMap<object, WeakMap<object, TableMachine>>(), xstate: new WeakMap<object, WeakMap<object, TableMachine>>() };

/**
 * The table machine of a variant and structure, built once per pair of objects (by identity) and
 * per stepping of the engine, for {@link createTable} and {@link restoreTable}. @internal
 */
export function tableMachineFor(variant: VariantDescriptor, betting: BettingStructure): TableMachine {
  const cache = caches[steppingMode()];
  let inner = cache.get(variant);
  if (inner === undefined) {
    inner = new WeakMap();
    cache.set(variant, inner);
  }
  let machine = inner.get(betting);
  if (machine === undefined) {
    machine = createTableMachine(variant, betting);
    inner.set(betting, machine);
  }
  return machine;
}
