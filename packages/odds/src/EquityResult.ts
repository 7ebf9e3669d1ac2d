import type { Card } from '@pokerchart/cards';
import type { VariantDescriptor } from '@pokerchart/engine';
import type { Range } from './parseRange.js';

/** How far a long {@link equity} run has got, passed to {@link EquityOptions.onProgress}. */
export interface EquityProgress {
  /** Runouts evaluated so far. */
  done: number;
  /** Runouts the run will evaluate in all (the exact count, or the Monte Carlo samples). */
  total: number;
}

/** The input of {@link equity}. */
export interface EquityOptions {
  /**
   * The variant: a built-in descriptor from `@pokerchart/variants` or your own from
   * `defineVariant`. Its deck, hole-card count, selection rule, ranking, ranking options and low
   * half are used, and the board has as many cards as its streets deal in all.
   */
  variant: VariantDescriptor;
  /**
   * One entry per player (at least two): known hole cards (`'AhAs'`, card codes), each exactly
   * `variant.holeCards` cards, or a range: a {@link Range} or range text in PokerStove notation
   * (`'QQ+, AKs'`, see {@link parseRange}). Text that reads as cards is a known hand; a known hand
   * is a one-hand range. With ranges, the players' hands are weighted uniformly over every
   * combination of one hand each that shares no card (times the hands' weights), and a range
   * loses the hands that use a board card, a dead card or another player's known card.
   */
  hands: readonly (string | readonly Card[] | Range)[];
  /** Board cards already dealt (none to the variant's full board). Default none. */
  board?: string | readonly Card[];
  /** Cards known to be out of play (burned, folded and seen): never dealt on the board. Default none. */
  dead?: string | readonly Card[];
  /**
   * `true`: enumerate every remaining board, however many; `false`: Monte Carlo; default: exact
   * when the remaining boards number at most {@link EXACT_RUNOUT_LIMIT}, Monte Carlo otherwise.
   * With ranges, the default is exact when the work fits {@link EXACT_RANGE_WORK}.
   */
  exact?: boolean;
  /** Monte Carlo only: how many random boards to deal. Default {@link DEFAULT_SAMPLES}. */
  samples?: number;
  /** Monte Carlo only: the random seed (a safe integer). The same seed and threads give the same result. Default 1. */
  seed?: number;
  /**
   * Worker threads to use (Node.js only; loaded on demand). Default 1: run in the calling thread.
   * Runs with ranges always use the calling thread (and say `threads: 1`).
   * Exact results are identical whatever the count; Monte Carlo results depend on seed and count.
   * Where workers are not available (a browser, or the package run from its TypeScript sources
   * without a build), the run falls back to one thread and {@link EquityResult.threads} says so.
   */
  threads?: number;
  /**
   * Called during a run after each block of runouts (16,384 samples, or a chunk of the
   * enumeration) and at the end with `done === total`. A single-threaded run also yields to the
   * event loop about every 50 ms, so a progress display can update.
   */
  onProgress?: (progress: EquityProgress) => void;
}

/**
 * One player's share of the outcomes, every field a fraction in `[0, 1]`.
 *
 * Each runout (remaining board) counts once. In a hi-lo variant each runout's pot is split in a
 * high half and a low half (R168), unless no hand qualifies for low, when the high hand takes all.
 */
export interface HandEquity {
  /** Share of runouts this hand wins the whole pot alone (in hi-lo: scoops). */
  win: number;
  /** Share of runouts this hand gets part of the pot but not all of it (a tie, or one half of a hi-lo pot, or a quarter). */
  tie: number;
  /** Share of runouts this hand gets nothing. `win + tie + lose = 1`. */
  lose: number;
  /** Expected share of the pot: ties split, a hi-lo half is worth one half, a quarter one quarter. The hands' equities sum to 1. */
  equity: number;
  /** Monte Carlo only: the standard error of {@link HandEquity.equity} (one standard deviation). */
  stdError?: number;
}

/** The output of {@link equity}. */
export interface EquityResult {
  /** Whether every remaining board was enumerated (`true`) or boards were sampled (`false`). */
  exact: boolean;
  /** Runouts evaluated: every remaining board when exact, the number of samples otherwise. */
  runouts: number;
  /** Monte Carlo only: the largest standard error among the hands' equities. */
  stdError?: number;
  /** Per hand, in the order given. */
  hands: HandEquity[];
  /**
   * Ranges only, exact runs: the matchups weighed, i.e. the combinations of one hand per player
   * that share no card (each counted once, whatever its weight). `runouts` is then this number
   * times the runouts of each matchup.
   */
  matchups?: number;
  /** Monte Carlo only: the seed used. */
  seed?: number;
  /** Threads that did the work (1 when workers were not requested or not available). */
  threads: number;
}

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
