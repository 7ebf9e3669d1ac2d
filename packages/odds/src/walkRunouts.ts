import { binomial, type EquityPlan } from './prepareEquity.js';
import type { Scorer } from './createScorer.js';
import type { Rng } from '@pokerchart/cards';

/**
 * The exact enumeration split in chunks by the index (in `plan.remaining`) of the first card of the
 * runout: chunk `[from, to)` holds every runout whose first card has an index in that range. The
 * chunks together cover every runout once, whatever way they are cut.
 * @internal
 */
export interface RunoutChunk {
  from: number;
  to: number;
  /** Number of runouts in the chunk. */
  size: number;
}

/** Cuts the runouts of a plan into chunks of roughly `target` runouts (at least one chunk). @internal */
export function runoutChunks(plan: EquityPlan, target: number): RunoutChunk[] {
  const n = plan.remaining.length;
  const k = plan.toCome;
  if (k === 0) return [{ from: 0, to: 1, size: 1 }];
  const chunks: RunoutChunk[] = [];
  let from = 0;
  let size = 0;
  for (let i = 0; i <= n - k; i++) {
    size += binomial(n - 1 - i, k - 1);
    if (size >= target || i === n - k) {
      chunks.push({ from, to: i + 1, size });
      from = i + 1;
      size = 0;
    }
  }
  return chunks;
}

/** `count` random runouts drawn with `rng` (each one `toCome` distinct cards; runouts are independent). @internal */
export interface RandomRunouts {
  rng: Rng;
  count: number;
}

/**
 * The one runout walker of the package: scores runouts into the scorer's tally, every runout of a
 * {@link RunoutChunk} (exact enumeration) or {@link RandomRunouts} (Monte Carlo). Either way it
 * fills `scorer.board` after the known cards and keeps the board's additive keys (`lo`, `hi`,
 * `sp`) up to date, starting from the known board's keys computed once: an enumerated card is
 * added once per loop level, not once per runout, and a drawn card once per draw (a partial
 * Fisher-Yates shuffle of `plan.remaining`).
 * @internal
 */
export function walkRunouts(plan: EquityPlan, scorer: Scorer, runouts: RunoutChunk | RandomRunouts): void {
  const { cardLo, cardHi, cardSuit, board } = scorer;
  const rem = Int32Array.from(plan.remaining);
  const n = rem.length;
  const k = plan.toCome;
  const start = plan.board.length;
  let lo0 = 0;
  let hi0 = 0;
  let sp0 = 0;
  for (const c of plan.board) {
    lo0 += cardLo[c]!;
    hi0 += cardHi[c]!;
    sp0 += cardSuit[c]!;
  }
  const leaf = scorer.leaf;
  if ('rng' in runouts) {
    const { rng, count } = runouts;
    for (let s = 0; s < count; s++) {
      let lo = lo0;
      let hi = hi0;
      let sp = sp0;
      for (let j = 0; j < k; j++) {
        const r = j + rng.int(n - j);
        const c = rem[r]!;
        rem[r] = rem[j]!;
        rem[j] = c;
        board[start + j] = c;
        lo += cardLo[c]!;
        hi += cardHi[c]!;
        sp += cardSuit[c]!;
      }
      leaf(lo, hi, sp);
    }
    return;
  }
  if (k === 0) {
    if (runouts.from === 0) leaf(lo0, hi0, sp0);
    return;
  }
  const last = start + k - 1;
  const rec = (pos: number, from: number, lo: number, hi: number, sp: number): void => {
    const end = n - (last - pos);
    if (pos === last) {
      for (let i = from; i < end; i++) {
        const c = rem[i]!;
        board[pos] = c;
        leaf(lo + cardLo[c]!, hi + cardHi[c]!, sp + cardSuit[c]!);
      }
      return;
    }
    for (let i = from; i < end; i++) {
      const c = rem[i]!;
      board[pos] = c;
      rec(pos + 1, i + 1, lo + cardLo[c]!, hi + cardHi[c]!, sp + cardSuit[c]!);
    }
  };
  const firstEnd = Math.min(runouts.to, n - k + 1);
  for (let i = runouts.from; i < firstEnd; i++) {
    const c = rem[i]!;
    board[start] = c;
    if (k === 1) leaf(lo0 + cardLo[c]!, hi0 + cardHi[c]!, sp0 + cardSuit[c]!);
    else rec(start + 1, i + 1, lo0 + cardLo[c]!, hi0 + cardHi[c]!, sp0 + cardSuit[c]!);
  }
}
