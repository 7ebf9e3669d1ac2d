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

/** Set bits of a 13-bit mask. */
const BITS = new Uint8Array(8192);
/** The most cards of a 13-bit rank mask in one straight's five ranks (the wheel included). */
const MOST_IN_STRAIGHT = new Uint8Array(8192);
for (let m = 1; m < 8192; m++) {
  BITS[m] = BITS[m & (m - 1)]! + 1;
}
for (let m = 1; m < 8192; m++) {
  let most = 0;
  for (const w of WINDOWS) most = Math.max(most, BITS[m & w]!);
  MOST_IN_STRAIGHT[m] = most;
}

/** The rank code of the highest set bit. */
function top(m: number): number {
  return 31 - Math.clz32(m);
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

/** The seven cards' positions taken two at a time for the front, and the five left for the back. */
const FRONTS: number[] = [];
const BACKS: number[][] = [];
for (let i = 0; i < 6; i++) {
  for (let j = i + 1; j < 7; j++) {
    FRONTS.push(i, j);
    BACKS.push([0, 1, 2, 3, 4, 5, 6].filter((k) => k !== i && k !== j));
  }
}
const BACK_FLAT = Int32Array.from(BACKS.flat());

/**
 * The best setting whose back is a straight, a flush or a straight flush: with `wantPair`, only
 * those whose front is a pair (best back first); otherwise the highest front, then the best back
 * (R284: the one that leaves the two highest cards for the front). 0 when there is none.
 */
function bestStraightOrFlush(c: ArrayLike<Card>, wantPair: boolean): number {
  let bestMask = 0;
  let bestFront = -1;
  let bestBack = -1;
  for (let p = 0; p < 21; p++) {
    const i = FRONTS[2 * p]!;
    const j = FRONTS[2 * p + 1]!;
    const front = twoValue(c[i]!, c[j]!);
    if (wantPair && front >> 20 !== PAIR) continue;
    const k = 5 * p;
    const back = fiveValue(c[BACK_FLAT[k]!]!, c[BACK_FLAT[k + 1]!]!, c[BACK_FLAT[k + 2]!]!, c[BACK_FLAT[k + 3]!]!, c[BACK_FLAT[k + 4]!]!);
    const cat = back >> 20;
    if (cat !== STRAIGHT && cat !== FLUSH && cat !== STRAIGHT_FLUSH) continue;
    if (wantPair ? back > bestBack : front > bestFront || (front === bestFront && back > bestBack)) {
      bestMask = (1 << i) | (1 << j);
      bestFront = front;
      bestBack = back;
    }
  }
  return bestMask;
}

/** A card's rank for the house way: the joker with the aces. */
function rankOf(card: Card): number {
  return card === JOKER ? ACE : card >> 2;
}

/** The ranks of two cards as one number, whatever their order. */
function rankPair(a: Card, b: Card): number {
  const x = rankOf(a);
  const y = rankOf(b);
  return x < y ? x * 64 + y : y * 64 + x;
}

/**
 * The positions of the front (a mask of two of the seven positions) by the house way (R284). R284
 * says which ranks go in front; where a rank has cards on both sides (a pair split from three or
 * four of a kind, one ace of three), the cards of that rank that go in front are the ones that
 * leave the best back (a flush kept), so the setting's worth never depends on the cards' order.
 * @internal
 */
export function houseWayFront(c: ArrayLike<Card>): number {
  const front = frontByRank(c);
  let shared = false;
  for (let i = 0; i < 7 && !shared; i++) {
    if ((front & (1 << i)) === 0) continue;
    for (let j = 0; j < 7; j++) if ((front & (1 << j)) === 0 && rankOf(c[j]!) === rankOf(c[i]!)) shared = true;
  }
  if (!shared) return front;
  // the other fronts of the same ranks (and the same worth in front): the best back among them
  const i0 = 31 - Math.clz32(front & -front);
  const j0 = 31 - Math.clz32(front);
  const ranks = rankPair(c[i0]!, c[j0]!);
  const frontValue = twoValue(c[i0]!, c[j0]!);
  let best = front;
  let bestBack = -1;
  for (let p = 0; p < 21; p++) {
    const i = FRONTS[2 * p]!;
    const j = FRONTS[2 * p + 1]!;
    if (rankPair(c[i]!, c[j]!) !== ranks || twoValue(c[i]!, c[j]!) !== frontValue) continue;
    const k = 5 * p;
    const back = fiveValue(c[BACK_FLAT[k]!]!, c[BACK_FLAT[k + 1]!]!, c[BACK_FLAT[k + 2]!]!, c[BACK_FLAT[k + 3]!]!, c[BACK_FLAT[k + 4]!]!);
    if (back > bestBack) {
      bestBack = back;
      best = (1 << i) | (1 << j);
    }
  }
  return best;
}

/** The front by R284's clauses, which name ranks; among cards of one rank, the first by position. */
function frontByRank(c: ArrayLike<Card>): number {
  let jokerBit = 0;
  let natural = 0; // ranks of the natural cards
  let suits = 0; // four 4-bit counters, one per suit
  let seen = 0;
  let two = 0;
  let three = 0;
  let four = 0;
  let aces = 0;
  for (let i = 0; i < 7; i++) {
    const card = c[i]!;
    pos[card === JOKER ? ACE : card >> 2] = 0;
  }
  for (let i = 0; i < 7; i++) {
    const card = c[i]!;
    let r: number;
    if (card === JOKER) {
      jokerBit = 1 << i;
      r = ACE;
    } else {
      r = card >> 2;
      natural |= 1 << r;
      suits += 1 << ((card & 3) << 2);
    }
    if (r === ACE) aces++;
    pos[r]! |= 1 << i;
    const b = 1 << r;
    if ((three & b) !== 0) four |= b;
    else if ((two & b) !== 0) three |= b;
    else if ((seen & b) !== 0) two |= b;
    seen |= b;
  }
  const jk = jokerBit === 0 ? 0 : 1;
  const five = aces === 5 ? ACE : -1;
  const quads = aces === 5 ? four & ~(1 << ACE) : four;
  const tripMask = three & ~four;
  const pairMask = two & ~three;
  const singleMask = seen & ~two;
  const quad = quads === 0 ? -1 : top(quads);
  const nTrips = BITS[tripMask]!;
  const nPairs = BITS[pairMask]!;
  const trip1 = nTrips === 0 ? -1 : top(tripMask);
  const pair1 = nPairs === 0 ? -1 : top(pairMask);
  const pair2 = nPairs < 2 ? -1 : top(pairMask & ~(1 << pair1));
  let rest = singleMask;
  const s0 = rest === 0 ? -1 : top(rest);
  if (s0 >= 0) rest &= ~(1 << s0);
  const s1 = rest === 0 ? -1 : top(rest);
  if (s1 >= 0) rest &= ~(1 << s1);
  const s2 = rest === 0 ? -1 : top(rest);
  const nSingles = BITS[singleMask]!;
  const topSingle = s0;
  const twoTopSingles = s1 >= 0 ? pos[s0]! | pos[s1]! : 0;

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
    if (pair1 === 0 && nSingles === 2 && topSingle === ACE && s1 === KING) return twoTopSingles;
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
  // a suit's counter at 5 or more (with the joker) has its bit 3 set after adding 3
  const flush = ((suits + jk * 0x1111 + 0x3333) & 0x8888) !== 0;
  if (flush || MOST_IN_STRAIGHT[natural]! + jk >= 5) {
    if (nPairs === 1 || nTrips === 1) {
      const withPair = bestStraightOrFlush(c, true);
      if (withPair !== 0) return withPair;
    }
    const any = bestStraightOrFlush(c, false);
    if (any !== 0) return any;
  }
  if (nTrips === 1) {
    // three aces: a pair of aces in back, one ace in front (with the highest other card)
    if (trip1 === ACE) return pick(pos[ACE]!, 1, jokerBit) | pos[s0]!;
    return twoTopSingles; // in back
  }
  if (nPairs === 1) return twoTopSingles; // the pair in back, the next two highest in front
  return pos[s1]! | pos[s2]!; // no pair: the highest in back, the next two in front
}
