import { type Draft, Immer } from 'immer';
import type { HandContext } from './HandContext.js';

const immer = new Immer({ autoFreeze: false });

/**
 * Immer's `produce` for hand contexts, without auto-freeze: the engine never mutates a context
 * it has produced, but appends to the fresh arrays of a new context before handing it to the
 * machine. @internal
 */
export function produceContext(base: HandContext, recipe: (draft: Draft<HandContext>) => void): HandContext {
  return immer.produce(base, recipe);
}
