import type { Ranking } from '@pokerchart/evaluator';
import type { HandStep } from '../../HandStep.js';
import { failStep } from '../failStep.js';
import { isPartialHandRanking } from './stud/checkStudInput.js';

/**
 * R235: a stud step (a bet opened by the bring-in or the best hand showing) without a `reading`
 * reads its up cards with the variant's ranking, so that ranking must value partial exposed hands
 * (`partialStrength`, which the built-in high and low rankings offer). Any other ranking (one of
 * the user's without the method, badugi) is refused naming it, never read as a high hand behind
 * the user's back. `raw` is the ranking as the variant gave it, `ranking` the resolved one. @internal
 */
export function checkDerivedReading(steps: readonly HandStep[], raw: unknown, ranking: Ranking): void {
  const at = steps.findIndex((st) => st.kind === 'bet' && st.opener !== undefined && st.opener !== 'blinds' && st.reading === undefined);
  if (at < 0 || isPartialHandRanking(raw) || isPartialHandRanking(ranking)) return;
  const name = JSON.stringify(ranking.name.slice(0, 60));
  failStep('ranking', `the ranking ${name} cannot value a partial exposed hand of one to four up cards, and steps[${at}] reads its up cards with the variant's ranking (it gives no reading): give it as a ranking object with a partialStrength(upCards) method (docs/guides/rankings.md), or give the stud steps a reading (R235)`);
}
