import type { Ranking } from '@pokerchart/evaluator';
import { getRanking } from '@pokerchart/evaluator';
import type { HandStep } from '../HandStep.js';
import { builtInStepKind } from '../defineStepKind.js';
import { defaultReading } from './bet/stud/checkStudInput.js';
import type { StreetPlanner } from './BuiltInStepKind.js';
import type { Street } from './variantSteps.js';

/** The ranking object of a variant's `ranking` (a name, or a ranking), or `undefined` for an unknown name. */
function rankingOf(ranking: string | Ranking | undefined): Ranking | undefined {
  if (typeof ranking !== 'string') return ranking;
  try {
    return getRanking(ranking);
  } catch {
    return undefined;
  }
}

/**
 * Groups a valid step list into streets, one per bet step; `ranking` is the variant's ranking, by
 * name or object, for the default reading of up cards: a ranking that values partial exposed
 * hands reads them itself (R235). @internal
 */
export function streetsOfSteps(steps: readonly HandStep[], ranking?: string | Ranking): Street[] {
  // R235: the ranking reads the up cards itself when it can value partial exposed hands
  const plan: StreetPlanner = { out: [], seatCards: [], board: 0, burn: false, pending: [], defaultReading: defaultReading(rankingOf(ranking)) };
  // each kind folds its steps into the plan: deals add cards, an exchange waits for its street, a bet closes the street
  for (const step of steps) builtInStepKind(step.kind)!.fold(step, plan);
  return plan.out;
}
