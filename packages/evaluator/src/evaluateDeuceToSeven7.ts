import type { Card } from '@pokerchart/cards';
import { combos } from './combos.js';
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
/** The 21 five-card subsets of seven positions, five positions each. */
const FIVES: Int8Array = combos(7, 5).pos;

function best21(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  v[0] = a; v[1] = b; v[2] = c; v[3] = d; v[4] = e; v[5] = f; v[6] = g;
  let best = 0;
  for (let p = 0; p < 105; p += 5) {
    const w = evaluateDeuceToSeven5(v[FIVES[p]!]!, v[FIVES[p + 1]!]!, v[FIVES[p + 2]!]!, v[FIVES[p + 3]!]!, v[FIVES[p + 4]!]!);
    if (w > best) best = w;
  }
  return best;
}
