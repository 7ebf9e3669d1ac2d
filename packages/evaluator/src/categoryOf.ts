import { CATEGORIES, type Category } from './Category.js';
import { EvaluationError } from './EvaluationError.js';
import { getRanking } from './getRanking.js';
import type { Ranking } from './Ranking.js';
import type { RankingName } from './RankingName.js';
import { paigowWheelRanking, shortdeckRanking, shortdeckTripsRanking, standardRanking } from './standardRankings.js';

/**
 * The category of a strength returned by this package (by {@link evaluateHand},
 * {@link strengthOf}, {@link evaluate5} or {@link evaluate7}). For the standard, Pai Gow and
 * short-deck rankings the category is encoded in the strength itself, so `ranking` may be left
 * out; low strengths of the eight-or-better low (from {@link lowStrengthOf}) are `'high-card'`.
 * For the other rankings (lowball, badugi, plugins) give the ranking: it answers through
 * {@link Ranking.category}.
 * @throws {@link EvaluationError} (`BAD_RANKING`) for an unknown ranking, and `BAD_STRENGTH` when
 * `strength` is not a strength of this package.
 */
export function categoryOf(strength: number, ranking?: RankingName | 'eight-or-better' | Ranking): Category {
  const r = ranking === undefined ? standardRanking : getRanking(ranking);
  if (!Number.isInteger(strength) || strength <= 0 || strength >= 10 << 16) {
    throw new EvaluationError('BAD_STRENGTH', `${String(strength)} is not a hand strength of @pokerchart/evaluator`);
  }
  if (r !== standardRanking && r !== paigowWheelRanking && r !== shortdeckRanking && r !== shortdeckTripsRanking) return r.category(strength);
  if (strength < 1 << 16) return 'high-card';
  const category = CATEGORIES[(strength >> 12) & 15];
  if (category === undefined) throw new EvaluationError('BAD_STRENGTH', `${strength} is not a hand strength of @pokerchart/evaluator`);
  return category;
}
