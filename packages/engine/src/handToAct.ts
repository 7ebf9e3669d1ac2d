import type { HandContext } from './HandContext.js';

/**
 * The seat to act in a hand's context: during a betting round the seat to bet (R48), during a
 * draw the seat to discard (R212), while the runs are chosen the seat to choose (R232); `null` when nobody may act (cards awaited, run-out, showdown,
 * complete). What {@link Hand.toAct} reports, for code that holds only a context (a table, a
 * spawned hand actor).
 */
export function handToAct(context: HandContext): number | null {
  if (context.phase === 'betting') return context.betting.toAct;
  if (context.phase === 'draw') {
    const ex = context.exchange;
    return ex !== null && ex.awaiting === null ? ex.toDiscard[0] ?? null : null;
  }
  if (context.phase === 'runs') return context.runChoice?.seats[0] ?? null;
  return null;
}
