import type { Card } from '@pokerchart/cards';
import { anyStrength, exactBest } from './exactBest.js';
import { rankingNamed } from './getRanking.js';
import { PAIGOW, SHORTDECK, SHORTDECK_TBS, STANDARD, type Mode } from './rankMath.js';
import type { Ranking, RankingName, SelectionRule } from './Ranking.js';

/**
 * The strength of the best allowed hand, the same number as `evaluateHand(...).strength` for the
 * same cards, rule, ranking and options, without building the cards played (0 when a ranking
 * with a qualifier finds none). Fast path for equity loops and every built-in variant: one table
 * lookup for Hold'em-style hands of five to seven cards (standard rankings, ace-to-five,
 * deuce-to-seven without five of a suit); for `{ hole, board }` rules each hole subset and each
 * board subset is summed once and the pairs combined with one lookup each. A ranking object is
 * asked through its own {@link Ranking.strength}. No validation (cards must be distinct, in the
 * ranking's deck, and enough for the rule; otherwise the result is meaningless) and no allocation.
 *
 * @param hole the hole cards (may be empty with `'any'`)
 * @param board the board cards
 * @param rule `'any'` (default) or `{ hole, board }` adding up to the ranking's hand size
 * @param ranking a ranking name or object; default `'standard'`
 * @param options `tripsBeatStraight` for `'shortdeck'` (R176)
 */
export function strengthOf(
  hole: readonly Card[],
  board: readonly Card[],
  rule?: SelectionRule,
  ranking?: RankingName | 'eight-or-better' | Ranking,
  options?: { tripsBeatStraight?: boolean },
): number {
  let mode;
  if (ranking === undefined || ranking === 'standard') mode = STANDARD;
  else if (ranking === 'paigow-wheel') mode = PAIGOW;
  else if (ranking === 'shortdeck') mode = options?.tripsBeatStraight === true ? SHORTDECK_TBS : SHORTDECK;
  else {
    const r = typeof ranking === 'string' ? rankingNamed(ranking)! : ranking;
    return r.strength(hole, board, rule ?? 'any');
  }
  if (rule === undefined || rule === 'any') return anyStrength(hole, board, mode);
  return exactBest(hole, board, rule.hole, rule.board, mode);
}
