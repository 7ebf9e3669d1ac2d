import type { HandEquity } from './EquityResult.js';

/**
 * Integer counts of outcomes per hand, so that results add up exactly across chunks and threads.
 * `pieces[p * width + d]` counts the runouts where hand `p` received a `1/d` part of the pot (a
 * `d`-way tie, or `d = 2k` for a `k`-way share of a hi-lo half). `sq` sums squared pot shares for
 * the Monte Carlo standard error.
 * @internal
 */
export interface Tally {
  players: number;
  runouts: number;
  wins: Float64Array;
  ties: Float64Array;
  pieces: Float64Array;
  sq: Float64Array;
}

/** A zeroed tally for `players` hands. @internal */
export function createTally(players: number): Tally {
  return {
    players,
    runouts: 0,
    wins: new Float64Array(players),
    ties: new Float64Array(players),
    pieces: new Float64Array(players * (2 * players + 1)),
    sq: new Float64Array(players),
  };
}

/** Adds `from` into `into`. @internal */
export function mergeTally(into: Tally, from: Tally): void {
  into.runouts += from.runouts;
  for (let i = 0; i < into.wins.length; i++) into.wins[i]! += from.wins[i]!;
  for (let i = 0; i < into.ties.length; i++) into.ties[i]! += from.ties[i]!;
  for (let i = 0; i < into.pieces.length; i++) into.pieces[i]! += from.pieces[i]!;
  for (let i = 0; i < into.sq.length; i++) into.sq[i]! += from.sq[i]!;
}

/** Turns counts into shares; with `withError`, adds each hand's standard error. @internal */
export function tallyToHands(t: Tally, withError: boolean): HandEquity[] {
  const n = t.runouts;
  const width = 2 * t.players + 1;
  const out: HandEquity[] = [];
  for (let p = 0; p < t.players; p++) {
    let share = t.wins[p]!;
    for (let d = 2; d < width; d++) share += t.pieces[p * width + d]! / d;
    const equity = n === 0 ? 0 : share / n;
    const hand: HandEquity = {
      win: n === 0 ? 0 : t.wins[p]! / n,
      tie: n === 0 ? 0 : t.ties[p]! / n,
      lose: n === 0 ? 0 : (n - t.wins[p]! - t.ties[p]!) / n,
      equity,
    };
    if (withError) {
      const variance = n > 1 ? Math.max(0, (t.sq[p]! - n * equity * equity) / (n - 1)) : 0;
      hand.stdError = Math.sqrt(variance / Math.max(1, n));
    }
    out.push(hand);
  }
  return out;
}
