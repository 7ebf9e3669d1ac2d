import type { Card } from '@pokerchart/cards';
import type { HandValue } from './HandValue.js';
import { evaluateWith } from './evaluateHand.js';
import { EvaluationError } from './EvaluationError.js';
import { getRanking } from './getRanking.js';
import type { Ranking } from './Ranking.js';
import type { RankingName } from './RankingName.js';
import type { SelectionRule } from './SelectionRule.js';

/** What {@link evaluateLow} takes. */
export interface EvaluateLowInput {
  /** The player's hole cards: a string such as `"As2d"` or an array of cards. */
  hole: string | readonly Card[];
  /** The board cards, same forms as `hole`. */
  board: string | readonly Card[];
  /** Which five-card subsets are allowed; default `'any'`. Omaha Hi-Lo is `{ hole: 2, board: 3 }` (R166). */
  rule?: SelectionRule;
  /** The low ranking; default `'eight-or-better'` (any ranking works: `null` only when it has a qualifier nobody meets). */
  ranking?: RankingName | 'eight-or-better' | Ranking;
}

/**
 * The best low hand, by default the 8-or-better low (R166–R167, R193), or `null` when no allowed
 * five cards qualify.
 *
 * A qualifying low is five cards of different ranks, all 8 or lower, the ace counting as 1;
 * straights and flushes do not count against it. `strength` is on its own scale where a HIGHER
 * value is a BETTER low (R194, so {@link compareHands} works as for high hands): A-2-3-4-5 is the
 * best. `category` is `'high-card'`; `cards` are the five low cards from the highest down, the ace
 * last (7-5-4-3-A). Validates like {@link evaluateHand}.
 *
 * @example
 * ```ts
 * const low = evaluateLow({ hole: 'As2d7c9h', board: '3c4d8h9sKs', rule: { hole: 2, board: 3 } });
 * describeHand(low!); // '8-4-3-2-A low'
 * ```
 */
export function evaluateLow(input: EvaluateLowInput): HandValue | null {
  if (input === null || typeof input !== 'object') {
    throw new EvaluationError('BAD_OPTION', `evaluateLow needs an object { hole, board, rule?, ranking? }, got ${input === null ? 'null' : typeof input}`);
  }
  return evaluateWith(getRanking(input.ranking ?? 'eight-or-better'), input.hole, input.board, input.rule);
}
