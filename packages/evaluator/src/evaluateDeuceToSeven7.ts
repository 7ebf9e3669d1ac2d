import type { Card } from '@pokerchart/cards';
import { evaluateDeuceToSeven5 } from './evaluateDeuceToSeven5.js';
import { deuceToSevenTables } from './lowballTables.js';
import { CARD_KEY, CARD_SUIT, HASH_MASK, OFFSETS, SUIT_BASE } from './tables.js';

let SEVEN: Int32Array | undefined;

/**
 * The deuce-to-seven low strength of the best five of seven cards (R191 with any five of the
 * seven), on the scale of {@link evaluateDeuceToSeven5}. Without five cards of one suit no five
 * can be a flush, so the answer is one lookup in a table of every rank multiset of five to seven
 * cards; only when five or more share a suit are the 21 fives valued. Hot path: no allocation
 * and NO validation.
 */
export function evaluateDeuceToSeven7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  const s = SUIT_BASE + CARD_SUIT[a]! + CARD_SUIT[b]! + CARD_SUIT[c]! + CARD_SUIT[d]! + CARD_SUIT[e]! + CARD_SUIT[f]! + CARD_SUIT[g]!;
  if ((s & 0x8888) === 0) {
    const t = SEVEN ?? (SEVEN = deuceToSevenTables().seven);
    const k = CARD_KEY[a]! + CARD_KEY[b]! + CARD_KEY[c]! + CARD_KEY[d]! + CARD_KEY[e]! + CARD_KEY[f]! + CARD_KEY[g]!;
    return t[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
  }
  return best21(a, b, c, d, e, f, g);
}

const v = new Int32Array(7);

function best21(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  v[0] = a; v[1] = b; v[2] = c; v[3] = d; v[4] = e; v[5] = f; v[6] = g;
  let best = 0;
  // leave out two of the seven cards: i < j
  for (let i = 0; i < 6; i++) {
    for (let j = i + 1; j < 7; j++) {
      let p0 = -1, p1 = -1, p2 = -1, p3 = -1, p4 = -1;
      let n = 0;
      for (let t = 0; t < 7; t++) {
        if (t === i || t === j) continue;
        const x = v[t]!;
        if (n === 0) p0 = x; else if (n === 1) p1 = x; else if (n === 2) p2 = x; else if (n === 3) p3 = x; else p4 = x;
        n++;
      }
      const w = evaluateDeuceToSeven5(p0, p1, p2, p3, p4);
      if (w > best) best = w;
    }
  }
  return best;
}
