import { type BettingStructure, legalActions, type LegalActions } from '@pokerchart/betting';
import { discardActions } from './steps/exchange/exchangeStep.js';
import { runItActions } from './steps/board/runItStep.js';
import type { HandContext } from './HandContext.js';

/**
 * What the seat to act may do in a hand's context, or `null` when nobody may act: during a
 * betting round the betting model's {@link LegalActions} (R57-R63, R201); during a draw only
 * `discard`, with how many cards may go (R212, R220); while the players choose how many times to run
 * the board, only `run-it` (R232). What {@link Hand.legalActions} reports,
 * for code that holds only a context.
 */
export function handLegalActions(context: HandContext, betting: BettingStructure): LegalActions | null {
  if (context.phase === 'betting') return legalActions(context.betting, betting);
  if (context.phase === 'draw') return discardActions(context);
  if (context.phase === 'runs') return runItActions(context);
  return null;
}
