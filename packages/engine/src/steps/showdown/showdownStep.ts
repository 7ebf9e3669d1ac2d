import type { HandContext } from '../../HandContext.js';
import type { HandEnv } from '../../HandEnv.js';
import { settleHand } from '../../settleHand.js';
import { compiledKind } from '../stepKindRegistry.js';

/*
 * The showdown step, and the end of a hand won by folds: both settle through the pure settleHand
 * (pots R110-R117, showing order R126-R130, rankings of the variant).
 */

/**
 * Action `showHandsAndAwardPots` (R110-R117, R125-R130, R168), or `awardUncontested` (R102,
 * R106, R113) when one player is left: the result of the hand. @internal
 */
export function settle(ctx: HandContext, env: HandEnv): Partial<HandContext> {
  const out = settleHand(ctx, env);
  // each kind of the variant's steps that settles something adds its share (a kind of yours)
  let steps: { [kind: string]: unknown } | undefined;
  for (const name of env.kindNames) {
    const kind = compiledKind(name);
    const share = kind?.settle !== undefined && out.result != null ? kind.settle({ ...ctx, ...out } as HandContext, out.result, env) : undefined;
    if (share !== undefined) (steps ??= {})[name] = share;
  }
  if (steps !== undefined && out.result != null) out.result = { ...out.result, steps };
  return out;
}
