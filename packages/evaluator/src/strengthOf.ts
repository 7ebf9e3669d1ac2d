import type { Card } from '@pokerchart/cards';
import { anyStrength } from './anyStrength.js';
import { exactBest } from './exactBest.js';
import { fastModeOf } from './modes.js';
import type { RankingName } from './RankingName.js';
import type { SelectionRule } from './SelectionRule.js';

/**
 * The strength of the best allowed hand, the same number as `evaluateHand(...).strength` for the
 * same cards, rule, ranking and options, without building the cards played. Fast path for equity
 * loops and every built-in variant: one table lookup for Hold'em-style hands of five to seven
 * cards; for `{ hole, board }` rules each hole subset and each board subset is summed once and the
 * pairs combined with one lookup each. No validation (cards must be distinct, in the ranking's
 * deck, and enough for the rule; otherwise the result is meaningless) and no allocation.
 *
 * @param hole the hole cards (may be empty with `'any'`)
 * @param board the board cards
 * @param rule `'any'` (default) or `{ hole, board }` with `hole + board = 5`
 * @param ranking default `'standard'`
 * @param options `tripsBeatStraight` for `'shortdeck'` (R176)
 */
export function strengthOf(
  hole: readonly Card[],
  board: readonly Card[],
  rule?: SelectionRule,
  ranking?: RankingName,
  options?: { tripsBeatStraight?: boolean },
): number {
  const mode = fastModeOf(ranking, options?.tripsBeatStraight);
  if (rule === undefined || rule === 'any') return anyStrength(hole, board, mode);
  return exactBest(hole, board, rule.hole, rule.board, mode);
}
