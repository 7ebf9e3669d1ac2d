import type { Card } from '@pokerchart/cards';
import type { VariantDescriptor } from '@pokerchart/engine';
import type { Range } from './Range.js';

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
