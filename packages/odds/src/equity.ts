import type { Card } from '@pokerchart/cards';
import { RANKING_NAMES } from '@pokerchart/evaluator';
import type { Range } from './parseRange.js';
import { type RangeParseError, OddsInputError } from './errors.js';
import { type EXACT_RANGE_WORK, rangeEquity } from './rangeEquity.js';
import { type EquityOptions, type EquityResult, tallyToHands } from './EquityResult.js';
import { createScorer } from './createScorer.js';
import { type EquityPlan, checkVariant, prepareEquity } from './prepareEquity.js';
import { isRange, readPlayer, readCards } from './readCards.js';
import { runHere, sampleStreams, type EquityJob, runInWorkers, workerSupport } from './runEquity.js';

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

/** The input of {@link boardsEquity}: as {@link EquityOptions}, with the cards of every board. */
export interface BoardsEquityOptions extends Omit<EquityOptions, 'board' | 'onProgress'> {
  /**
   * The cards dealt so far on each board, board 1 first (R230); boards left out have no cards yet.
   * At most the variant's `boards` (default 1) entries.
   */
  boards?: readonly (string | readonly Card[])[];
}

/** The output of {@link boardsEquity}. */
export interface BoardsEquityResult {
  /** Per board, board 1 first: each hand's chance to win, tie and lose that board's part of the pot, as {@link equity} gives it. */
  boards: EquityResult[];
  /**
   * Per hand, in the order given: its share of the whole pot, the mean of its equities on the
   * boards (each pot is split in equal parts, one per board, R231), with the standard error when
   * any board was sampled (Monte Carlo).
   */
  hands: { equity: number; stdError?: number }[];
}

/**
 * Equity in a game with several boards (R230, R231): each hand's equity on each board, and
 * overall. Each pot is divided into one equal part per board and each part is won on its own
 * board, so a hand's share of the pot is the mean of its shares of the parts; and a board's cards,
 * dealt from the same deck as the other boards, are a uniform draw from the cards not seen, so the
 * equity on a board is {@link equity} on that board with the other boards' known cards dead. Exact
 * whenever each board's {@link equity} is (the odd chip of R231 aside); Monte Carlo boards use
 * seeds `seed`, `seed + 1`, … in board order.
 *
 * @example
 * ```ts
 * const doubleBoard = defineVariant({ ...texasHoldem, id: 'double-board-holdem', name: "Double-board Hold'em", boards: 2 });
 * const r = await boardsEquity({ variant: doubleBoard, hands: ['AhAs', '9c8c'], boards: ['Kd7c2c4s', 'Jc Tc 3h 2d'] });
 * // r.boards[0].hands[0].equity: the aces on board 1; r.hands[0].equity: their share of the whole pot
 * ```
 * @throws {@link OddsInputError} as {@link equity} does, and `TOO_MANY_BOARD_CARDS` for more boards than the variant deals.
 */
export async function boardsEquity(options: BoardsEquityOptions): Promise<BoardsEquityResult> {
  const variant = checkVariant(options.variant);
  const count = variant.boards ?? 1;
  const given = options.boards ?? [];
  if (!Array.isArray(given)) throw new OddsInputError('BAD_OPTION', 'boards must be a list of boards (card strings or card lists), board 1 first');
  if (given.length > count) {
    throw new OddsInputError('TOO_MANY_BOARD_CARDS', `${given.length} boards given, but ${variant.name} deals ${count} (R230)`);
  }
  const boards = Array.from({ length: count }, (_, b) => readCards(given[b], `board ${b + 1}`));
  const dead = readCards(options.dead, 'dead cards');
  const seed = options.seed ?? 1;
  const { boards: _boards, ...rest } = options;
  const results: EquityResult[] = [];
  for (let b = 0; b < count; b++) {
    // the other boards' cards are out of this board's deck
    const others = boards.flatMap((cards, i) => (i === b ? [] : cards));
    results.push(await equity({ ...rest, variant, board: boards[b]!, dead: [...dead, ...others], seed: seed + b }));
  }
  const hands = results[0]!.hands.map((_, h) => {
    const mean = results.reduce((t, r) => t + r.hands[h]!.equity, 0) / count;
    const sampled = results.some((r) => r.hands[h]!.stdError !== undefined);
    const variance = results.reduce((t, r) => t + (r.hands[h]!.stdError ?? 0) ** 2, 0) / (count * count);
    return sampled ? { equity: mean, stdError: Math.sqrt(variance) } : { equity: mean };
  });
  return { boards: results, hands };
}
