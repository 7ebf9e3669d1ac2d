import type { HandContext } from './HandContext.js';
import { kindOfPhase } from './steps/stepKindRegistry.js';

/**
 * The seat to act in a hand's context: during a betting round the seat to bet (R48), during a
 * draw the seat to discard (R212), while the runs are chosen the seat to choose (R232), at a step
 * of a kind of your own the seat to decide; `null` when nobody may act (cards awaited, run-out,
 * showdown, complete). The step kind that owns the hand's phase answers. What {@link Hand.toAct}
 * reports, for code that holds only a context (a table, a spawned hand actor).
 */
export function handToAct(context: HandContext): number | null {
  const kind = kindOfPhase(context);
  return kind?.toAct !== undefined ? kind.toAct(context) : null;
}
