import type { Card } from '@pokerchart/cards';
import type { HandValue } from './HandValue.js';
import { LOW_BIT, lowBitRank, lowest5, lowMaskOf, lowStrength } from './lowMath.js';
import { EvaluationError } from './EvaluationError.js';
import { combinations, readInput } from './readInput.js';
import type { SelectionRule } from './SelectionRule.js';

/** What {@link evaluateLow} takes. */
export interface EvaluateLowInput {
  /** The player's hole cards: a string such as `"As2d"` or an array of cards. */
  hole: string | readonly Card[];
  /** The board cards, same forms as `hole`. */
  board: string | readonly Card[];
  /** Which five-card subsets are allowed; default `'any'`. Omaha Hi-Lo is `{ hole: 2, board: 3 }` (R166). */
  rule?: SelectionRule;
}

/**
 * The best 8-or-better low hand (R166–R167), or `null` when no allowed five cards qualify.
 *
 * A qualifying low is five cards of different ranks, all 8 or lower, the ace counting as 1;
 * straights and flushes do not count against it. `strength` is on its own scale where a HIGHER
 * value is a BETTER low (so {@link compareHands} works as for high hands): A-2-3-4-5 is the best.
 * `category` is `'high-card'`; `cards` are the five low cards from the highest down, the ace last
 * (7-5-4-3-A). Validates like {@link evaluateHand}.
 *
 * @example
 * ```ts
 * const low = evaluateLow({ hole: 'As2d7c9h', board: '3c4d8h9sKs', rule: { hole: 2, board: 3 } });
 * describeHand(low!); // '8-4-3-2-A low'
 * ```
 */
export function evaluateLow(input: EvaluateLowInput): HandValue | null {
  if (input === null || typeof input !== 'object') {
    throw new EvaluationError('BAD_OPTION', `evaluateLow needs an object { hole, board, rule? }, got ${input === null ? 'null' : typeof input}`);
  }
  const { hole, board, rule } = readInput(input.hole, input.board, input.rule, -1);
  let best = 0;
  let bestCards: Card[] = [];
  const consider = (cards: readonly Card[]): void => {
    const m5 = lowest5(lowMaskOf(cards));
    if (m5 === 0) return;
    const s = lowStrength(m5);
    if (s > best) {
      best = s;
      bestCards = [];
      for (let bit = 7; bit >= 0; bit--) {
        if ((m5 & (1 << bit)) === 0) continue;
        const rank = lowBitRank(bit);
        bestCards.push(cards.find((c) => c >> 2 === rank && LOW_BIT[c] !== 0)!);
      }
      // the ace (bit 0) is found last by the loop above, as R141-style display wants (7-5-4-3-A)
    }
  };
  if (rule === null) {
    consider([...board, ...hole]);
  } else {
    const hc = combinations(hole.length, rule.hole);
    const bc = combinations(board.length, rule.board);
    for (const bi of bc) for (const hi of hc) consider([...bi.map((i) => board[i]!), ...hi.map((i) => hole[i]!)]);
  }
  if (best === 0) return null;
  const holeSet = new Set(hole);
  return {
    strength: best,
    category: 'high-card',
    cards: bestCards,
    holeUsed: bestCards.filter((c) => holeSet.has(c)),
    ranking: 'eight-or-better',
  };
}
