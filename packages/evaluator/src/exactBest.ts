import type { Card } from '@pokerchart/cards';
import type { Mode } from './modes.js';
import { CARD_KEY, flushTable, HASH_MASK, nonFlushTable, OFFSETS } from './tables.js';

let holeKey = new Int32Array(64);
let holeSuit = new Int32Array(64);
let holeMask = new Int32Array(64);
let holePick = new Int32Array(64);
let boardKey = new Int32Array(64);
let boardSuit = new Int32Array(64);
let boardMask = new Int32Array(64);
let boardPick = new Int32Array(64);

/** Where {@link exactBest} reports the chosen subsets: bit i set = card i chosen. @internal */
export const exactPick = { hole: 0, board: 0 };

/**
 * Fills the scratch arrays with every k-subset of `cards`: key sum, suit (-1 if mixed, 4 if empty)
 * and rank mask; returns the number of subsets.
 */
function subsets(cards: readonly Card[], k: number, board: boolean): number {
  const n = cards.length;
  let total = 1;
  for (let i = 0; i < k; i++) total = (total * (n - i)) / (i + 1);
  if (total > holeKey.length) {
    const size = Math.max(total, 2 * holeKey.length);
    holeKey = new Int32Array(size); holeSuit = new Int32Array(size); holeMask = new Int32Array(size); holePick = new Int32Array(size);
    boardKey = new Int32Array(size); boardSuit = new Int32Array(size); boardMask = new Int32Array(size); boardPick = new Int32Array(size);
  }
  const keyOut = board ? boardKey : holeKey;
  const suitOut = board ? boardSuit : holeSuit;
  const maskOut = board ? boardMask : holeMask;
  const pickOut = board ? boardPick : holePick;
  let count = 0;
  if (k === 0) {
    keyOut[0] = 0; suitOut[0] = 4; maskOut[0] = 0; pickOut[0] = 0;
    return 1;
  }
  // iterate k-subsets as bitmasks of positions (Gosper's hack); n <= 30
  let pick = (1 << k) - 1;
  const limit = 1 << n;
  while (pick < limit) {
    let key = 0;
    let suit = -2;
    let mask = 0;
    for (let p = pick; p !== 0; p &= p - 1) {
      const c = cards[31 - Math.clz32(p & -p)]!;
      key += CARD_KEY[c]!;
      mask |= 1 << (c >> 2);
      const s = c & 3;
      suit = suit === -2 ? s : suit === s ? s : -1;
    }
    keyOut[count] = key; suitOut[count] = suit; maskOut[count] = mask; pickOut[count] = pick;
    count++;
    const lo = pick & -pick;
    const r = pick + lo;
    pick = (((r ^ pick) >>> 2) / lo) | r;
  }
  return count;
}

/**
 * The best strength over every hand made of exactly `h` of `hole` and `b` of `board`
 * (`h + b = 5`, R160) under `mode`. Evaluates each hole subset and each board subset once, then
 * combines them with one perfect-hash lookup per pair; a flush needs both sides in one suit
 * (R161). Writes the chosen subsets into {@link exactPick}. No allocation (after warm-up).
 * @internal
 */
export function exactBest(hole: readonly Card[], board: readonly Card[], h: number, b: number, mode: Mode): number {
  const nf = nonFlushTable(mode);
  const fl = flushTable(mode);
  const nh = subsets(hole, h, false);
  const nb = subsets(board, b, true);
  let best = -1;
  let bi = 0;
  let hi = 0;
  for (let j = 0; j < nb; j++) {
    const bk = boardKey[j]!;
    const bs = boardSuit[j]!;
    for (let i = 0; i < nh; i++) {
      const hs = holeSuit[i]!;
      let v: number;
      if (bs >= 0 && hs >= 0 && (bs === hs || bs === 4 || hs === 4)) {
        v = fl[boardMask[j]! | holeMask[i]!]!;
      } else {
        const k = bk + holeKey[i]!;
        v = nf[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
      }
      if (v > best) {
        best = v;
        bi = j;
        hi = i;
      }
    }
  }
  exactPick.hole = holePick[hi]!;
  exactPick.board = boardPick[bi]!;
  return best;
}
