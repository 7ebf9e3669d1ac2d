import type { Card } from '@pokerchart/cards';
import { combos } from './subsetSearch.js';
import type { Mode } from './rankMath.js';
import { slowStrength } from './bestHand.js';
import { CARD_KEY, CARD_KEY5, CARD_SUIT, flushTable, HASH_MASK, HASH5_MASK, nonFlushTable, nonFlush5Table, OFFSETS, OFFSETS5, SUIT_BASE } from './tables.js';

let holeKey = new Int32Array(64);
let holeSuit = new Int32Array(64);
let holeMask = new Int32Array(64);
let holePick = new Int32Array(64);
let boardKey = new Int32Array(64);
let boardSuit = new Int32Array(64);
let boardMask = new Int32Array(64);
let boardPick = new Int32Array(64);

// the board subsets of the last call, reused when the next call has the same board (equity loops
// score several hands on one board)
const cachedBoard = new Int32Array(32);
let cachedBoardLength = -1;
let cachedBoardK = -1;
let cachedBoardCount = 0;

function boardSubsets(board: readonly Card[], b: number): number {
  const n = board.length;
  if (n === cachedBoardLength && b === cachedBoardK) {
    let same = true;
    for (let i = 0; i < n; i++) {
      if (cachedBoard[i] !== board[i]) {
        same = false;
        break;
      }
    }
    if (same) return cachedBoardCount;
  }
  const count = subsets(board, b, true);
  if (n <= cachedBoard.length) {
    for (let i = 0; i < n; i++) cachedBoard[i] = board[i]!;
    cachedBoardLength = n;
    cachedBoardK = b;
    cachedBoardCount = count;
  } else {
    cachedBoardLength = -1;
  }
  return count;
}

/** Where {@link exactBest} reports the chosen subsets: bit i set = card i chosen. @internal */
export const exactPick = { hole: 0, board: 0 };

/**
 * Fills the scratch arrays with every k-subset of `cards`: key sum, suit (-1 if mixed, 4 if empty)
 * and rank mask; returns the number of subsets.
 */
function subsets(cards: readonly Card[], k: number, board: boolean): number {
  const n = cards.length;
  // C(n, k) without building the subsets (the k = 2 and 3 loops below do not need them)
  let count = 1;
  for (let i = 0; i < k; i++) count = (count * (n - i)) / (i + 1);
  if (count > holeKey.length) {
    cachedBoardLength = -1;
    const size = Math.max(count, 2 * holeKey.length);
    holeKey = new Int32Array(size); holeSuit = new Int32Array(size); holeMask = new Int32Array(size); holePick = new Int32Array(size);
    boardKey = new Int32Array(size); boardSuit = new Int32Array(size); boardMask = new Int32Array(size); boardPick = new Int32Array(size);
  }
  const keyOut = board ? boardKey : holeKey;
  const suitOut = board ? boardSuit : holeSuit;
  const maskOut = board ? boardMask : holeMask;
  const pickOut = board ? boardPick : holePick;
  if (k === 0) {
    keyOut[0] = 0; suitOut[0] = 4; maskOut[0] = 0; pickOut[0] = 0;
    return 1;
  }
  if (k === 2) {
    // pairs (Omaha hole cards): two nested loops, in the order of combos()
    let o = 0;
    for (let i = 0; i < n - 1; i++) {
      const a = cards[i]!;
      const ka = CARD_KEY5[a]!;
      const ma = 1 << (a >> 2);
      const sa = a & 3;
      for (let j = i + 1; j < n; j++) {
        const b = cards[j]!;
        keyOut[o] = ka + CARD_KEY5[b]!;
        maskOut[o] = ma | (1 << (b >> 2));
        suitOut[o] = (b & 3) === sa ? sa : -1;
        pickOut[o] = (1 << i) | (1 << j);
        o++;
      }
    }
    return o;
  }
  if (k === 3) {
    // triples (Omaha board cards)
    let o = 0;
    for (let i = 0; i < n - 2; i++) {
      const a = cards[i]!;
      const sa = a & 3;
      for (let j = i + 1; j < n - 1; j++) {
        const b = cards[j]!;
        const kab = CARD_KEY5[a]! + CARD_KEY5[b]!;
        const mab = (1 << (a >> 2)) | (1 << (b >> 2));
        const sab = (b & 3) === sa ? sa : -1;
        for (let l = j + 1; l < n; l++) {
          const c = cards[l]!;
          keyOut[o] = kab + CARD_KEY5[c]!;
          maskOut[o] = mab | (1 << (c >> 2));
          suitOut[o] = sab >= 0 && (c & 3) === sab ? sab : -1;
          pickOut[o] = (1 << i) | (1 << j) | (1 << l);
          o++;
        }
      }
    }
    return o;
  }
  const { pos, pick } = combos(n, k);
  let p = 0;
  for (let i = 0; i < count; i++) {
    const c0 = cards[pos[p]!]!;
    let key = CARD_KEY5[c0]!;
    let mask = 1 << (c0 >> 2);
    let suit = c0 & 3;
    for (let j = 1; j < k; j++) {
      const c = cards[pos[p + j]!]!;
      key += CARD_KEY5[c]!;
      mask |= 1 << (c >> 2);
      if ((c & 3) !== suit) suit = -1;
    }
    p += k;
    keyOut[i] = key; suitOut[i] = suit; maskOut[i] = mask; pickOut[i] = pick[i]!;
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
  const nf = nonFlush5Table(mode);
  const fl = flushTable(mode);
  const nh = subsets(hole, h, false);
  const nb = boardSubsets(board, b);
  let best = -1;
  let bi = 0;
  let hi = 0;
  // a flush needs a one-suit subset on both sides (R161); without one, skip the suit test
  let anySuited = false;
  for (let j = 0; j < nb && !anySuited; j++) if (boardSuit[j]! >= 0) anySuited = true;
  if (anySuited) {
    anySuited = false;
    for (let i = 0; i < nh && !anySuited; i++) if (holeSuit[i]! >= 0) anySuited = true;
  }
  for (let j = 0; j < nb; j++) {
    const bk = boardKey[j]!;
    const bs = boardSuit[j]!;
    if (!anySuited || bs < 0) {
      for (let i = 0; i < nh; i++) {
        const k = bk + holeKey[i]!;
        const v = nf[(k & HASH5_MASK) + OFFSETS5[k >>> 7]!]!;
        if (v > best) {
          best = v;
          bi = j;
          hi = i;
        }
      }
      continue;
    }
    for (let i = 0; i < nh; i++) {
      const hs = holeSuit[i]!;
      let v: number;
      if (hs >= 0 && (bs === hs || bs === 4 || hs === 4)) {
        v = fl[boardMask[j]! | holeMask[i]!]!;
      } else {
        const k = bk + holeKey[i]!;
        v = nf[(k & HASH5_MASK) + OFFSETS5[k >>> 7]!]!;
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

const buf: Card[] = [];

/**
 * The best strength of any five of `hole` and `board` together under `mode`: one perfect-hash
 * lookup for five to seven cards, the reference path for more. No allocation.
 * @internal
 */
export function anyStrength(hole: readonly Card[], board: readonly Card[], mode: Mode): number {
  const nh = hole.length;
  const nb = board.length;
  if (nh + nb > 7) {
    buf.length = 0;
    for (let i = 0; i < nh; i++) buf.push(hole[i]!);
    for (let i = 0; i < nb; i++) buf.push(board[i]!);
    return slowStrength(buf, buf.length, mode);
  }
  let k = 0;
  let s = SUIT_BASE;
  for (let i = 0; i < nh; i++) {
    k += CARD_KEY[hole[i]!]!;
    s += CARD_SUIT[hole[i]!]!;
  }
  for (let i = 0; i < nb; i++) {
    k += CARD_KEY[board[i]!]!;
    s += CARD_SUIT[board[i]!]!;
  }
  if ((s & 0x8888) !== 0) {
    const suit = (31 - Math.clz32(s & 0x8888)) >> 2;
    let m = 0;
    for (let i = 0; i < nh; i++) if ((hole[i]! & 3) === suit) m |= 1 << (hole[i]! >> 2);
    for (let i = 0; i < nb; i++) if ((board[i]! & 3) === suit) m |= 1 << (board[i]! >> 2);
    return flushTable(mode)[m]!;
  }
  return nonFlushTable(mode)[(k & HASH_MASK) + OFFSETS[k >>> 9]!]!;
}
