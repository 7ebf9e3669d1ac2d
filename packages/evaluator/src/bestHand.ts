import type { Card } from '@pokerchart/cards';
import { bestFlush, bestNonFlush } from './bestRanks.js';
import type { Mode } from './modes.js';
import { popcount } from './rankMath.js';

const counts = new Int32Array(13);
const suitMasks = new Int32Array(4);
const ranks = [0, 0, 0, 0, 0];
const flushRanks = [0, 0, 0, 0, 0];
let used = new Uint8Array(64);

/**
 * The best five of `cards` (five or more, all distinct) under `mode`, with the five in display
 * order (R141). Among equal-rank cards, those earlier in `cards` are preferred.
 * @internal
 */
export function bestHand(cards: readonly Card[], mode: Mode): { strength: number; cards: Card[] } {
  counts.fill(0);
  suitMasks.fill(0);
  const n = cards.length;
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    counts[c >> 2]! += 1;
    suitMasks[c & 3]! |= 1 << (c >> 2);
  }
  let strength = bestNonFlush(counts, mode, ranks);
  let flushSuit = -1;
  for (let s = 0; s < 4; s++) {
    if (popcount(suitMasks[s]!) >= 5) {
      const f = bestFlush(suitMasks[s]!, mode, flushRanks);
      if (f > strength) {
        strength = f;
        flushSuit = s;
        for (let i = 0; i < 5; i++) ranks[i] = flushRanks[i]!;
      }
    }
  }
  const chosen: Card[] = [0, 0, 0, 0, 0];
  if (flushSuit >= 0) {
    for (let i = 0; i < 5; i++) chosen[i] = ranks[i]! * 4 + flushSuit;
  } else {
    if (used.length < n) used = new Uint8Array(2 * n);
    used.fill(0, 0, n);
    for (let i = 0; i < 5; i++) {
      const r = ranks[i]!;
      for (let j = 0; j < n; j++) {
        if (used[j] === 0 && cards[j]! >> 2 === r) {
          used[j] = 1;
          chosen[i] = cards[j]!;
          break;
        }
      }
    }
  }
  return { strength, cards: chosen };
}
