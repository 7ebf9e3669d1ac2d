import { type Card, popcount } from '@pokerchart/cards';
import { JOKER } from './JOKER.js';

// The value of a Pai Gow hand (five or two cards) as one integer, higher wins: the category
// times 2^20, then up to five 4-bit rank fields, most significant first (rank code + 1, so 0 is
// "no card": a two-card hand ranks below a five-card hand with the same leading cards, which is
// what the foul test of R282 needs). Straights carry one field: the top rank + 1, except
// A-2-3-4-5, which is 13 (above K-high's 12), and A-K-Q-J-T, 14 (R170: the wheel is the
// second-highest straight). The joker counts as an ace (rank code 12) except where it completes
// a straight, a flush or a straight flush (R281). @internal

/** Category codes (the value's bits 20 and up). @internal */
export const HIGH_CARD = 0;
/** @internal */ export const PAIR = 1;
/** @internal */ export const TWO_PAIR = 2;
/** @internal */ export const TRIPS = 3;
/** @internal */ export const STRAIGHT = 4;
/** @internal */ export const FLUSH = 5;
/** @internal */ export const FULL_HOUSE = 6;
/** @internal */ export const QUADS = 7;
/** @internal */ export const STRAIGHT_FLUSH = 8;
/** @internal */ export const FIVE_ACES = 9;

/** The nibbles of the ranks of a rank mask, highest first, starting at bit 16 (at most five kept). */
const NIBBLES = new Int32Array(8192);
for (let m = 0; m < 8192; m++) {
  let v = 0;
  let shift = 16;
  for (let r = 12; r >= 0 && shift >= 0; r--) {
    if ((m & (1 << r)) !== 0) {
      v |= (r + 1) << shift;
      shift -= 4;
    }
  }
  NIBBLES[m] = v;
}

/** The ten straights' rank masks, best first (broadway, the wheel, K-high … 6-high) and their fields. */
const STRAIGHT_MASKS = [0x1f00, 0x100f, 0xf80, 0x7c0, 0x3e0, 0x1f0, 0xf8, 0x7c, 0x3e, 0x1f];
const STRAIGHT_KEYS = [14, 13, 12, 11, 10, 9, 8, 7, 6, 5];

function straightKey(m: number): number {
  for (let i = 0; i < 10; i++) if (m === STRAIGHT_MASKS[i]) return STRAIGHT_KEYS[i]!;
  return 0;
}

function top(m: number): number {
  return 31 - Math.clz32(m);
}

/** The value of five ranks (codes 0..12), flush or not, no joker; at most four of a rank. */
function rankValue(r0: number, r1: number, r2: number, r3: number, r4: number, flush: boolean): number {
  let seen = 0;
  let two = 0;
  let three = 0;
  let four = 0;
  for (let i = 0; i < 5; i++) {
    const b = 1 << (i === 0 ? r0 : i === 1 ? r1 : i === 2 ? r2 : i === 3 ? r3 : r4);
    if ((three & b) !== 0) four |= b;
    else if ((two & b) !== 0) three |= b;
    else if ((seen & b) !== 0) two |= b;
    seen |= b;
  }
  if (two === 0) {
    const s = straightKey(seen);
    if (s !== 0) return ((flush ? STRAIGHT_FLUSH : STRAIGHT) << 20) | (s << 16);
    return ((flush ? FLUSH : HIGH_CARD) << 20) | NIBBLES[seen]!;
  }
  if (four !== 0) return (QUADS << 20) | ((top(four) + 1) << 16) | ((top(seen & ~four) + 1) << 12);
  if (three !== 0) {
    const pair = two & ~three;
    if (pair !== 0) return (FULL_HOUSE << 20) | ((top(three) + 1) << 16) | ((top(pair) + 1) << 12);
    return (TRIPS << 20) | ((top(three) + 1) << 16) | (NIBBLES[seen & ~three]! >> 4);
  }
  if ((two & (two - 1)) !== 0) {
    const hi = top(two);
    const lo = top(two & ~(1 << hi));
    return (TWO_PAIR << 20) | ((hi + 1) << 16) | ((lo + 1) << 12) | (NIBBLES[seen & ~two]! >> 8);
  }
  return (PAIR << 20) | ((top(two) + 1) << 16) | (NIBBLES[seen & ~two]! >> 4);
}

/**
 * The value of five cards of the Pai Gow deck (R170, R281, R282): no validation and no allocation; the cards must be distinct codes 0..52. @internal
 */
export function fiveValue(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  if (a !== JOKER && b !== JOKER && c !== JOKER && d !== JOKER && e !== JOKER) {
    const flush = ((a ^ b) & 3) === 0 && ((a ^ c) & 3) === 0 && ((a ^ d) & 3) === 0 && ((a ^ e) & 3) === 0;
    return rankValue(a >> 2, b >> 2, c >> 2, d >> 2, e >> 2, flush);
  }
  // the joker is one of them: the four others
  let o0 = a;
  let o1 = b;
  let o2 = c;
  let o3 = d;
  if (a === JOKER) o0 = e;
  else if (b === JOKER) o1 = e;
  else if (c === JOKER) o2 = e;
  else if (d === JOKER) o3 = e;
  const r0 = o0 >> 2;
  const r1 = o1 >> 2;
  const r2 = o2 >> 2;
  const r3 = o3 >> 2;
  if (r0 === 12 && r1 === 12 && r2 === 12 && r3 === 12) return FIVE_ACES << 20; // R281: four aces and the joker
  // as an ace (R281), suitless
  let best = rankValue(r0, r1, r2, r3, 12, false);
  const m = (1 << r0) | (1 << r1) | (1 << r2) | (1 << r3);
  const suited = ((o0 ^ o1) & 3) === 0 && ((o0 ^ o2) & 3) === 0 && ((o0 ^ o3) & 3) === 0;
  if (popcount(m) === 4) {
    // four different ranks: the joker may complete a straight (the best one it completes)
    for (let i = 0; i < 10; i++) {
      const w = STRAIGHT_MASKS[i]!;
      if ((m & w) === m) {
        const v = ((suited ? STRAIGHT_FLUSH : STRAIGHT) << 20) | (STRAIGHT_KEYS[i]! << 16);
        if (v > best) best = v;
        break;
      }
    }
    if (suited) {
      // a flush: the joker takes the highest rank the flush lacks (an ace when it has none)
      let r = 12;
      while ((m & (1 << r)) !== 0) r--;
      const v = (FLUSH << 20) | NIBBLES[m | (1 << r)]!;
      if (v > best) best = v;
    }
  }
  return best;
}

/** The value of a two-card hand (R282): a pair or two high cards, the joker an ace (R281). @internal */
export function twoValue(a: Card, b: Card): number {
  const ra = a === JOKER ? 12 : a >> 2;
  const rb = b === JOKER ? 12 : b >> 2;
  if (ra === rb) return (PAIR << 20) | ((ra + 1) << 16);
  return ra > rb ? ((ra + 1) << 16) | ((rb + 1) << 12) : ((rb + 1) << 16) | ((ra + 1) << 12);
}
