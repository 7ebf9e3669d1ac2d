import type { Rng } from '@pokerchart/cards';
import type { EquityPlan } from './prepareEquity.js';
import type { Scorer } from './createScorer.js';

/**
 * Deals `count` random runouts (each one `toCome` distinct cards of `plan.remaining`, drawn with a
 * partial Fisher-Yates shuffle; runouts are independent) and scores them into the scorer's tally.
 * @internal
 */
export function sampleRunouts(plan: EquityPlan, scorer: Scorer, rng: Rng, count: number): void {
  const { cardLo, cardHi, cardSuit, board } = scorer;
  const deck = Int32Array.from(plan.remaining);
  const n = deck.length;
  const k = plan.toCome;
  const start = plan.board.length;
  let lo0 = 0;
  let hi0 = 0;
  let sp0 = 0;
  for (const c of plan.board) {
    lo0 += cardLo[c]!;
    hi0 += cardHi[c]!;
    sp0 += cardSuit[c]!;
  }
  for (let s = 0; s < count; s++) {
    let lo = lo0;
    let hi = hi0;
    let sp = sp0;
    for (let j = 0; j < k; j++) {
      const r = j + rng.int(n - j);
      const c = deck[r]!;
      deck[r] = deck[j]!;
      deck[j] = c;
      board[start + j] = c;
      lo += cardLo[c]!;
      hi += cardHi[c]!;
      sp += cardSuit[c]!;
    }
    scorer.leaf(lo, hi, sp);
  }
}
