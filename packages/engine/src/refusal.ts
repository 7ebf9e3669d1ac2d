import { IllegalActionError } from '@pokerchart/betting';
import { DealingError } from './errors.js';
import type { HandContext } from './HandContext.js';
import { kindOfPhase } from './steps/stepKindRegistry.js';

/** How a hand in `ctx` is described in a refusal. @internal */
export function phaseText(ctx: HandContext): string {
  // the step kind that owns the phase describes it (a betting round, a draw, a decision of a kind of yours)
  const kind = kindOfPhase(ctx);
  if (kind?.phaseText !== undefined) return kind.phaseText(ctx);
  switch (ctx.phase) {
    case 'hole': return 'waiting for hole cards';
    case 'board': return 'waiting for board cards';
    case 'runout': return 'running out the board (betting closed, R103)';
    case 'showdown': return 'at showdown';
    default: return 'complete';
  }
}

function typeOf(event: unknown): unknown {
  return event !== null && typeof event === 'object' ? (event as { type?: unknown }).type : undefined;
}

/**
 * Why the hand refuses an event that no transition of its current state takes (R0.3): an action
 * when nobody may act, cards when none are awaited, or an event the hand does not know. @internal
 */
export function refusalFor(ctx: HandContext, event: unknown): Error {
  const type = typeOf(event);
  const seat = event !== null && typeof event === 'object' ? (event as { seat?: unknown }).seat : undefined;
  switch (type) {
    case 'ACT':
      return new IllegalActionError('NO_ACTION', `no betting action is possible now: the hand is ${phaseText(ctx)} (R101-R103)`, typeof seat === 'number' ? seat : null);
    case 'DEAL_HOLE':
    case 'DEAL_BOARD':
      if (ctx.dealing !== 'manual') {
        return new DealingError('NOT_MANUAL', `this hand deals its own cards; ${type === 'DEAL_HOLE' ? 'dealHole' : 'dealBoard'} is for manual dealing only`);
      }
      return new DealingError('NOT_NOW', `${type === 'DEAL_HOLE' ? 'hole' : 'board'} cards are not awaited now: the hand is ${phaseText(ctx)}`);
    default: {
      let shown: string;
      try {
        shown = JSON.stringify(type === undefined ? event : type) ?? String(event);
      } catch {
        shown = String(type);
      }
      return new IllegalActionError('UNKNOWN_ACTION', `unknown hand event ${shown.slice(0, 80)}; the hand takes { type: 'ACT', action, seat? }, { type: 'DEAL_HOLE', seat, cards } and { type: 'DEAL_BOARD', cards } (R0.3)`, null);
    }
  }
}
