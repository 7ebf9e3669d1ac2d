import { binomial } from './binomial.js';
import type { EquityPlan } from './prepareEquity.js';
import type { Scorer } from './createScorer.js';

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

/**
 * Scores every runout of one chunk into the scorer's tally, keeping the board's keys incremental:
 * each card is added once per loop level, not once per runout.
 * @internal
 */
export function enumerateRunouts(plan: EquityPlan, scorer: Scorer, chunk: RunoutChunk): void {
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
  if (k === 0) {
    if (chunk.from === 0) scorer.leaf(lo0, hi0, sp0);
    return;
  }
  const leaf = scorer.leaf;
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
  const firstEnd = Math.min(chunk.to, n - k + 1);
  for (let i = chunk.from; i < firstEnd; i++) {
    const c = rem[i]!;
    board[start] = c;
    if (k === 1) leaf(lo0 + cardLo[c]!, hi0 + cardHi[c]!, sp0 + cardSuit[c]!);
    else rec(start + 1, i + 1, lo0 + cardLo[c]!, hi0 + cardHi[c]!, sp0 + cardSuit[c]!);
  }
}
