import type { Card } from '@pokerchart/cards';
import { LOW_BIT, lowest5, lowStrength } from './lowMath.js';
import type { SelectionRule } from './SelectionRule.js';

/**
 * The strength of the best 8-or-better low (R166–R167), the same number as
 * `evaluateLow(...)?.strength`, or `0` when there is no qualifying low. Higher is a better low.
 * Fast path: no validation, no allocation.
 *
 * @param hole the hole cards
 * @param board the board cards
 * @param rule `'any'` (default) or `{ hole, board }` with `hole + board = 5` (Omaha Hi-Lo: 2 and 3)
 */
export function lowStrengthOf(hole: readonly Card[], board: readonly Card[], rule?: SelectionRule): number {
  if (rule === undefined || rule === 'any') {
    let m = 0;
    for (let i = 0; i < hole.length; i++) m |= LOW_BIT[hole[i]!]!;
    for (let i = 0; i < board.length; i++) m |= LOW_BIT[board[i]!]!;
    const m5 = lowest5(m);
    return m5 === 0 ? 0 : lowStrength(m5);
  }
  return lowExact(hole, board, rule.hole, rule.board);
}

function lowExact(hole: readonly Card[], board: readonly Card[], h: number, b: number): number {
  let best = 0;
  const walk = (cards: readonly Card[], from: number, left: number, mask: number, count: number, k: (m: number, n: number) => void): void => {
    if (left === 0) {
      k(mask, count);
      return;
    }
    for (let i = from; i <= cards.length - left; i++) {
      const bit = LOW_BIT[cards[i]!]!;
      if (bit === 0 || (mask & bit) !== 0) continue;
      walk(cards, i + 1, left - 1, mask | bit, count + 1, k);
    }
  };
  walk(hole, 0, h, 0, 0, (hm) => {
    walk(board, 0, b, hm, 0, (m) => {
      const s = lowStrength(m);
      if (s > best) best = s;
    });
  });
  return best;
}
