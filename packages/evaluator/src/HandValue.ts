import type { Card } from '@pokerchart/cards';
import type { Category } from './Category.js';
import type { RankingName } from './RankingName.js';

/**
 * The value of a hand: its best allowed five cards and how strong they are.
 *
 * `strength` is a positive integer; higher beats lower and equal values tie (R137, R138). It is
 * comparable only with strengths of the same ranking (and, for lows, with other lows). It does not
 * depend on suits (R142).
 */
export interface HandValue {
  /** Higher beats lower, equal ties; comparable within one ranking (or among lows). */
  strength: number;
  /** The category of the five cards played (always `'high-card'` for a low hand). */
  category: Category;
  /** The five cards played, in display order (R141; lows from the highest card down, ace last). */
  cards: Card[];
  /** The hole cards among {@link HandValue.cards}, in the same order. */
  holeUsed: Card[];
  /**
   * Which scale the value belongs to: a high ranking, or `'eight-or-better'` for a low hand
   * (R166). Set by every evaluator of this package; optional so that hand-made values stay valid.
   */
  ranking?: RankingName | 'eight-or-better';
}
