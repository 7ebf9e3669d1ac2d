import type { Card } from '@pokerchart/cards';
import { bestFlush, nonFlushFromMasks } from './bestRanks.js';
import type { Mode } from './modes.js';
import { popcount } from './rankMath.js';

const suitMasks = new Int32Array(4);
const ranks = [0, 0, 0, 0, 0];
const flushRanks = [0, 0, 0, 0, 0];

/**
 * The best five of `cards` (five or more, all distinct) under `mode`, with the five in display
 * order (R141). Among equal-rank cards, those earlier in `cards` are preferred.
 * @internal
 */
export function bestHand(cards: readonly Card[], mode: Mode): { strength: number; cards: Card[] } {
  // ranks present, with two or more, three or more and four cards (the cards are distinct)
  let mask = 0;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  suitMasks[0] = suitMasks[1] = suitMasks[2] = suitMasks[3] = 0;
  const n = cards.length;
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    const bit = 1 << (c >> 2);
    m4 |= m3 & bit;
    m3 |= m2 & bit;
    m2 |= mask & bit;
    mask |= bit;
    suitMasks[c & 3]! |= bit;
  }
  let strength = nonFlushFromMasks(mask, m2, m3, m4, mode, ranks);
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
    // The ranks played list equal ranks next to each other (a pair's two, a set's three), so the
    // k-th place of a rank takes the k-th card of that rank in `cards`: the search for a rank
    // repeated from the place before goes on after the card that place took.
    let j = -1;
    for (let i = 0; i < 5; i++) {
      const r = ranks[i]!;
      for (j = i > 0 && ranks[i - 1] === r ? j + 1 : 0; j < n; j++) if (cards[j]! >> 2 === r) break;
      chosen[i] = cards[j]!;
    }
  }
  return { strength, cards: chosen };
}
