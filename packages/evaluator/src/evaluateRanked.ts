import type { Card } from '@pokerchart/cards';
import type { HandValue } from './HandValue.js';
import type { Ranking } from './Ranking.js';
import type { SelectionRule } from './SelectionRule.js';

/**
 * The best allowed hand under a {@link Ranking} object, as {@link evaluateHand} values it (same
 * strength, category, cards played in display order, hole cards used and ranking name), or `null`
 * when the ranking has a qualifier that no allowed hand meets (as {@link evaluateLow}). For code
 * that has already checked its cards, such as a game engine's showdown: like {@link strengthOf}, it
 * does no validation (the cards must be distinct, in the ranking's deck and enough for the rule,
 * the rule must add up to the ranking's hand size; otherwise the result is meaningless).
 *
 * @param ranking a ranking object, for example from {@link getRanking}
 * @param hole the hole cards (may be empty with `'any'`)
 * @param board the board cards
 * @param rule `'any'` (default) or `{ hole, board }`
 *
 * @example
 * ```ts
 * evaluateRanked(getRanking('standard'), parseCards('AsKd'), parseCards('Ac9d7s4h2c'))?.category; // 'one-pair'
 * ```
 */
export function evaluateRanked(ranking: Ranking, hole: readonly Card[], board: readonly Card[], rule: SelectionRule = 'any'): HandValue | null {
  const best = ranking.evaluate(hole, board, rule);
  if (best === null) return null;
  const holeUsed: Card[] = [];
  for (const c of best.cards) if (hole.includes(c)) holeUsed.push(c);
  return { strength: best.strength, category: best.category, cards: best.cards, holeUsed, ranking: ranking.name };
}
