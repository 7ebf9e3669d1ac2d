import { CATEGORIES, type Category } from './Category.js';
import { EvaluationError } from './EvaluationError.js';
import type { RankingName } from './RankingName.js';

/**
 * The category of a strength returned by this package (by {@link evaluateHand},
 * {@link strengthOf}, {@link evaluate5} or {@link evaluate7}). The category is encoded in the
 * strength itself, so the answer is the same for every ranking; `ranking` is accepted for
 * symmetry and checked. Low strengths (from {@link lowStrengthOf}) are `'high-card'`.
 * @throws {@link EvaluationError} (`BAD_RANKING`) for an unknown ranking, and `RangeError` when
 * `strength` is not a strength of this package.
 */
export function categoryOf(strength: number, ranking?: RankingName): Category {
  if (ranking !== undefined && ranking !== 'standard' && ranking !== 'paigow-wheel' && ranking !== 'shortdeck') {
    throw new EvaluationError('BAD_RANKING', `unknown ranking ${JSON.stringify(ranking)}: use 'standard', 'paigow-wheel' or 'shortdeck'`);
  }
  if (!Number.isInteger(strength) || strength <= 0 || strength >= 10 << 16) {
    throw new RangeError(`${String(strength)} is not a hand strength of @pokerchart/evaluator`);
  }
  if (strength < 1 << 16) return 'high-card';
  const category = CATEGORIES[(strength >> 12) & 15];
  if (category === undefined) throw new RangeError(`${strength} is not a hand strength of @pokerchart/evaluator`);
  return category;
}
