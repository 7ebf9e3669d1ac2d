import { code, FLUSH, FULL, HIGH, type Mode, PAIR, QUADS, SHORTDECK_TBS, STRAIGHT, STRAIGHT_FLUSH, TRIPS, TWO_PAIR, highBit, MASK_INDEX, ranksDescending, straightIndex, straightRanks, topBits } from './rankMath.js';
import { type Card, popcount } from '@pokerchart/cards';

/**
 * The best hand that does not use a flush (every category but flush and straight flush) from rank
 * counts (`counts[r]` cards of rank code `r`), under `mode`. Returns the strength code and, when
 * `out` is given, writes the five ranks played in display order (R141). Works for any number of
 * cards from five up.
 * @internal
 */
export function bestNonFlush(counts: ArrayLike<number>, mode: Mode, out?: number[]): number {
  let mask = 0;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (let r = 0; r < 13; r++) {
    const c = counts[r]!;
    if (c > 0) {
      const b = 1 << r;
      mask |= b;
      if (c >= 2) m2 |= b;
      if (c >= 3) m3 |= b;
      if (c >= 4) m4 |= b;
    }
  }
  return nonFlushFromMasks(mask, m2, m3, m4, mode, out);
}

/**
 * {@link bestNonFlush} from rank masks: ranks present, with 2+, 3+ and 4 cards. Checks the
 * categories from the best down under `mode` and stops at the first one present.
 * @internal
 */
export function nonFlushFromMasks(mask: number, m2: number, m3: number, m4: number, mode: Mode, out?: number[]): number {
  if (m4 !== 0) {
    const q = highBit(m4);
    const kick = highBit(mask & ~(1 << q));
    if (out !== undefined) { out[0] = out[1] = out[2] = out[3] = q; out[4] = kick; }
    return code(mode, QUADS, q * 13 + kick);
  }
  if (m3 !== 0) {
    const t = highBit(m3);
    const rest2 = m2 & ~(1 << t);
    if (rest2 !== 0) {
      const p = highBit(rest2);
      if (out !== undefined) { out[0] = out[1] = out[2] = t; out[3] = out[4] = p; }
      return code(mode, FULL, t * 13 + p);
    }
  }
  // straight and trips: their order depends on the mode (R176); two pair and below rank lower
  const si = straightIndex(mask, mode);
  if (m3 !== 0 && (si < 0 || mode === SHORTDECK_TBS)) {
    const t = highBit(m3);
    const kicks = topBits(mask & ~(1 << t), 2);
    const k1 = highBit(kicks);
    const k2 = highBit(kicks & ~(1 << k1));
    if (out !== undefined) { out[0] = out[1] = out[2] = t; ranksDescending(kicks, out, 3); }
    return code(mode, TRIPS, t * 169 + k1 * 13 + k2);
  }
  if (si >= 0) {
    if (out !== undefined) straightRanks(si, mode, out);
    return code(mode, STRAIGHT, si);
  }
  if (m2 !== 0) {
    const p1 = highBit(m2);
    const rest = m2 & ~(1 << p1);
    if (rest !== 0) {
      const p2 = highBit(rest);
      const kick = highBit(mask & ~(1 << p1) & ~(1 << p2));
      if (out !== undefined) { out[0] = out[1] = p1; out[2] = out[3] = p2; out[4] = kick; }
      return code(mode, TWO_PAIR, p1 * 169 + p2 * 13 + kick);
    }
    const kicks = topBits(mask & ~(1 << p1), 3);
    if (out !== undefined) { out[0] = out[1] = p1; ranksDescending(kicks, out, 2); }
    return code(mode, PAIR, p1 * 286 + MASK_INDEX[kicks]!);
  }
  const top = topBits(mask, 5);
  if (out !== undefined) ranksDescending(top, out, 0);
  return code(mode, HIGH, MASK_INDEX[top]!);
}

/**
 * The best flush or straight flush from the rank mask of one suit holding at least five cards,
 * under `mode`; writes the ranks played in display order into `out` when given.
 * @internal
 */
export function bestFlush(suitMask: number, mode: Mode, out?: number[]): number {
  const si = straightIndex(suitMask, mode);
  if (si >= 0) {
    if (out !== undefined) straightRanks(si, mode, out);
    return code(mode, STRAIGHT_FLUSH, si);
  }
  const top = topBits(suitMask, 5);
  if (out !== undefined) ranksDescending(top, out, 0);
  return code(mode, FLUSH, MASK_INDEX[top]!);
}

const suitMasks = new Int32Array(4);
const ranks = [0, 0, 0, 0, 0];
const flushRanks = [0, 0, 0, 0, 0];

/**
 * The best five of `cards` then `more` (five or more in all, all distinct) under `mode`, with the
 * five in display order (R141). Among equal-rank cards, those earlier in `cards` then `more` are
 * preferred. (Two lists, so that a board and hole cards are read where they are, not copied into one.)
 * @internal
 */
export function bestHand(cards: readonly Card[], mode: Mode, more: readonly Card[] = NONE): { strength: number; cards: Card[] } {
  // ranks present, with two or more, three or more and four cards (the cards are distinct)
  let mask = 0;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  suitMasks[0] = suitMasks[1] = suitMasks[2] = suitMasks[3] = 0;
  const na = cards.length;
  const n = na + more.length;
  for (let i = 0; i < n; i++) {
    const c = i < na ? cards[i]! : more[i - na]!;
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
      let c = 0;
      for (j = i > 0 && ranks[i - 1] === r ? j + 1 : 0; j < n; j++) {
        c = j < na ? cards[j]! : more[j - na]!;
        if (c >> 2 === r) break;
      }
      chosen[i] = c;
    }
  }
  return { strength, cards: chosen };
}

const NONE: readonly Card[] = [];

const rankCount = new Int32Array(13);

/**
 * Puts five cards whose strength is known into display order (R141), in place: straights from
 * the top card down with the ace last in A-2-3-4-5 and A-6-7-8-9, every other hand by group size
 * (largest first), then rank (highest first).
 * @internal
 */
export function orderFive(five: Card[], strength: number): Card[] {
  const category = (strength >> 12) & 15;
  for (let i = 0; i < 5; i++) rankCount[five[i]! >> 2] = 0;
  for (let i = 0; i < 5; i++) rankCount[five[i]! >> 2]! += 1;
  const straight = category === STRAIGHT || category === STRAIGHT_FLUSH;
  // insertion sort on (group size, rank), descending
  for (let i = 1; i < 5; i++) {
    const c = five[i]!;
    const kc = straight ? c >> 2 : rankCount[c >> 2]! * 16 + (c >> 2);
    let j = i - 1;
    while (j >= 0) {
      const d = five[j]!;
      const kd = straight ? d >> 2 : rankCount[d >> 2]! * 16 + (d >> 2);
      if (kd >= kc) break;
      five[j + 1] = d;
      j--;
    }
    five[j + 1] = c;
  }
  // a straight whose ace plays low: A-5-4-3-2 or A-9-8-7-6 becomes 5-4-3-2-A / 9-8-7-6-A
  if (straight && five[0]! >> 2 === 12 && five[1]! >> 2 !== 11) {
    const ace = five[0]!;
    for (let i = 0; i < 4; i++) five[i] = five[i + 1]!;
    five[4] = ace;
  }
  return five;
}

const counts = new Int32Array(13);
const suits = new Int32Array(4);

/**
 * The strength of the best five of the first `n` of `cards`, under `mode`, without the cards
 * played. The reference path (and the path for more than seven cards).
 * @internal
 */
export function slowStrength(cards: ArrayLike<Card>, n: number, mode: Mode): number {
  counts.fill(0);
  suits.fill(0);
  for (let i = 0; i < n; i++) {
    const c = cards[i]!;
    counts[c >> 2]! += 1;
    suits[c & 3]! |= 1 << (c >> 2);
  }
  let best = bestNonFlush(counts, mode);
  for (let s = 0; s < 4; s++) {
    if (popcount(suits[s]!) >= 5) {
      const f = bestFlush(suits[s]!, mode);
      if (f > best) best = f;
    }
  }
  return best;
}
