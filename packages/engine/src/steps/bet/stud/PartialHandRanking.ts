import type { Card } from '@pokerchart/cards';
import type { Ranking } from '@pokerchart/evaluator';

/**
 * A ranking that can also value a stud player's partial exposed hand, one to four up cards, so a
 * stud street's `reading` can be it (R235): its {@link PartialHandRanking.partialStrength} decides
 * who brings in on the first street (the lowest value, R201) and who acts first on the later
 * ones (the highest value, R203). Any {@link Ranking} becomes one by adding that method; a
 * variant whose `ranking` is one reads its up cards with it unless a step gives another
 * `reading`. The built-in `'standard'` (and the other high rankings), `'ace-to-five-low'` and
 * `'deuce-to-seven-low'` are ones: the named readings `'high'`, `'ace-to-five-low'` and
 * `'deuce-to-seven-low'` read with them.
 *
 * @example
 * ```ts
 * const highCardOnly: PartialHandRanking = {
 *   ...myRanking,
 *   partialStrength: (up) => Math.max(...up.map((c) => rankOf(c))),
 * };
 * ```
 */
export interface PartialHandRanking extends Ranking {
  /**
   * The value of one to four exposed cards: higher is the better showing, for every side (a low
   * ranking gives its best low the highest value). Suits must not count: ties of value go to
   * the seat nearest the button for the first to act (R203), and for the bring-in to the lowest
   * suit when {@link Ranking.side} is `'high'`, the highest suit when it is `'low'` (R201).
   */
  partialStrength(upCards: readonly Card[]): number;
}
