import type { Card } from '@pokerchart/cards';
import { bestFlush, bestNonFlush } from './bestRanks.js';
import type { Mode } from './modes.js';
import { popcount } from './rankMath.js';

const counts = new Int32Array(13);
const suits = new Int32Array(4);

/**
 * The strength of the best five of the first `n` of `cards`, under `mode`, without the cards
 * played. The reference path (and the path for more than seven cards).
 * @internal
 */
export function slowStrength(cards: ArrayLike<Card>, n: number, mode: Mode): number {
  counts.fill(0);
  suits.fill(0);
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    counts[c >> 2]! += 1;
    suits[c & 3]! |= 1 << (c >> 2);
  }
  let best = bestNonFlush(counts, mode);
  for (let s = 0; s < 4; s++) {
    if (popcount(suits[s]!) >= 5) {
      const f = bestFlush(suits[s]!, mode);
      if (f > best) best = f;
    }
  }
  return best;
}
