import { freeze } from 'immer';

/**
 * Freezes what the hand hands out (R0.3: nobody edits a hand around its rules): `value` and
 * everything reachable from it, stopping at parts already frozen, so a new context that shares
 * most of its arrays with the previous one costs only its new parts. Immer's `freeze` does the
 * walk. @internal
 */
export function publish<T>(value: T): T {
  return freeze(value, true);
}
