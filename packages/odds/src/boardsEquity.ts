import type { Card } from '@pokerchart/cards';
import type { EquityOptions } from './EquityOptions.js';
import type { EquityResult } from './EquityResult.js';
import { equity } from './equity.js';
import { OddsInputError } from './OddsInputError.js';
import { checkVariant } from './prepareEquity.js';
import { readCards } from './readCards.js';

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
