import type { Card } from '@pokerchart/cards';
import { FLUSH, fiveValue, STRAIGHT, STRAIGHT_FLUSH, twoValue, PAIR } from './handValue.js';
import { JOKER } from './JOKER.js';

// The Trump Plaza house way (R284) on seven cards, as the positions (a 7-bit mask) of the two
// cards it sets in front. No validation and no allocation: the simulator calls it twice a hand.
// How each clause is read, and the cases R284 leaves open, are in docs/guides/paigow.md. @internal

const LOW = 0;
const MEDIUM = 1;
const HIGH = 2;
const ACES = 3;
const ACE = 12;
const KING = 11;

/** Pairs 2-6 are low, 7-10 medium, J-K high (R284); aces apart. */
function pairClass(rank: number): number {
  return rank <= 4 ? LOW : rank <= 8 ? MEDIUM : rank <= 11 ? HIGH : ACES;
}

const WINDOWS = [0x1f00, 0x100f, 0xf80, 0x7c0, 0x3e0, 0x1f0, 0xf8, 0x7c, 0x3e, 0x1f];

// scratch state, reused
const pos = new Int32Array(13); // per rank (the joker with the aces): a mask of positions
const singles = new Int32Array(7); // positions of the single cards, highest rank first
const suitCount = new Int32Array(4);

function bits(m: number): number {
  let n = 0;
  while (m !== 0) {
    m &= m - 1;
    n++;
  }
  return n;
}

/** `n` positions from `mask`, the joker's (at `jokerBit`) last: it does most in the back. */
function pick(mask: number, n: number, jokerBit: number): number {
  let out = 0;
  let m = mask & ~jokerBit;
  while (n > 0 && m !== 0) {
    const b = m & -m;
    out |= b;
    m &= m - 1;
    n--;
  }
  if (n > 0) out |= mask & jokerBit;
  return out;
}

/**
 * The best setting whose back is a straight, a flush or a straight flush: with `wantPair`, only
 * those whose front is a pair (best back first); otherwise the highest front, then the best back
 * (R284: the one that leaves the two highest cards for the front). 0 when there is none.
 */
function bestStraightOrFlush(c: ArrayLike<Card>, wantPair: boolean): number {
  let bestMask = 0;
  let bestFront = -1;
  let bestBack = -1;
  for (let i = 0; i < 6; i++) {
    for (let j = i + 1; j < 7; j++) {
      const front = twoValue(c[i]!, c[j]!);
      if (wantPair && front >> 20 !== PAIR) continue;
      let a = -1;
      let b = -1;
      let d = -1;
      let e = -1;
      let f = -1;
      for (let k = 0; k < 7; k++) {
        if (k === i || k === j) continue;
        if (a < 0) a = c[k]!;
        else if (b < 0) b = c[k]!;
        else if (d < 0) d = c[k]!;
        else if (e < 0) e = c[k]!;
        else f = c[k]!;
      }
      const back = fiveValue(a, b, d, e, f);
      const cat = back >> 20;
      if (cat !== STRAIGHT && cat !== FLUSH && cat !== STRAIGHT_FLUSH) continue;
      if (wantPair ? back > bestBack : front > bestFront || (front === bestFront && back > bestBack)) {
        bestMask = (1 << i) | (1 << j);
        bestFront = front;
        bestBack = back;
      }
    }
  }
  return bestMask;
}

/** The positions of the front (a mask of two of the seven positions) by the house way (R284). @internal */
export function houseWayFront(c: ArrayLike<Card>): number {
  pos.fill(0);
  suitCount.fill(0);
  let jokerBit = 0;
  let natural = 0; // ranks of the natural cards
  for (let i = 0; i < 7; i++) {
    const card = c[i]!;
    if (card === JOKER) {
      jokerBit = 1 << i;
      pos[ACE]! |= jokerBit;
    } else {
      const r = card >> 2;
      pos[r]! |= 1 << i;
      natural |= 1 << r;
      suitCount[card & 3]!++;
    }
  }
  const jk = jokerBit === 0 ? 0 : 1;
  let nSingles = 0;
  let five = -1;
  let quad = -1;
  let nTrips = 0;
  let nPairs = 0;
  let trip1 = -1; // highest three of a kind
  let pair1 = -1; // highest pair
  let pair2 = -1;
  for (let r = 12; r >= 0; r--) {
    const m = pos[r]!;
    if (m === 0) continue;
    const n = bits(m);
    if (n === 1) singles[nSingles++] = m;
    else {
      if (n === 5) five = r;
      else if (n === 4) quad = r;
      else if (n === 3) {
        if (nTrips === 0) trip1 = r;
        nTrips++;
      } else {
        if (nPairs === 0) pair1 = r;
        else if (nPairs === 1) pair2 = r;
        nPairs++;
      }
    }
  }
  const topSingle = nSingles > 0 ? rankAt(c, singles[0]!) : -1;
  const twoTopSingles = nSingles >= 2 ? singles[0]! | singles[1]! : 0;

  // Five aces: three in back and two in front, unless a pair of kings can go in front.
  if (five >= 0) {
    if (pair1 === KING) return pos[KING]!;
    return pick(pos[ACE]!, 2, jokerBit);
  }
  // Four of a kind
  if (quad >= 0) {
    if (nTrips > 0) return pick(pos[trip1]!, 2, jokerBit); // a pair from the three of a kind in front
    if (nPairs > 0) return pos[pair1]!; // the pair in front
    const split = pick(pos[quad]!, 2, jokerBit);
    if (quad <= 4) return twoTopSingles; // 2-6: keep together
    if (quad <= 8) return topSingle >= KING ? twoTopSingles : split; // 7-10: split unless K or better
    if (quad <= 11) return topSingle === ACE ? twoTopSingles : split; // J-K: split unless an ace
    return split; // aces: always split
  }
  // Two threes of a kind: a pair from the higher in front.
  if (nTrips >= 2) return pick(pos[trip1]!, 2, jokerBit);
  // Full house
  if (nTrips === 1 && nPairs >= 1) {
    if (nPairs >= 2) return pos[pair1]!; // with a second pair: the highest pair in front
    if (pair1 === 0 && nSingles === 2 && topSingle === ACE && rankAt(c, singles[1]!) === KING) return twoTopSingles;
    return pos[pair1]!; // split: the pair in front
  }
  // Three pair: the highest pair in front.
  if (nPairs >= 3) return pos[pair1]!;
  // Two pair
  if (nPairs === 2) {
    const hi = pairClass(pair1);
    const lo = pairClass(pair2);
    const split = pos[pair2]!;
    if (hi === ACES) return split;
    if (lo === LOW && (hi === LOW || hi === MEDIUM)) return topSingle >= KING ? twoTopSingles : split;
    if ((hi === HIGH && lo === LOW) || (hi === MEDIUM && lo === MEDIUM)) return topSingle === ACE ? twoTopSingles : split;
    return split; // medium+high, high+high
  }
  // No pair, one pair, three of a kind: straights and flushes first.
  let sf = false;
  for (let s = 0; s < 4 && !sf; s++) if (suitCount[s]! + jk >= 5) sf = true;
  for (let w = 0; w < 10 && !sf; w++) if (bits(natural & WINDOWS[w]!) + jk >= 5) sf = true;
  if (sf) {
    if (nPairs === 1 || nTrips === 1) {
      const withPair = bestStraightOrFlush(c, true);
      if (withPair !== 0) return withPair;
    }
    const any = bestStraightOrFlush(c, false);
    if (any !== 0) return any;
  }
  if (nTrips === 1) {
    // three aces: a pair of aces in back, one ace in front (with the highest other card)
    if (trip1 === ACE) return pick(pos[ACE]!, 1, jokerBit) | singles[0]!;
    return twoTopSingles; // in back
  }
  if (nPairs === 1) return twoTopSingles; // the pair in back, the next two highest in front
  return singles[1]! | singles[2]!; // no pair: the highest in back, the next two in front
}

function rankAt(c: ArrayLike<Card>, bit: number): number {
  const card = c[31 - Math.clz32(bit)]!;
  return card === JOKER ? ACE : card >> 2;
}
