import type { HandContext, HandEnv } from '../../HandContext.js';
import { writeContext } from '../../writeContext.js';
import type { BuiltInStepKind } from '../StepKind.js';
import { failStep as fail } from '../../errors.js';
import { type SettledHand, settleHand } from '../../settleHand.js';
import { compiledKind } from '../stepKindRegistry.js';

/** The guards of the `showdown` kind: none, the showdown always follows. @internal */
export function showdownGuards(_env: HandEnv) {
  return {};
}

/** The actions of the `showdown` kind (R102, R106, R110-R117, R125-R130, R168). @internal */
export function showdownActions(env: HandEnv) {
  return {
    /** Shows the hands in order or mucks them, builds the pots and awards them (R110-R117, R125-R130, R168). */
    showHandsAndAwardPots: writeContext((fresh) => settleInto(fresh, env)),
    /** The last player takes every pot, no cards shown (R102, R106, R113). */
    awardUncontested: writeContext((fresh) => settleInto(fresh, env)),
  };
}

/**
 * The `showdown` step kind (R110-R117, R125-R130, R234): the last step; an exchange right before
 * it becomes the last street's closing exchange. It draws the `showdown` and final `settled`
 * states and the default way to the showdown. @internal
 */
export const showdownKind: BuiltInStepKind = {
  kind: 'showdown',
  fields: [],
  checkStep(_st, place) {
    const f = place.field;
    const out = place.before;
    if (place.index !== place.count - 1) fail(f, 'the showdown is the last step');
    if (out[out.length - 1]!.kind === 'board') fail(f, 'board cards are dealt before a betting round, not just before the showdown: put a bet step after the board step');
    if (out[out.length - 1]!.kind === 'seats') fail(f, 'seat cards are dealt before a betting round, not just before the showdown: put a bet step after the seats step');
    if (place.bets === 0) fail(f, 'a variant needs at least one betting round before the showdown');
    return { kind: 'showdown' };
  },
  fold(_step, plan) {
    // R234: a step after the last betting round (an exchange) runs right before the showdown
    if (plan.pending.length > 0 && plan.out.length > 0) plan.out[plan.out.length - 1] = { ...plan.out[plan.out.length - 1]!, closing: plan.pending };
  },
  guards: showdownGuards,
  actions: showdownActions,
  chart: {
    toShowdown: (_b, guard, actions, why) => [{ guard, target: '#hand.showdown', actions, description: `${why}: showdown (R101, R105)` }],
    statesAfter: () => ({
      showdown: {
        description: 'hands shown in order or mucked (R125-R130); pots built and awarded (R110-R117, R168)',
        entry: 'showHandsAndAwardPots',
        always: [{ target: 'settled', description: 'the pots are awarded (R116, R117)' }],
      },
      settled: { description: 'the hand is over; its output is the HandResult (R0.5)', type: 'final' },
    }),
  },
};

/*
 * The showdown step, and the end of a hand won by folds: both settle through the pure settleHand
 * (pots R110-R117, showing order R126-R130, rankings of the variant).
 */

/**
 * {@link settle} written into `fresh`, a copy of the context nobody else has seen (writeContext),
 * once the result is computed: the four fields it changes set one by one. @internal
 */
function settleInto(fresh: HandContext, env: HandEnv): void {
  const out = settle(fresh, env);
  fresh.phase = out.phase;
  fresh.exposed = out.exposed;
  fresh.result = out.result;
  fresh.log = out.log;
}

/**
 * Action `showHandsAndAwardPots` (R110-R117, R125-R130, R168), or `awardUncontested` (R102,
 * R106, R113) when one player is left: the result of the hand. @internal
 */
export function settle(ctx: HandContext, env: HandEnv): SettledHand {
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
