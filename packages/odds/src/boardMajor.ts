import type { Card, Rng } from '@pokerchart/cards';
import type { VariantDescriptor } from '@pokerchart/engine';
import { getRanking } from '@pokerchart/evaluator';
import type { RangeHand } from './parseRange.js';

/** Weighted sums of one group of player 0's hands (all of them, or one grid cell). @internal */
export interface GroupSums {
  /** Total weight of the matchups counted (each matchup once per runout). */
  weight: number;
  /** Per player: weighted wins, ties and pot shares. */
  win: Float64Array;
  tie: Float64Array;
  share: Float64Array;
  /** Sampling only: per-board sums of player 0's share (x) and of the weight (y), for the error. */
  sx: number;
  sy: number;
  sxx: number;
  syy: number;
  sxy: number;
  /** Sampling only: boards on which the group had a matchup. */
  boards: number;
}

/** The input of {@link boardMajor}. @internal */
export interface BoardMajorInput {
  variant: VariantDescriptor;
  board: readonly Card[];
  /** The cards the runouts are dealt from: the deck less the board and the dead cards. */
  pool: readonly Card[];
  /** Each player's hands (none using a board or dead card). */
  players: readonly (readonly RangeHand[])[];
  /** Group index of each of player 0's hands (default: one group). */
  groupOf?: Int32Array;
  groups?: number;
  /** Every runout, or this many random runouts. */
  samples?: { count: number; rng: Rng };
  /** Called after each block of runouts with the runouts done so far; may yield. */
  onBlock?: (done: number) => Promise<void> | void;
}

function newSums(n: number): GroupSums {
  return { weight: 0, win: new Float64Array(n), tie: new Float64Array(n), share: new Float64Array(n), sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0, boards: 0 };
}

/**
 * Range equity runout by runout: for each runout (every one, or random ones), every hand of every
 * player that does not use a runout card is valued once; then every combination of one hand per
 * player that shares no card is settled with the product of the weights. Each combination meets
 * the same number of runouts (the cards left after any of them are as many), so the sums are the
 * exact weighted average over combinations and runouts. Suits the spots with few cards to come
 * and wide ranges, where one runout serves thousands of matchups.
 * @internal
 */
export async function boardMajor(input: BoardMajorInput): Promise<GroupSums[]> {
  const { variant, players } = input;
  const n = players.length;
  const rule = variant.selection;
  const ranking = getRanking(variant.ranking, variant.rankingOptions);
  const low = variant.low !== undefined ? getRanking(variant.low) : null;
  const groups = input.groups ?? 1;
  const groupOf = input.groupOf ?? new Int32Array(players[0]!.length);
  const sums = Array.from({ length: groups }, () => newSums(n));
  const boardSize = variant.streets.reduce((k, s) => k + s.board, 0);
  const start = input.board.length;
  const toCome = boardSize - start;
  const full: Card[] = [...input.board, ...new Array<number>(toCome).fill(0)];
  const onBoard = new Uint8Array(52);
  const used = new Uint8Array(52);
  const hi = players.map((h) => new Float64Array(h.length));
  const lo = players.map((h) => new Float64Array(h.length));
  const ok = players.map((h) => new Uint8Array(h.length));
  const pick = new Int32Array(n);
  const weights = players.map((h) => Float64Array.from(h, (x) => x.weight));
  const cards = players.map((h) => h.map((x) => x.cards));
  const shares = new Float64Array(n);
  const sampling = input.samples !== undefined;
  const boardX = new Float64Array(sampling ? groups : 0);
  const boardY = new Float64Array(sampling ? groups : 0);

  const settle = (w: number): void => {
    let best = -Infinity;
    let nb = 0;
    for (let p = 0; p < n; p++) {
      const v = hi[p]![pick[p]!]!;
      if (v > best) {
        best = v;
        nb = 1;
      } else if (v === best) nb++;
    }
    let bestLo = 0;
    let nl = 0;
    if (low !== null) {
      for (let p = 0; p < n; p++) {
        const l = lo[p]![pick[p]!]!;
        if (l > bestLo) {
          bestLo = l;
          nl = 1;
        } else if (l === bestLo && l > 0) nl++;
      }
    }
    for (let p = 0; p < n; p++) {
      let s = 0;
      if (hi[p]![pick[p]!] === best) s += (bestLo > 0 ? 0.5 : 1) / nb;
      if (bestLo > 0 && lo[p]![pick[p]!] === bestLo) s += 0.5 / nl;
      shares[p] = s;
    }
    const g = sums[groupOf[pick[0]!]!]!;
    g.weight += w;
    for (let p = 0; p < n; p++) {
      const s = shares[p]!;
      if (s === 1) g.win[p]! += w;
      else if (s > 0) g.tie[p]! += w;
      g.share[p]! += w * s;
    }
    if (sampling) {
      boardX[groupOf[pick[0]!]!]! += w * shares[0]!;
      boardY[groupOf[pick[0]!]!]! += w;
    }
  };

  const rec = (p: number, w: number): void => {
    if (p === n) {
      settle(w);
      return;
    }
    const cs = cards[p]!;
    const okp = ok[p]!;
    const wp = weights[p]!;
    for (let h = 0; h < cs.length; h++) {
      if (!okp[h]) continue;
      const c = cs[h]!;
      let clash = false;
      for (let i = 0; i < c.length; i++) if (used[c[i]!]) clash = true;
      if (clash) continue;
      for (let i = 0; i < c.length; i++) used[c[i]!] = 1;
      pick[p] = h;
      rec(p + 1, w * wp[h]!);
      for (let i = 0; i < c.length; i++) used[c[i]!] = 0;
    }
  };

  /** Two players: the same as rec + settle, in two flat loops. */
  const heads = (): void => {
    const [c0, c1] = cards as [Card[][], Card[][]];
    const [ok0, ok1] = ok as [Uint8Array, Uint8Array];
    const [hi0, hi1] = hi as [Float64Array, Float64Array];
    const [lo0, lo1] = lo as [Float64Array, Float64Array];
    const [w0, w1] = weights as [Float64Array, Float64Array];
    const hl = low !== null;
    for (let b = 0; b < c1.length; b++) {
      if (!ok1[b]) continue;
      const vb = c1[b]!;
      for (let i = 0; i < vb.length; i++) used[vb[i]!] = 1;
      const hb = hi1[b]!;
      const lb = lo1[b]!;
      const wb = w1[b]!;
      for (let a = 0; a < c0.length; a++) {
        if (!ok0[a]) continue;
        const va = c0[a]!;
        let clash = 0;
        for (let i = 0; i < va.length; i++) clash |= used[va[i]!]!;
        if (clash) continue;
        const w = w0[a]! * wb;
        const ha = hi0[a]!;
        let s0: number;
        if (!hl) s0 = ha > hb ? 1 : ha === hb ? 0.5 : 0;
        else {
          const la = lo0[a]!;
          const hiShare = ha > hb ? 1 : ha === hb ? 0.5 : 0;
          if (la === 0 && lb === 0) s0 = hiShare;
          else s0 = hiShare / 2 + (la > lb ? 1 : la === lb ? 0.5 : 0) / 2;
        }
        const s1 = 1 - s0;
        const gi = groupOf[a]!;
        const g = sums[gi]!;
        g.weight += w;
        if (s0 === 1) g.win[0]! += w;
        else if (s0 > 0) g.tie[0]! += w;
        if (s1 === 1) g.win[1]! += w;
        else if (s1 > 0) g.tie[1]! += w;
        g.share[0]! += w * s0;
        g.share[1]! += w * s1;
        if (sampling) {
          boardX[gi]! += w * s0;
          boardY[gi]! += w;
        }
      }
      for (let i = 0; i < vb.length; i++) used[vb[i]!] = 0;
    }
  };

  /** Values every hand on `full` and settles every matchup. */
  const score = (): void => {
    for (let p = 0; p < n; p++) {
      const cs = cards[p]!;
      const okp = ok[p]!;
      const hip = hi[p]!;
      const lop = lo[p]!;
      for (let h = 0; h < cs.length; h++) {
        const c = cs[h]!;
        let free = 1;
        for (let i = 0; i < c.length; i++) if (onBoard[c[i]!]) free = 0;
        okp[h] = free;
        if (!free) continue;
        hip[h] = ranking.strength(c, full, rule);
        if (low !== null) lop[h] = low.strength(c, full, rule);
      }
    }
    if (n === 2) heads();
    else rec(0, 1);
    if (sampling) {
      for (let g = 0; g < groups; g++) {
        const x = boardX[g]!;
        const y = boardY[g]!;
        if (y === 0) continue;
        const s = sums[g]!;
        s.sx += x;
        s.sy += y;
        s.sxx += x * x;
        s.syy += y * y;
        s.sxy += x * y;
        s.boards++;
        boardX[g] = 0;
        boardY[g] = 0;
      }
    }
  };

  const pool = Int32Array.from(input.pool);
  const m = pool.length;
  const BLOCK = 256;
  let done = 0;
  if (input.samples) {
    const { count, rng } = input.samples;
    for (let s = 0; s < count; s++) {
      for (let j = 0; j < toCome; j++) {
        const r = j + rng.int(m - j);
        const c = pool[r]!;
        pool[r] = pool[j]!;
        pool[j] = c;
        full[start + j] = c;
        onBoard[c] = 1;
      }
      score();
      for (let j = 0; j < toCome; j++) onBoard[pool[j]!] = 0;
      if (++done % BLOCK === 0) await input.onBlock?.(done);
    }
    await input.onBlock?.(done);
    return sums;
  }
  // every toCome-subset of the pool in lexicographic order of indexes, as a flat loop
  const at = Int32Array.from({ length: toCome }, (_, j) => j);
  for (;;) {
    for (let j = 0; j < toCome; j++) {
      const c = pool[at[j]!]!;
      full[start + j] = c;
      onBoard[c] = 1;
    }
    score();
    for (let j = 0; j < toCome; j++) onBoard[pool[at[j]!]!] = 0;
    if (++done % BLOCK === 0) await input.onBlock?.(done);
    let j = toCome - 1;
    while (j >= 0 && at[j] === m - toCome + j) j--;
    if (j < 0) break;
    at[j]!++;
    for (let q = j + 1; q < toCome; q++) at[q] = at[q - 1]! + 1;
  }
  await input.onBlock?.(done);
  return sums;
}
