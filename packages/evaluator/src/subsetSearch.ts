import type { Card } from '@pokerchart/cards';
import type { SelectionRule } from './Ranking.js';

/**
 * A search over the allowed k-card subsets of hole and board cards, with its own scratch arrays
 * (one per ranking, so rankings may call each other). @internal
 */
export interface SubsetSearch {
  /**
   * The highest `value` over every allowed k-subset (any k of all the cards for `'any'`,
   * exactly `rule.hole` hole and `rule.board` board cards otherwise), or 0 when none is above 0.
   * `value` receives a scratch array of k cards that it must not keep. With `record`, the best
   * subset is copied into {@link SubsetSearch.picked}.
   */
  best(hole: readonly Card[], board: readonly Card[], rule: SelectionRule, value: (cards: Card[]) => number, record: boolean): number;
  /** The cards of the best subset of the last recording call. */
  readonly picked: Card[];
}

/** A {@link SubsetSearch} over k-card subsets. @internal */
export function createSubsetSearch(k: number): SubsetSearch {
  const cur: Card[] = new Array<Card>(k).fill(0);
  const picked: Card[] = new Array<Card>(k).fill(0);
  let all: Card[] = new Array<Card>(16).fill(0);
  return {
    picked,
    best(hole, board, rule, value, record) {
      let best = 0;
      if (rule === 'any') {
        const n = hole.length + board.length;
        if (all.length < n) all = new Array<Card>(2 * n).fill(0);
        for (let i = 0; i < hole.length; i++) all[i] = hole[i]!;
        for (let i = 0; i < board.length; i++) all[hole.length + i] = board[i]!;
        const size = Math.min(k, n);
        if (size < k) cur.length = size;
        const c = combos(n, size);
        let p = 0;
        for (let s = 0; s < c.count; s++) {
          for (let t = 0; t < size; t++) cur[t] = all[c.pos[p++]!]!;
          const v = value(cur);
          if (v > best) {
            best = v;
            if (record) {
              picked.length = size;
              for (let t = 0; t < size; t++) picked[t] = cur[t]!;
            }
          }
        }
        cur.length = k;
        return best;
      }
      const h = rule.hole;
      const b = rule.board;
      const ch = combos(hole.length, h);
      const cb = combos(board.length, b);
      let pb = 0;
      for (let j = 0; j < cb.count; j++, pb += b) {
        for (let t = 0; t < b; t++) cur[t] = board[cb.pos[pb + t]!]!;
        let ph = 0;
        for (let i = 0; i < ch.count; i++, ph += h) {
          for (let t = 0; t < h; t++) cur[b + t] = hole[ch.pos[ph + t]!]!;
          const v = value(cur);
          if (v > best) {
            best = v;
            if (record) {
              picked.length = k;
              for (let t = 0; t < k; t++) picked[t] = cur[t]!;
            }
          }
        }
      }
      return best;
    },
  };
}

/** Every k-subset of n positions, as {@link combos} lists them (lexicographic order). */
export interface Combos {
  /** How many subsets: C(n, k). */
  count: number;
  /** The positions of each subset, k per subset, one subset after the other. */
  pos: Int8Array;
  /** Each subset as a bit mask of positions. */
  pick: Int32Array;
}
const combosCache = new Map<number, Combos>();

/**
 * Every k-subset of the positions `0..n-1` (n <= 30) in lexicographic order, computed once per
 * (n, k) and shared: read it, never change it. The one subset walker of the evaluator and the odds
 * (the Omaha and exact-rule selections of R160, the five-card subsets of an equity scorer).
 *
 * @example
 * ```ts
 * combos(4, 2).pos; // Int8Array [0,1, 0,2, 0,3, 1,2, 1,3, 2,3]
 * ```
 */
export function combos(n: number, k: number): Combos {
  const id = n * 32 + k;
  const hit = combosCache.get(id);
  if (hit !== undefined) return hit;
  const pos: number[] = [];
  const pick: number[] = [];
  const stack: number[] = [];
  const rec = (from: number): void => {
    if (stack.length === k) {
      pos.push(...stack);
      pick.push(stack.reduce((m, p) => m | (1 << p), 0));
      return;
    }
    for (let i = from; i <= n - (k - stack.length); i++) {
      stack.push(i);
      rec(i + 1);
      stack.pop();
    }
  };
  rec(0);
  const made = { count: pick.length, pos: Int8Array.from(pos), pick: Int32Array.from(pick) };
  combosCache.set(id, made);
  return made;
}
