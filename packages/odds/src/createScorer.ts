import { type Card, popcount } from '@pokerchart/cards';
import { variantDeck } from '@pokerchart/engine';
import { combos, evaluate5, getRanking, paigowWheelRanking, type Ranking, shortdeckRanking, shortdeckTripsRanking, standardRanking } from '@pokerchart/evaluator';
import { binomial, type EquityPlan } from './prepareEquity.js';
import { createTally, type Tally } from './EquityResult.js';

/**
 * Scores runouts into a {@link Tally}. The enumerators fill `board` (known cards first, then the
 * runout) and keep three additive keys of the board up to date: `lo` and `hi` (rank keys, see
 * {@link MultisetIndex}) and `sp` (suit counts, 4 bits per suit); then they call `leaf`.
 * @internal
 */
export interface Scorer {
  /** Returns the tally scored so far and starts a fresh one. */
  reset(): Tally;
  /** Whether hand values come from per-hand tables indexed by the board's rank multiset. */
  fast: boolean;
  cardLo: Int32Array;
  cardHi: Int32Array;
  cardSuit: Int32Array;
  /** The full board being scored (length = the variant's board size). */
  board: number[];
  /** Scores `board` once. */
  leaf(lo: number, hi: number, sp: number): void;
  /**
   * Scores every runout exactly, by board rank multiset (see {@link createScorer}), if this plan
   * allows it; returns false (having scored nothing) otherwise.
   */
  exactByRanks(): boolean;
}

interface HandTables {
  hi: Int32Array;
  lo: Int32Array | null;
  ranks: number[];
}

/** A copy of a tally. */
function copyTally(t: Tally): Tally {
  return { players: t.players, runouts: t.runouts, wins: t.wins.slice(), ties: t.ties.slice(), pieces: t.pieces.slice(), sq: t.sq.slice() };
}

/** `into += k * from`, field by field. */
function addTally(into: Tally, from: Tally, k: number): void {
  into.runouts += k * from.runouts;
  for (let i = 0; i < into.wins.length; i++) into.wins[i]! += k * from.wins[i]!;
  for (let i = 0; i < into.ties.length; i++) into.ties[i]! += k * from.ties[i]!;
  for (let i = 0; i < into.pieces.length; i++) into.pieces[i]! += k * from.pieces[i]!;
  for (let i = 0; i < into.sq.length; i++) into.sq[i]! += k * from.sq[i]!;
}

/** Values of five-card rank multisets (no flush) per ranking and deck: they never change. */
const FIVE_CACHE = new WeakMap<Ranking, Map<string, Int32Array>>();

function fiveTable(ranking: Ranking, deckKey: string, size: number): Int32Array {
  let byDeck = FIVE_CACHE.get(ranking);
  if (!byDeck) FIVE_CACHE.set(ranking, (byDeck = new Map()));
  let t = byDeck.get(deckKey);
  if (!t) byDeck.set(deckKey, (t = new Int32Array(size).fill(-1)));
  return t;
}

const TWO_THREE = Object.freeze({ hole: 2, board: 3 });
const NO_CARDS: readonly Card[] = Object.freeze([]);

const SUIT_UNIT = new Int32Array(52).map((_, c) => 1 << (4 * (c & 3)));

/** Whether every rank present in the deck has all four suits (so suits can be chosen freely). */
function fullSuits(deck: readonly Card[]): number[] | null {
  const suits = new Map<number, number>();
  for (const c of deck) suits.set(c >> 2, (suits.get(c >> 2) ?? 0) | (1 << (c & 3)));
  for (const m of suits.values()) if (m !== 15) return null;
  return [...suits.keys()].sort((a, b) => a - b);
}

/** C(a, b) for a <= 4 (cards of one rank), b <= 4: `binomialSmall[a * 5 + b]`. */
const binomialSmall = new Int32Array(25).map((_, i) => binomial(Math.floor(i / 5), i % 5));

/** All sub-masks of `mask` with exactly `k` bits. */
function subsets(mask: number, k: number): number[] {
  const bits: number[] = [];
  for (let b = 0; b < 13; b++) if (mask & (1 << b)) bits.push(1 << b);
  const out: number[] = [];
  const rec = (i: number, left: number, acc: number): void => {
    if (left === 0) {
      out.push(acc);
      return;
    }
    for (let j = i; j <= bits.length - left; j++) rec(j + 1, left - 1, acc | bits[j]!);
  };
  rec(0, k, 0);
  return out;
}

/**
 * Builds the scorer of a plan. Hands are valued from lazily filled tables indexed by the board's
 * rank multiset (one per distinct hole-rank multiset), corrected by a flush pass only when the
 * board's suits allow a flush, when the deck has all four suits of each of its ranks and the board
 * has at most 7 cards; otherwise each hand is evaluated directly on each runout. `shared` (a map
 * kept by the caller for one variant) lets several plans of that variant share those tables.
 * @internal
 */
export function createScorer(plan: EquityPlan, forceDirect = false, shared?: Map<string, unknown>): Scorer {
  const { variant, hands, boardSize } = plan;
  const n = hands.length;
  const rule = variant.selection;
  const ranking = getRanking(variant.ranking, variant.rankingOptions);
  const lowRanking = variant.low !== undefined ? getRanking(variant.low) : null;
  const hiLo = lowRanking !== null;
  let tally = createTally(n);
  let { wins, ties, pieces, sq } = tally;
  const reset = (): Tally => {
    const old = tally;
    tally = createTally(n);
    ({ wins, ties, pieces, sq } = tally);
    return old;
  };
  const width = 2 * n + 1;
  const vals = new Float64Array(n);
  const lows = new Float64Array(n);
  const share = new Float64Array(n);
  const board = new Array<number>(boardSize).fill(0);
  for (let i = 0; i < plan.board.length; i++) board[i] = plan.board[i]!;

  /** Adds one runout's outcome, `w` times (w may be negative to take an outcome back). */
  const twoHigh = n === 2 && !hiLo;
  const settle = (w: number): void => {
    tally.runouts += w;
    if (twoHigh) {
      // heads-up, high only: the common case, without the general loops
      const a = vals[0]!;
      const b = vals[1]!;
      if (a > b) {
        wins[0]! += w;
        sq[0]! += w;
      } else if (b > a) {
        wins[1]! += w;
        sq[1]! += w;
      } else {
        ties[0]! += w;
        ties[1]! += w;
        pieces[2]! += w;
        pieces[width + 2]! += w;
        sq[0]! += w * 0.25;
        sq[1]! += w * 0.25;
      }
      return;
    }
    let best = -1;
    let nb = 0;
    let who = 0;
    for (let p = 0; p < n; p++) {
      const v = vals[p]!;
      if (v > best) {
        best = v;
        nb = 1;
        who = p;
      } else if (v === best) nb++;
    }
    let bestLo = 0;
    let nl = 0;
    let wl = 0;
    if (hiLo) {
      for (let p = 0; p < n; p++) {
        const l = lows[p]!;
        if (l > bestLo) {
          bestLo = l;
          nl = 1;
          wl = p;
        } else if (l === bestLo && l > 0) nl++;
      }
    }
    if (bestLo === 0) {
      if (nb === 1) {
        wins[who]! += w;
        sq[who]! += w;
        return;
      }
      const inv = 1 / nb;
      for (let p = 0; p < n; p++) {
        if (vals[p] === best) {
          ties[p]! += w;
          pieces[p * width + nb]! += w;
          sq[p]! += w * inv * inv;
        }
      }
      return;
    }
    if (nb === 1 && nl === 1 && who === wl) {
      wins[who]! += w;
      sq[who]! += w;
      return;
    }
    for (let p = 0; p < n; p++) {
      if (vals[p] === best) {
        share[p]! += 0.5 / nb;
        pieces[p * width + 2 * nb]! += w;
      }
      if (lows[p] === bestLo) {
        share[p]! += 0.5 / nl;
        pieces[p * width + 2 * nl]! += w;
      }
    }
    for (let p = 0; p < n; p++) {
      const sh = share[p]!;
      if (sh > 0) {
        ties[p]! += w;
        sq[p]! += w * sh * sh;
        share[p] = 0;
      }
    }
  };

  const deck = variantDeck(variant);
  const deckRanks = fullSuits(deck);
  // the rank-multiset tables need rankings whose suits matter only through a flush that the
  // player plays when it is better (high), or not at all (high or low): Ranking.suits
  const fast =
    !forceDirect &&
    deckRanks !== null &&
    boardSize <= 7 &&
    variant.holeCards + boardSize <= 16 &&
    ranking.cardsPerHand === 5 &&
    ranking.suits !== undefined &&
    (lowRanking === null || (lowRanking.suits === 'never' && lowRanking.cardsPerHand === 5));

  if (!fast) {
    const zero = new Int32Array(52);
    return {
      reset,
      fast: false,
      cardLo: zero,
      cardHi: zero,
      cardSuit: SUIT_UNIT,
      board,
      leaf(): void {
        for (let p = 0; p < n; p++) {
          vals[p] = ranking.strength(hands[p]!, board, rule);
          if (lowRanking !== null) lows[p] = lowRanking.strength(hands[p]!, board, rule);
        }
        settle(1);
      },
      exactByRanks: () => false,
    };
  }

  const index: MultisetIndex = multisetIndex(deckRanks, boardSize);
  const { base, loRank, ranks: boardRanks } = index;
  // tables by hole ranks depend on the variant only (not on the hands' suits nor the known board):
  // a run over many matchups of one variant may share them
  const byHoleRanks = (shared as Map<string, HandTables> | undefined) ?? new Map<string, HandTables>();
  const tables: HandTables[] = hands.map((h) => {
    const ranks = h.map((c) => c >> 2).sort((a, b) => a - b);
    const key = ranks.join(',');
    let t = byHoleRanks.get(key);
    if (!t) {
      t = { hi: new Int32Array(index.count).fill(-1), lo: hiLo ? new Int32Array(index.count).fill(-1) : null, ranks };
      byHoleRanks.set(key, t);
    }
    return t;
  });
  const hiTabs = tables.map((t) => t.hi);
  const hi0Tab = hiTabs[0]!;
  const hi1Tab = hiTabs[n > 1 ? 1 : 0]!;
  const loTabs = tables.map((t) => t.lo ?? new Int32Array(0));
  // Hand values by rank multiset: the best allowed five-card subset, each five-card rank multiset
  // valued once (with suits that make no flush) through the evaluator.
  const idx5 = multisetIndex(deckRanks, 5);
  const deckKey = deckRanks.join(',');
  const hi5 = fiveTable(ranking, deckKey, idx5.count);
  const lo5 = lowRanking !== null ? fiveTable(lowRanking, deckKey, idx5.count) : new Int32Array(0);
  const rankLo = new Int32Array(13).map((_, r) => (r < 7 ? 5 ** r : 0));
  const rankHi = new Int32Array(13).map((_, r) => (r >= 7 ? 5 ** (r - 7) : 0));
  // five cards of the given ranks (ascending, so copies of a rank are adjacent and get distinct
  // suits); suits cycle, so no suit is used more than twice: never a flush
  const fiveCards = (i: number): Card[] => Array.from(idx5.ranks.subarray(i * 5, i * 5 + 5), (r, j) => r * 4 + (j % 4));
  // the standard ranking values five cards through the evaluator's hot path, whose tables exist
  // from its import on; other rankings through their plugin (two hole and three board cards under
  // an exact-selection rule: one five-card lookup, where 'any' would make a built-in ranking set
  // up its five-to-seven-card table, slow on a first call)
  const standard = ranking === standardRanking;
  const builtIn = standard || ranking === paigowWheelRanking || ranking === shortdeckRanking || ranking === shortdeckTripsRanking;
  const r5 = idx5.ranks;
  const value5 = (lo: number, hi: number, low: boolean): number => {
    const i = idx5.base[hi]! + idx5.loRank[lo]!;
    if (low) {
      let v = lo5[i]!;
      if (v < 0) lo5[i] = v = lowRanking!.strength(fiveCards(i), [], 'any');
      return v;
    }
    let v = hi5[i]!;
    if (v < 0) {
      const o = i * 5;
      if (standard) v = evaluate5(r5[o]! * 4, r5[o + 1]! * 4 + 1, r5[o + 2]! * 4 + 2, r5[o + 3]! * 4 + 3, r5[o + 4]! * 4);
      else {
        const five = fiveCards(i);
        v = ranking.strength(five.slice(0, 2), five.slice(2), TWO_THREE);
      }
      hi5[i] = v;
    }
    return v;
  };
  /** Sums of the rank keys of every k-subset of `ranks`, as [lo, hi] pairs. */
  const subsetKeys = (ranks: ArrayLike<number>, len: number, k: number): number[] => {
    const out: number[] = [];
    const rec = (from: number, left: number, lo: number, hi: number): void => {
      if (left === 0) {
        out.push(lo, hi);
        return;
      }
      for (let j = from; j <= len - left; j++) rec(j + 1, left - 1, lo + rankLo[ranks[j]!]!, hi + rankHi[ranks[j]!]!);
    };
    rec(0, k, 0, 0);
    return out;
  };
  const any = rule === 'any';
  const selHole = any ? 0 : rule.hole;
  const selBoard = any ? 0 : rule.board;
  const holeKeys = tables.map((t) => (any ? [] : subsetKeys(t.ranks, t.ranks.length, selHole)));
  const total = variant.holeCards + boardSize;
  const all = new Int32Array(total);
  const combosAll = any ? combos(total, 5).pos : new Int8Array(0);
  const combosBoard = any ? new Int8Array(0) : combos(boardSize, selBoard).pos;
  const boardKeys = new Int32Array(any ? 0 : (2 * combosBoard.length) / Math.max(1, selBoard));
  const { base: base5, loRank: loRank5 } = idx5;
  const fill = (p: number, bi: number, low: boolean): number => {
    const t = tables[p]!;
    const off = bi * boardSize;
    const table = low ? lo5 : hi5;
    let best = 0;
    if (any) {
      const hr = t.ranks;
      for (let j = 0; j < hr.length; j++) all[j] = hr[j]!;
      for (let j = 0; j < boardSize; j++) all[hr.length + j] = boardRanks[off + j]!;
      for (let j = 0; j < combosAll.length; j += 5) {
        const r0 = all[combosAll[j]!]!;
        const r1 = all[combosAll[j + 1]!]!;
        const r2 = all[combosAll[j + 2]!]!;
        const r3 = all[combosAll[j + 3]!]!;
        const r4 = all[combosAll[j + 4]!]!;
        const lo = rankLo[r0]! + rankLo[r1]! + rankLo[r2]! + rankLo[r3]! + rankLo[r4]!;
        const hi = rankHi[r0]! + rankHi[r1]! + rankHi[r2]! + rankHi[r3]! + rankHi[r4]!;
        let v = table[base5[hi]! + loRank5[lo]!]!;
        if (v < 0) v = value5(lo, hi, low);
        if (v > best) best = v;
      }
    } else {
      let nk = 0;
      for (let j = 0; j < combosBoard.length; j += selBoard) {
        let lo = 0;
        let hi = 0;
        for (let q = 0; q < selBoard; q++) {
          const r = boardRanks[off + combosBoard[j + q]!]!;
          lo += rankLo[r]!;
          hi += rankHi[r]!;
        }
        boardKeys[nk++] = lo;
        boardKeys[nk++] = hi;
      }
      const hk = holeKeys[p]!;
      for (let a = 0; a < hk.length; a += 2) {
        const hlo = hk[a]!;
        const hhi = hk[a + 1]!;
        for (let b = 0; b < nk; b += 2) {
          const lo = hlo + boardKeys[b]!;
          const hi = hhi + boardKeys[b + 1]!;
          let v = table[base5[hi]! + loRank5[lo]!]!;
          if (v < 0) v = value5(lo, hi, low);
          if (v > best) best = v;
        }
      }
    }
    if (low) t.lo![bi] = best;
    else t.hi[bi] = best;
    return best;
  };

  /** Non-flush high values and low values of every hand on the board with rank-multiset index `bi`. */
  const values = (bi: number): void => {
    for (let p = 0; p < n; p++) {
      let v = hiTabs[p]![bi]!;
      if (v < 0) v = fill(p, bi, false);
      vals[p] = v;
    }
    if (hiLo) {
      for (let p = 0; p < n; p++) {
        let l = loTabs[p]![bi]!;
        if (l < 0) l = fill(p, bi, true);
        lows[p] = l;
      }
    }
  };

  // flushes: a suit is a candidate when the board holds at least `need` cards of it
  const holeCount = new Int32Array(n * 4);
  const holeMask = new Int32Array(n * 4);
  hands.forEach((h, p) => {
    for (const c of h) {
      holeCount[p * 4 + (c & 3)]!++;
      holeMask[p * 4 + (c & 3)]! |= 1 << (c >> 2);
    }
  });
  const need = any ? Math.max(0, 5 - variant.holeCards) : selBoard;
  const flushAdd = need > 0 ? (8 - need) * 0x1111 : 0;
  const flush5 = new Int32Array(8192).fill(-1);
  const valueOf5 = (mask: number): number => {
    let v = flush5[mask]!;
    if (v >= 0) return v;
    const cards: Card[] = [];
    for (let r = 0; r < 13; r++) if (mask & (1 << r)) cards.push(r * 4 + 3);
    v = any ? ranking.strength([], cards, rule) : ranking.strength(cards.slice(0, selHole), cards.slice(selHole), rule);
    flush5[mask] = v;
    return v;
  };
  const flushMany = new Int32Array(8192).fill(-1);
  // the built-in high rankings value five to seven suited cards with one lookup of their flush table
  const flushBuf: Card[] = [];
  const valueOfAny = (mask: number): number => {
    let v = flushMany[mask]!;
    if (v >= 0) return v;
    if (standard && any) {
      // the standard ranking: the best flush of five or more suited ranks is the highest straight
      // flush among them, else the flush of the top five (R136-R140), valued by evaluate5
      let top = -1;
      for (let h = 12; h >= 3 && top < 0; h--) {
        const run = h === 3 ? 0x100f : 0x1f << (h - 4);
        if ((mask & run) === run) top = run;
      }
      if (top < 0) {
        top = 0;
        let left = 5;
        for (let r = 12; r >= 0 && left > 0; r--) {
          if (mask & (1 << r)) {
            top |= 1 << r;
            left--;
          }
        }
      }
      const c = [0, 0, 0, 0, 0];
      let at = 0;
      for (let r = 0; r < 13; r++) if (top & (1 << r)) c[at++] = r * 4 + 3;
      v = evaluate5(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!);
    } else if (builtIn && any && popcount(mask) <= 7) {
      flushBuf.length = 0;
      for (let r = 0; r < 13; r++) if (mask & (1 << r)) flushBuf.push(r * 4 + 3);
      v = ranking.strength(NO_CARDS, flushBuf, 'any');
    } else if (popcount(mask) === 5) v = valueOf5(mask);
    else {
      v = 0;
      for (let m = mask; m !== 0; m &= m - 1) {
        const w = valueOfAny(mask & ~(m & -m));
        if (w > v) v = w;
      }
    }
    flushMany[mask] = v;
    return v;
  };
  const holeSubsets: number[][] = [];
  if (!any) {
    for (let p = 0; p < n; p++) {
      for (let s = 0; s < 4; s++) {
        holeSubsets[p * 4 + s] = holeCount[p * 4 + s]! >= selHole ? subsets(holeMask[p * 4 + s]!, selHole) : [];
      }
    }
  }
  const boardSubsetCache: (number[] | undefined)[] = [];
  /** The best flush hand `p` makes with board cards of suit `s` of ranks `bm` (`bc` of them), or -1. */
  const flushValue = (p: number, s: number, bm: number, bc: number): number => {
    if (any) return holeCount[p * 4 + s]! + bc >= 5 ? valueOfAny(bm | holeMask[p * 4 + s]!) : -1;
    const hs = holeSubsets[p * 4 + s]!;
    if (hs.length === 0 || bc < selBoard) return -1;
    const boardSubs = (boardSubsetCache[bm] ??= subsets(bm, selBoard));
    let f = -1;
    for (let i = 0; i < hs.length; i++) {
      for (let j = 0; j < boardSubs.length; j++) {
        const w = valueOf5(hs[i]! | boardSubs[j]!);
        if (w > f) f = w;
      }
    }
    return f;
  };
  const flushPass = (cand: number): void => {
    for (let s = 0; s < 4; s++) {
      if ((cand & (8 << (4 * s))) === 0) continue;
      let bm = 0;
      let bc = 0;
      for (let i = 0; i < boardSize; i++) {
        const c = board[i]!;
        if ((c & 3) === s) {
          bm |= 1 << (c >> 2);
          bc++;
        }
      }
      if (bc < need) continue;
      for (let p = 0; p < n; p++) {
        const f = flushValue(p, s, bm, bc);
        if (f > vals[p]!) vals[p] = f;
      }
    }
  };

  /**
   * Exact enumeration by rank multiset. Without flushes, the outcome of a runout depends only on
   * the board's ranks, and the runouts sharing a rank multiset number the product over ranks of
   * C(cards of that rank left, copies on the board). So every rank multiset of the cards to come
   * is scored once with that weight; then the runouts where some hand may hold a flush (at least
   * `need` board cards of a suit in which that hand can flush) are enumerated card by card, and
   * where a flush changes a hand's value the rank outcome is taken back and the real one added.
   * This needs at most one such suit per board, so it applies when any two suits' thresholds add
   * up to more than the board size.
   */
  function exactByRanks(): boolean {
    const suitNeed: number[] = [];
    for (let s = 0; s < 4; s++) {
      let m = Infinity;
      for (let p = 0; p < n; p++) {
        const hc = holeCount[p * 4 + s]!;
        const needP = any ? Math.max(0, 5 - hc) : hc >= selHole ? selBoard : Infinity;
        if (needP < m) m = needP;
      }
      suitNeed.push(m);
    }
    for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) if (suitNeed[a]! + suitNeed[b]! <= boardSize) return false;
    const k = plan.toCome;
    const known = plan.board;
    let lo0 = 0;
    let hi0 = 0;
    const knownSuits = [0, 0, 0, 0];
    for (const c of known) {
      lo0 += index.cardLo[c]!;
      hi0 += index.cardHi[c]!;
      knownSuits[c & 3]!++;
    }
    // 1. rank multisets of the cards to come, weighted
    const left = new Int32Array(13);
    for (const c of plan.remaining) left[c >> 2]!++;
    const ranks = index.ranksPresent.filter((r) => left[r]! > 0);
    const walk = (i: number, todo: number, lo: number, hi: number, w: number): void => {
      if (todo === 0) {
        values(base[hi]! + loRank[lo]!);
        settle(w);
        return;
      }
      if (i === ranks.length) return;
      const r = ranks[i]!;
      const max = Math.min(todo, left[r]!);
      for (let c = 0; c <= max; c++) walk(i + 1, todo - c, lo + c * rankLo[r]!, hi + c * rankHi[r]!, w * binomialSmall[left[r]! * 5 + c]!);
    };
    walk(0, k, lo0, hi0, 1);
    // 2. runouts where a flush may change the outcome: the suited board cards one by one (a
    // flush depends on their ranks), the other cards by rank multiset again
    const flush = new Float64Array(n);
    const leftOther = new Int32Array(13);
    // Two suits in which every hand holds the same ranks, and the known board and the deck left
    // too, are mirror images (swapping them maps the whole spot onto itself, suits having no rank):
    // the second one's correction is the first one's, added again (A♥A♠ v K♦K♣ corrects two
    // suits, not four).
    const done = new Map<string, Tally>();
    const maskOf = (cards: readonly Card[], s: number): number => {
      let m = 0;
      for (const c of cards) if ((c & 3) === s) m |= 1 << (c >> 2);
      return m;
    };
    for (let s = 0; s < 4; s++) {
      if (suitNeed[s]! > boardSize) continue;
      const signature = [...hands.map((h) => maskOf(h, s)), maskOf(known, s), maskOf(plan.remaining, s)].join(',');
      const mirror = done.get(signature);
      if (mirror) {
        addTally(tally, mirror, 1);
        continue;
      }
      const before = copyTally(tally);
      const suited = plan.remaining.filter((c) => (c & 3) === s);
      leftOther.fill(0);
      for (const c of plan.remaining) if ((c & 3) !== s) leftOther[c >> 2]!++;
      const others = ranks.filter((r) => leftOther[r]! > 0);
      let knownMask = 0;
      for (const c of known) if ((c & 3) === s) knownMask |= 1 << (c >> 2);
      /** One runout pattern: where a flush beats a hand's rank value, take the outcome back and add the real one. */
      const correct = (lo: number, hi: number, w: number): void => {
        const bi = base[hi]! + loRank[lo]!;
        if (twoHigh) {
          // heads-up, high only: nothing to do when the flush leaves the winner as it was
          let a = hi0Tab[bi]!;
          if (a < 0) a = fill(0, bi, false);
          let b = hi1Tab[bi]!;
          if (b < 0) b = fill(1, bi, false);
          vals[0] = a;
          vals[1] = b;
          const fa = flush[0]! > a ? flush[0]! : a;
          const fb = flush[1]! > b ? flush[1]! : b;
          if (Math.sign(a - b) === Math.sign(fa - fb)) return;
        } else values(bi);
        let changed = false;
        for (let p = 0; p < n; p++) if (flush[p]! > vals[p]!) changed = true;
        if (!changed) return;
        settle(-w);
        for (let p = 0; p < n; p++) if (flush[p]! > vals[p]!) vals[p] = flush[p]!;
        settle(w);
      };
      const rest = (i: number, todo: number, lo: number, hi: number, w: number): void => {
        if (todo === 0) {
          correct(lo, hi, w);
          return;
        }
        if (todo === 1) {
          // the last card: one rank of those left, in as many ways as cards of it are left
          for (let j = i; j < others.length; j++) {
            const r = others[j]!;
            correct(lo + rankLo[r]!, hi + rankHi[r]!, w * leftOther[r]!);
          }
          return;
        }
        if (i === others.length) return;
        const r = others[i]!;
        const max = Math.min(todo, leftOther[r]!);
        for (let c = 0; c <= max; c++) rest(i + 1, todo - c, lo + c * rankLo[r]!, hi + c * rankHi[r]!, w * binomialSmall[leftOther[r]! * 5 + c]!);
      };
      const pickSuited = (start: number, todo: number, m: number, bm: number, lo: number, hi: number): void => {
        if (todo === 0) {
          const bc = knownSuits[s]! + m;
          let some = false;
          for (let p = 0; p < n; p++) {
            flush[p] = flushValue(p, s, bm, bc);
            if (flush[p]! >= 0) some = true;
          }
          if (some) rest(0, k - m, lo, hi, 1);
          return;
        }
        for (let i = start; i <= suited.length - todo; i++) {
          const c = suited[i]!;
          pickSuited(i + 1, todo - 1, m, bm | (1 << (c >> 2)), lo + index.cardLo[c]!, hi + index.cardHi[c]!);
        }
      };
      for (let m = Math.max(0, suitNeed[s]! - knownSuits[s]!); m <= Math.min(k, suited.length); m++) {
        pickSuited(0, m, m, knownMask, lo0, hi0);
      }
      const delta = copyTally(tally);
      addTally(delta, before, -1);
      done.set(signature, delta);
    }
    return true;
  }

  return {
    reset,
    fast: true,
    cardLo: index.cardLo,
    cardHi: index.cardHi,
    cardSuit: SUIT_UNIT,
    board,
    leaf(lo: number, hi: number, sp: number): void {
      values(base[hi]! + loRank[lo]!);
      const cand = need > 0 ? (sp + flushAdd) & 0x8888 : 0x8888;
      if (cand !== 0) flushPass(cand);
      settle(1);
    },
    exactByRanks,
  };
}

/**
 * A dense index of the rank multisets of a fixed size (each rank at most 4 times), computed from
 * two additive keys so that a board's index costs two additions per card and two lookups.
 *
 * A card of rank `r < 7` adds `5^r` to the low key, a card of rank `r >= 7` adds `5^(r-7)` to the
 * high key (base 5, as a rank appears at most four times). `index = base[hi] + loRank[lo]`.
 * @internal
 */
export interface MultisetIndex {
  /** Multiset size. */
  size: number;
  /** Number of multisets, so indexes are `0 .. count-1`. */
  count: number;
  /** Low-key contribution of each card code. */
  cardLo: Int32Array;
  /** High-key contribution of each card code. */
  cardHi: Int32Array;
  /** Block start of each high key. */
  base: Int32Array;
  /** Rank of each low key among the low multisets of its own size. */
  loRank: Int32Array;
  /** The ranks the multisets are drawn from, ascending. */
  ranksPresent: readonly number[];
  /** `ranks[index * size + j]`: the ranks of each multiset, ascending. */
  ranks: Uint8Array;
}

const cache = new Map<string, MultisetIndex>();

/** The multisets of `size` ranks drawn from `ranks` (each at most 4 times). @internal */
export function multisetIndex(ranks: readonly number[], size: number): MultisetIndex {
  const cacheKey = `${ranks.join(',')}/${size}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const lowRanks = ranks.filter((r) => r < 7);
  const highRanks = ranks.filter((r) => r >= 7);
  const cardLo = new Int32Array(52);
  const cardHi = new Int32Array(52);
  for (let c = 0; c < 52; c++) {
    const r = c >> 2;
    if (r < 7) cardLo[c] = 5 ** r;
    else cardHi[c] = 5 ** (r - 7);
  }
  // all multisets over a set of ranks with total size <= size
  const walk = (set: readonly number[], weight: (r: number) => number, visit: (key: number, list: number[]) => void): void => {
    const list: number[] = [];
    const rec = (i: number, key: number): void => {
      if (i === set.length) {
        visit(key, list.slice());
        return;
      }
      const r = set[i]!;
      for (let c = 0; c <= 4 && list.length + c <= size; c++) {
        for (let j = 0; j < c; j++) list.push(r);
        rec(i + 1, key + c * weight(r));
        for (let j = 0; j < c; j++) list.pop();
      }
    };
    rec(0, 0);
  };
  const loRank = new Int32Array(5 ** 7).fill(-1);
  const lowBySize: number[][][] = Array.from({ length: size + 1 }, () => []);
  walk(lowRanks, (r) => 5 ** r, (key, list) => {
    const bucket = lowBySize[list.length]!;
    loRank[key] = bucket.length;
    bucket.push(list);
  });
  const base = new Int32Array(5 ** 6).fill(-1);
  const highs: { key: number; list: number[] }[] = [];
  walk(highRanks, (r) => 5 ** (r - 7), (key, list) => highs.push({ key, list }));
  let count = 0;
  for (const h of highs) {
    base[h.key] = count;
    count += lowBySize[size - h.list.length]!.length;
  }
  const out = new Uint8Array(count * size);
  for (const h of highs) {
    const start = base[h.key]!;
    lowBySize[size - h.list.length]!.forEach((low, i) => {
      const all = [...low, ...h.list];
      for (let j = 0; j < size; j++) out[(start + i) * size + j] = all[j]!;
    });
  }
  const index: MultisetIndex = { size, count, ranksPresent: [...ranks].sort((a, b) => a - b), cardLo, cardHi, base, loRank, ranks: out };
  cache.set(cacheKey, index);
  return index;
}
