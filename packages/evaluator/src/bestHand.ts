import type { Card } from '@pokerchart/cards';
import { bestFlush, bestNonFlush } from './bestRanks.js';
import type { Mode } from './modes.js';
import { popcount } from './rankMath.js';

/**
 * The best five of `cards` (five or more, all distinct) under `mode`, with the five in display
 * order (R141). Among equal-rank cards, those earlier in `cards` are preferred. Not the hot path.
 * @internal
 */
export function bestHand(cards: readonly Card[], mode: Mode): { strength: number; cards: Card[] } {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const suitMasks = [0, 0, 0, 0];
  for (const c of cards) {
    counts[c >> 2]! += 1;
    suitMasks[c & 3]! |= 1 << (c >> 2);
  }
  const ranks = [0, 0, 0, 0, 0];
  let strength = bestNonFlush(counts, mode, ranks);
  let flushSuit = -1;
  for (let s = 0; s < 4; s++) {
    if (popcount(suitMasks[s]!) >= 5) {
      const fr = [0, 0, 0, 0, 0];
      const f = bestFlush(suitMasks[s]!, mode, fr);
      if (f > strength) {
        strength = f;
        flushSuit = s;
        for (let i = 0; i < 5; i++) ranks[i] = fr[i]!;
      }
    }
  }
  const chosen: Card[] = [];
  if (flushSuit >= 0) {
    for (const r of ranks) chosen.push(r * 4 + flushSuit);
  } else {
    const used = new Set<Card>();
    for (const r of ranks) {
      const c = cards.find((x) => x >> 2 === r && !used.has(x))!;
      used.add(c);
      chosen.push(c);
    }
  }
  return { strength, cards: chosen };
}
