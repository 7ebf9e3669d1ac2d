import type { Card } from '@pokerchart/cards';
import { variantDeck } from '@pokerchart/engine';
import { lowStrengthOf, strengthOf } from '@pokerchart/evaluator';
import { multisetIndex, type MultisetIndex } from './multisetIndex.js';
import type { EquityPlan } from './prepareEquity.js';
import { createTally, type Tally } from './Tally.js';

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
}

interface HandTables {
  hi: Int32Array;
  lo: Int32Array | null;
  ranks: number[];
}

const SUIT_UNIT = new Int32Array(52).map((_, c) => 1 << (4 * (c & 3)));

/** Whether every rank present in the deck has all four suits (so suits can be chosen freely). */
function fullSuits(deck: readonly Card[]): number[] | null {
  const suits = new Map<number, number>();
  for (const c of deck) suits.set(c >> 2, (suits.get(c >> 2) ?? 0) | (1 << (c & 3)));
  for (const m of suits.values()) if (m !== 15) return null;
  return [...suits.keys()].sort((a, b) => a - b);
}

/**
 * Real cards for given hole and board ranks, with suits spread so that no five share a suit: the
 * value of such cards is the best hand of those ranks that is not a flush.
 */
function synthesize(holeRanks: readonly number[], boardRanks: ArrayLike<number>, boardLen: number): { hole: Card[]; board: Card[] } {
  const counts = new Map<number, number>();
  for (const r of holeRanks) counts.set(r, (counts.get(r) ?? 0) + 1);
  for (let i = 0; i < boardLen; i++) counts.set(boardRanks[i]!, (counts.get(boardRanks[i]!) ?? 0) + 1);
  const load = [0, 0, 0, 0];
  const queue = new Map<number, Card[]>();
  for (const [r, c] of counts) {
    const order = [0, 1, 2, 3].sort((a, b) => load[a]! - load[b]! || a - b).slice(0, c);
    for (const s of order) load[s]! += 1;
    queue.set(r, order.map((s) => r * 4 + s));
  }
  const hole = holeRanks.map((r) => queue.get(r)!.shift()!);
  const board: Card[] = [];
  for (let i = 0; i < boardLen; i++) board.push(queue.get(boardRanks[i]!)!.shift()!);
  return { hole, board };
}

function popcount(m: number): number {
  let n = 0;
  while (m !== 0) {
    m &= m - 1;
    n++;
  }
  return n;
}

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
 * has at most 7 cards; otherwise each hand is evaluated directly on each runout.
 * @internal
 */
export function createScorer(plan: EquityPlan, forceDirect = false): Scorer {
  const { variant, hands, boardSize } = plan;
  const n = hands.length;
  const rule = variant.selection;
  const ranking = variant.ranking;
  const options = variant.rankingOptions;
  const hiLo = variant.low === 'eight-or-better';
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

  const settle = (): void => {
    tally.runouts++;
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
        wins[who]!++;
        sq[who]! += 1;
        return;
      }
      const inv = 1 / nb;
      for (let p = 0; p < n; p++) {
        if (vals[p] === best) {
          ties[p]!++;
          pieces[p * width + nb]!++;
          sq[p]! += inv * inv;
        }
      }
      return;
    }
    if (nb === 1 && nl === 1 && who === wl) {
      wins[who]!++;
      sq[who]! += 1;
      return;
    }
    for (let p = 0; p < n; p++) {
      if (vals[p] === best) {
        share[p]! += 0.5 / nb;
        pieces[p * width + 2 * nb]!++;
      }
      if (lows[p] === bestLo) {
        share[p]! += 0.5 / nl;
        pieces[p * width + 2 * nl]!++;
      }
    }
    for (let p = 0; p < n; p++) {
      const s = share[p]!;
      if (s > 0) {
        ties[p]!++;
        sq[p]! += s * s;
        share[p] = 0;
      }
    }
  };

  const deck = variantDeck(variant);
  const deckRanks = fullSuits(deck);
  const fast = !forceDirect && deckRanks !== null && boardSize <= 7 && variant.holeCards + boardSize <= 16;

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
          vals[p] = strengthOf(hands[p]!, board, rule, ranking, options);
          if (hiLo) lows[p] = lowStrengthOf(hands[p]!, board, rule);
        }
        settle();
      },
    };
  }

  const index: MultisetIndex = multisetIndex(deckRanks, boardSize);
  const { base, loRank, ranks: boardRanks } = index;
  const byHoleRanks = new Map<string, HandTables>();
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
  const loTabs = tables.map((t) => t.lo ?? new Int32Array(0));
  const rankView = (bi: number): Uint8Array => boardRanks.subarray(bi * boardSize, bi * boardSize + boardSize);
  const fillHi = (p: number, bi: number): number => {
    const t = tables[p]!;
    const cards = synthesize(t.ranks, rankView(bi), boardSize);
    const v = strengthOf(cards.hole, cards.board, rule, ranking, options);
    t.hi[bi] = v;
    return v;
  };
  const fillLo = (p: number, bi: number): number => {
    const t = tables[p]!;
    const cards = synthesize(t.ranks, rankView(bi), boardSize);
    const v = lowStrengthOf(cards.hole, cards.board, rule);
    t.lo![bi] = v;
    return v;
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
  const any = rule === 'any';
  const selHole = any ? 0 : rule.hole;
  const selBoard = any ? 0 : rule.board;
  const need = any ? Math.max(0, 5 - variant.holeCards) : selBoard;
  const flushAdd = need > 0 ? (8 - need) * 0x1111 : 0;
  const flush5 = new Int32Array(8192).fill(-1);
  const valueOf5 = (mask: number): number => {
    let v = flush5[mask]!;
    if (v >= 0) return v;
    const cards: Card[] = [];
    for (let r = 0; r < 13; r++) if (mask & (1 << r)) cards.push(r * 4 + 3);
    v = any ? strengthOf([], cards, rule, ranking, options) : strengthOf(cards.slice(0, selHole), cards.slice(selHole), rule, ranking, options);
    flush5[mask] = v;
    return v;
  };
  const flushMany = new Int32Array(8192).fill(-1);
  const valueOfAny = (mask: number): number => {
    let v = flushMany[mask]!;
    if (v >= 0) return v;
    if (popcount(mask) === 5) v = valueOf5(mask);
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
      if (any) {
        for (let p = 0; p < n; p++) {
          if (holeCount[p * 4 + s]! + bc >= 5) {
            const f = valueOfAny(bm | holeMask[p * 4 + s]!);
            if (f > vals[p]!) vals[p] = f;
          }
        }
      } else {
        let boardSubs: number[] | null = null;
        for (let p = 0; p < n; p++) {
          const hs = holeSubsets[p * 4 + s]!;
          if (hs.length === 0) continue;
          boardSubs ??= subsets(bm, selBoard);
          let f = vals[p]!;
          for (const hm of hs) for (const bsub of boardSubs) {
            const w = valueOf5(hm | bsub);
            if (w > f) f = w;
          }
          vals[p] = f;
        }
      }
    }
  };

  return {
    reset,
    fast: true,
    cardLo: index.cardLo,
    cardHi: index.cardHi,
    cardSuit: SUIT_UNIT,
    board,
    leaf(lo: number, hi: number, sp: number): void {
      const bi = base[hi]! + loRank[lo]!;
      for (let p = 0; p < n; p++) {
        let v = hiTabs[p]![bi]!;
        if (v < 0) v = fillHi(p, bi);
        vals[p] = v;
      }
      const cand = need > 0 ? (sp + flushAdd) & 0x8888 : 0x8888;
      if (cand !== 0) flushPass(cand);
      if (hiLo) {
        for (let p = 0; p < n; p++) {
          let l = loTabs[p]![bi]!;
          if (l < 0) l = fillLo(p, bi);
          lows[p] = l;
        }
      }
      settle();
    },
  };
}
