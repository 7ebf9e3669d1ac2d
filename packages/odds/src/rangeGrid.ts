import { type Card, createRng } from '@pokerchart/cards';
import { type VariantDescriptor, variantDeck } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { binomial, checkVariant } from './prepareEquity.js';
import { boardMajor } from './boardMajor.js';
import type { EquityProgress } from './EquityResult.js';
import { HAND_CLASSES, parseRange, type Range } from './parseRange.js';
import { OddsInputError } from './errors.js';
import { EXACT_RANGE_WORK, rangePlayers } from './rangeEquity.js';
import { readCards, readPlayer } from './readCards.js';

/** Random boards {@link rangeGrid} deals per run when it cannot enumerate them (each serves all 169 cells). */
export const GRID_SAMPLES = 4000;

/** The input of {@link rangeGrid}. */
export interface RangeGridOptions {
  /** A variant with two hole cards (Hold'em, short deck, your own). Default `texasHoldem`. */
  variant?: VariantDescriptor;
  /** The opponents: one range (text or {@link Range}) or known hand, or a list of ranges and known hands. */
  against: string | Range | readonly Card[] | readonly (string | readonly Card[] | Range)[];
  /** Board cards already dealt. */
  board?: string | readonly Card[];
  /** Cards out of play. */
  dead?: string | readonly Card[];
  /**
   * `true`: enumerate every runout; `false`: deal {@link RangeGridOptions.samples} random boards;
   * default: exact when there are no more runouts than `samples` (a random board costs as much as
   * an enumerated one, so enumerating is then cheaper: the flop, the turn and the river whatever
   * the ranges), or when the runouts times the hands and matchups stay within
   * {@link EXACT_RANGE_WORK}; random boards otherwise (before the flop).
   */
  exact?: boolean;
  /** Random boards to deal (default {@link GRID_SAMPLES}). */
  samples?: number;
  /** The random seed (default 1). */
  seed?: number;
  /** Progress in runouts. */
  onProgress?: (progress: EquityProgress) => void;
}

/** One cell of a {@link RangeGrid}: a starting-hand class against the opponents. */
export interface RangeGridCell {
  /** The class: `'AA'`, `'AKs'`, `'AKo'`. */
  label: string;
  /** Its combinations left after card removal (0: the class is impossible here). */
  combos: number;
  /** Its equity against the opponents (ties split), or null when `combos` is 0. */
  equity: number | null;
  /** Share of outcomes won alone, and split; null when `combos` is 0. */
  win: number | null;
  tie: number | null;
  /** Random boards only: the standard error of `equity`. */
  stdError?: number;
}

/** The result of {@link rangeGrid}: 13 rows of 13 cells, laid out as {@link HAND_CLASSES}. */
export interface RangeGrid {
  /** Every runout enumerated (`true`) or random boards (`false`). */
  exact: boolean;
  /** Runouts looked at (each serves every cell). */
  runouts: number;
  /** Random boards only: the seed. */
  seed?: number;
  /** `cells[row][col]`, aces first: pairs on the diagonal, suited above, offsuit below. */
  cells: RangeGridCell[][];
}

/**
 * The equity of each of the 169 starting-hand classes against one or more opponents' ranges on a
 * given board: the 13x13 grid of range tools, as numbers. Each cell is the equity of the class as a
 * range (its combinations that survive card removal, equally likely) against the opponents, with
 * the same conditional weighting as {@link equity}. Runout by runout: every hand is valued once
 * per runout and serves every cell, so a whole grid costs about one range-vs-range run.
 *
 * @example
 * ```ts
 * const g = await rangeGrid({ against: 'JJ-88', board: 'Kd7c2h' });
 * g.cells[0][0];   // { label: 'AA', combos: 6, equity: 0.9…, … }
 * ```
 * @throws {@link OddsInputError} as {@link equity} does, and `HOLE_CARD_COUNT` for a variant without two hole cards.
 */
export async function rangeGrid(options: RangeGridOptions): Promise<RangeGrid> {
  const variant = checkVariant(options.variant ?? texasHoldem);
  if (variant.holeCards !== 2) {
    throw new OddsInputError('HOLE_CARD_COUNT', `the range grid is for two-card games; ${variant.name} deals ${variant.holeCards} hole cards`);
  }
  // one range (text or object) or one known hand as card codes, or a list of them
  const one = typeof options.against === 'string' || !Array.isArray(options.against) || (options.against.length > 0 && options.against.every((x) => typeof x === 'number'));
  const against = (one ? [options.against] : options.against) as readonly (string | readonly Card[] | Range)[];
  if (against.length === 0) throw new OddsInputError('TOO_FEW_HANDS', 'the grid needs at least one opponent range');
  const opponents = against.map((a, i) => readPlayer(a, `hand ${i + 2}`));
  const board = readCards(options.board, 'board');
  const dead = readCards(options.dead, 'dead cards');
  const boardSize = variant.streets.reduce((n, s) => n + s.board, 0);
  if (board.length > boardSize) {
    throw new OddsInputError('TOO_MANY_BOARD_CARDS', `the board has ${board.length} cards; ${variant.name} deals at most ${boardSize} board cards`);
  }
  const players = rangePlayers(variant, [parseRange('random'), ...opponents], board, dead);
  const hero = players[0]!.hands;
  const groupOf = Int32Array.from(hero, (h) => classIndex(h.cards));
  const deck = variantDeck(variant);
  const out = new Set([...board, ...dead]);
  const pool = deck.filter((c) => !out.has(c));
  const toCome = boardSize - board.length;
  let sizes = 0;
  let product = 1;
  for (const p of players) {
    sizes += p.hands.length;
    product *= p.hands.length;
  }
  const runoutsAll = binomial(pool.length, toCome);
  const samples = options.samples ?? GRID_SAMPLES;
  if (!Number.isSafeInteger(samples) || samples < 1) throw new OddsInputError('BAD_OPTION', `samples must be a positive integer, got ${String(samples)}`);
  const seed = options.seed ?? 1;
  if (!Number.isSafeInteger(seed)) throw new OddsInputError('BAD_OPTION', `seed must be a safe integer, got ${String(seed)}`);
  // a random board costs as much as an enumerated one (every hand valued, every matchup settled),
  // so enumerating is the cheaper choice whenever there are no more runouts than samples
  const exact = options.exact ?? (runoutsAll <= samples || runoutsAll * (sizes + product) <= EXACT_RANGE_WORK);
  const total = exact ? runoutsAll : samples;
  let last = Date.now();
  const sums = await boardMajor({
    variant,
    board,
    pool,
    players: players.map((p) => p.hands),
    groupOf,
    groups: 169,
    ...(exact ? {} : { samples: { count: samples, rng: createRng(seed) } }),
    onBlock: async (done) => {
      options.onProgress?.({ done, total });
      if (Date.now() - last >= 50) {
        last = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
  });
  const combos = new Int32Array(169);
  for (const g of groupOf) combos[g]!++;
  const cells = HAND_CLASSES.map((row, r) =>
    row.map((label, c): RangeGridCell => {
      const g = r * 13 + c;
      const s = sums[g]!;
      if (combos[g] === 0 || s.weight === 0) return { label, combos: combos[g]!, equity: null, win: null, tie: null };
      const cell: RangeGridCell = { label, combos: combos[g]!, equity: s.share[0]! / s.weight, win: s.win[0]! / s.weight, tie: s.tie[0]! / s.weight };
      if (!exact) {
        // ratio estimator over boards: var(X/Y) ≈ Σ(x - R y)² / (Σy)², with n/(n-1)
        const R = s.sx / s.sy;
        const ss = Math.max(0, s.sxx - 2 * R * s.sxy + R * R * s.syy);
        cell.stdError = s.boards > 1 ? Math.sqrt((ss * s.boards) / (s.boards - 1)) / s.sy : 0.5;
      }
      return cell;
    }),
  );
  return { exact, runouts: total, ...(exact ? {} : { seed }), cells };
}

/** Row * 13 + column of a two-card hand's class in {@link HAND_CLASSES}. */
function classIndex(cards: readonly Card[]): number {
  const [x, y] = cards[0]! >= cards[1]! ? [cards[0]!, cards[1]!] : [cards[1]!, cards[0]!];
  const a = 12 - (x >> 2);
  const b = 12 - (y >> 2);
  if (a === b) return a * 13 + a;
  return (x & 3) === (y & 3) ? a * 13 + b : b * 13 + a;
}
