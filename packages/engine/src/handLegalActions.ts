import type { BettingStructure, LegalActions } from '@pokerchart/betting';
import type { HandContext } from './HandContext.js';
import { kindOfPhase } from './steps/stepKindRegistry.js';

/**
 * What the seat to act may do in a hand's context, or `null` when nobody may act: during a
 * betting round the betting model's {@link LegalActions} (R57-R63, R201); during a draw only
 * `discard`, with how many cards may go (R212, R220); while the players choose how many times to run
 * the board, only `run-it` (R232); at a step of a kind of your own, only `decide`. The step kind
 * that owns the hand's phase answers. What {@link Hand.legalActions} reports, for code that holds
 * only a context.
 */
export function handLegalActions(context: HandContext, betting: BettingStructure): LegalActions | null {
  const kind = kindOfPhase(context);
  if (kind?.legalActions === undefined) return null;
  // the kind's second argument, made once per structure asked about last (a player asks once per action)
  if (lastArgs === null || lastArgs.betting !== betting) lastArgs = Object.freeze({ betting });
  return kind.legalActions(context, lastArgs);
}

/** The `{ betting }` handLegalActions gave a kind last (kinds only read it). */
let lastArgs: { readonly betting: BettingStructure } | null = null;
