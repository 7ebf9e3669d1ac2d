import type { Card } from '@pokerchart/cards';
import type { VariantDescriptor } from '@pokerchart/engine';

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
  /** The known hole cards, one entry per player (at least two), each exactly `variant.holeCards` cards. */
  hands: readonly (string | readonly Card[])[];
  /** Board cards already dealt (none to the variant's full board). Default none. */
  board?: string | readonly Card[];
  /** Cards known to be out of play (burned, folded and seen): never dealt on the board. Default none. */
  dead?: string | readonly Card[];
  /**
   * `true`: enumerate every remaining board, however many; `false`: Monte Carlo; default: exact
   * when the remaining boards number at most {@link EXACT_RUNOUT_LIMIT}, Monte Carlo otherwise.
   */
  exact?: boolean;
  /** Monte Carlo only: how many random boards to deal. Default {@link DEFAULT_SAMPLES}. */
  samples?: number;
  /** Monte Carlo only: the random seed (a safe integer). The same seed and threads give the same result. Default 1. */
  seed?: number;
  /**
   * Worker threads to use (Node.js only; loaded on demand). Default 1: run in the calling thread.
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
