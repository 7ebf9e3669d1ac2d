import type { Card } from '@pokerchart/cards';
import type { Category } from './Category.js';

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
  /** The cards played, in display order (R141; lows from the highest card down, ace last): five, or one to four for badugi. */
  cards: Card[];
  /** The hole cards among {@link HandValue.cards}, in the same order. */
  holeUsed: Card[];
  /**
   * The name of the ranking whose scale the value belongs to (`'standard'`, `'eight-or-better'`,
   * `'ace-to-five-low'`, a plugin's name …). Set by every evaluator of this package; optional so
   * that hand-made values stay valid.
   */
  ranking?: string;
}
