import type { Card } from '@pokerchart/cards';
import { RANKING_NAMES } from '@pokerchart/evaluator';
import type { Range } from './Range.js';
import type { RangeParseError } from './RangeParseError.js';
import type { EXACT_RANGE_WORK } from './rangeEquity.js';
import type { EquityOptions } from './EquityOptions.js';
import type { EquityResult } from './EquityResult.js';
import { createScorer } from './createScorer.js';
import { OddsInputError } from './OddsInputError.js';
import { type EquityPlan, checkVariant, prepareEquity } from './prepareEquity.js';
import { rangeEquity } from './rangeEquity.js';
import { isRange, readPlayer } from './readPlayer.js';
import { readCards } from './readCards.js';
import { runHere, sampleStreams, type EquityJob } from './runEquity.js';
import { runInWorkers, workerSupport } from './runInWorkers.js';
import { tallyToHands } from './Tally.js';

/**
 * By default {@link equity} enumerates every remaining board when there are at most this many
 * (2,000,000: heads-up Hold'em before the flop has 1,712,304 and heads-up Omaha 1,086,008), and
 * samples boards (Monte Carlo) beyond it. Pass `exact: true` to enumerate anyway.
 */
export const EXACT_RUNOUT_LIMIT = 2_000_000;

/** Random boards {@link equity} deals in Monte Carlo mode when `samples` is not given (standard error about 0.16% on an even spot). */
export const DEFAULT_SAMPLES = 100_000;

function positiveInteger(value: unknown, name: string, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new OddsInputError('BAD_OPTION', `${name} must be an integer from 1 to ${max}, got ${String(value)}`);
  }
  return value;
}

/**
 * Each hand's chance to win, tie and lose, and its share of the pot (equity), over every way the
 * board can still run out (exact), or over random boards (Monte Carlo) when there are more than
 * {@link EXACT_RUNOUT_LIMIT} of them. Works for any variant descriptor: its deck, hole cards,
 * selection rule, ranking and ranking options, and its board size (the sum of its streets' board
 * cards). In a hi-lo variant each pot is split between the best high hand and the best qualifying
 * low (R168), and ties and quarters count as the parts of the pot they win.
 *
 * Any entry of `hands` may be a range (`'QQ+, AKs'`, or a {@link Range}): the players' hands are
 * then weighted uniformly over every combination of one hand each that shares no card (times the
 * hands' weights), exact when the work fits {@link EXACT_RANGE_WORK}, else Monte Carlo.
 *
 * Exact results are the same whatever `threads` is; Monte Carlo results depend only on `seed`,
 * `samples` and `threads`.
 *
 * @example
 * ```ts
 * import { texasHoldem } from '@pokerchart/variants';
 * const r = await equity({ variant: texasHoldem, hands: ['AhAs', 'KdKc'] });
 * // r.exact === true, r.runouts === 1712304, r.hands[0].win ≈ 0.81065, r.hands[0].tie ≈ 0.00382
 * ```
 * @throws {@link OddsInputError} for duplicate cards, wrong hole-card counts, cards outside the
 *   variant's deck, too many board cards, fewer than two hands, or an option out of range; for
 *   a range that cannot be read ({@link RangeParseError}) or that card removal empties.
 */
export async function equity(options: EquityOptions): Promise<EquityResult> {
  if (options !== null && typeof options === 'object' && Array.isArray(options.hands) && options.hands.length >= 2) {
    const players = options.hands.map((h, i) => readPlayer(h, `hand ${i + 1}`));
    if (players.some(isRange)) return equityOfRanges(options, players);
  }
  const plan = prepareEquity(options as EquityOptions & { hands: readonly (string | readonly Card[])[] });
  if (options.exact !== undefined && typeof options.exact !== 'boolean') {
    throw new OddsInputError('BAD_OPTION', `exact must be true, false or left out, got ${String(options.exact)}`);
  }
  const threads = options.threads === undefined ? 1 : positiveInteger(options.threads, 'threads', 256);
  const samples = options.samples === undefined ? DEFAULT_SAMPLES : positiveInteger(options.samples, 'samples', 1e10);
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed)) throw new OddsInputError('BAD_OPTION', `seed must be a safe integer, got ${String(seed)}`);
  const exact = options.exact ?? plan.runouts <= EXACT_RUNOUT_LIMIT;
  const job: EquityJob = exact ? { kind: 'exact' } : { kind: 'sample', streams: sampleStreams(seed, threads, samples) };
  const total = exact ? plan.runouts : samples;

  const support = threads > 1 ? await workerSupport() : null;
  let used = 1;
  let tally;
  const scorer = exact ? createScorer(plan) : null;
  if (scorer?.exactByRanks()) {
    tally = scorer.reset();
    options.onProgress?.({ done: total, total });
  } else if (support && portable(plan.variant) && (job.kind === 'sample' || plan.runouts >= 2 * 16384)) {
    const run = await runInWorkers(plan, job, threads, total, support.Worker, support.url, options.onProgress);
    tally = run.tally;
    used = run.workers;
  } else {
    tally = await runHere(plan, job, total, options.onProgress, scorer ?? undefined);
  }
  const hands = tallyToHands(tally, !exact);
  const result: EquityResult = { exact, runouts: tally.runouts, hands, threads: used };
  if (!exact) {
    result.stdError = Math.max(...hands.map((h) => h.stdError ?? 0));
    result.seed = seed;
  }
  return result;
}

async function equityOfRanges(options: EquityOptions, players: (Card[] | Range)[]): Promise<EquityResult> {
  const variant = checkVariant(options.variant);
  if (options.exact !== undefined && typeof options.exact !== 'boolean') {
    throw new OddsInputError('BAD_OPTION', `exact must be true, false or left out, got ${String(options.exact)}`);
  }
  if (options.threads !== undefined) positiveInteger(options.threads, 'threads', 256);
  const samples = options.samples === undefined ? DEFAULT_SAMPLES : positiveInteger(options.samples, 'samples', 1e10);
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed)) throw new OddsInputError('BAD_OPTION', `seed must be a safe integer, got ${String(seed)}`);
  const board = readCards(options.board, 'board');
  const boardSize = variant.streets.reduce((n, s) => n + s.board, 0);
  if (board.length > boardSize) {
    throw new OddsInputError('TOO_MANY_BOARD_CARDS', `the board has ${board.length} cards; ${variant.name} deals at most ${boardSize} board cards`);
  }
  return rangeEquity({
    variant,
    players,
    board,
    dead: readCards(options.dead, 'dead cards'),
    exact: options.exact,
    samples,
    seed,
    onProgress: options.onProgress,
  });
}

/**
 * Whether worker threads can rebuild the variant's rankings: built-in names only (a ranking object
 * holds functions that cannot be sent to a worker, and a plugin's name is unknown there).
 */
function portable(variant: EquityPlan['variant']): boolean {
  const builtIn = (r: unknown): boolean => r === undefined || r === 'eight-or-better' || (RANKING_NAMES as readonly unknown[]).includes(r);
  return builtIn(variant.ranking) && builtIn(variant.low);
}
