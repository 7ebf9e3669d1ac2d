import type { HandContext } from './HandContext.js';

/**
 * A copy of `ctx` with `changes` applied (every field of the context, including ones added
 * later). An object spread: every context then comes from the one made by initialHandContext and
 * shares its shape, which measured faster on the hot path of a hand than a literal written field
 * by field (a second shape). @internal
 */
export function withContext(ctx: HandContext, changes: Partial<HandContext>): HandContext {
  return { ...ctx, ...changes };
}
