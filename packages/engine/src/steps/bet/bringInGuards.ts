import { actOutcome } from '../../handOutcome.js';
import type { HandContext } from '../../HandContext.js';
import type { HandEnv } from '../../HandEnv.js';
import type { HandEvent } from '../../HandEvent.js';

/*
 * The guards of a bring-in round (R201, R202): they read the betting-round model's outcome of the
 * event, like the other guards of the bet step, and only name what happened for the chart.
 */

/** Guard `bringInPosted` (R201, R202): the seat owing the bring-in posts it and someone still has to act. @internal */
export function bringInPosted(ctx: HandContext, event: HandEvent, env: HandEnv): boolean {
  if (event.type !== 'ACT' || ctx.betting.pendingBringIn === null) return false;
  const o = actOutcome(ctx, event, env);
  return o.after !== null && o.after.status === 'betting' && (event.action as { type?: unknown }).type === 'bring-in';
}

/** Guard `bringInCompleted` (R201, R202): the seat owing the bring-in completes (bets) instead and someone still has to act. @internal */
export function bringInCompleted(ctx: HandContext, event: HandEvent, env: HandEnv): boolean {
  if (event.type !== 'ACT' || ctx.betting.pendingBringIn === null) return false;
  const o = actOutcome(ctx, event, env);
  return o.after !== null && o.after.status === 'betting' && (event.action as { type?: unknown }).type !== 'bring-in';
}
