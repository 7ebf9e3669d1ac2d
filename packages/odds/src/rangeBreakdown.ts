import type { Card } from '@pokerchart/cards';
import { type VariantDescriptor, variantDeck } from '@pokerchart/engine';
import { type Category, CATEGORIES, getRanking } from '@pokerchart/evaluator';
import { texasHoldem } from '@pokerchart/variants';
import { OddsInputError } from './errors.js';
import { checkVariant } from './prepareEquity.js';
import type { Range } from './parseRange.js';
import { rangePlayers } from './rangeEquity.js';
import { readCards, readPlayer } from './readCards.js';

/** The input of {@link rangeBreakdown}. */
export interface RangeBreakdownOptions {
  /** A variant with two hole cards whose hand is any five cards (Hold'em, short deck, your own). Default `texasHoldem`. */
  variant?: VariantDescriptor;
  /** The range: text (`'QQ+, AKs, 76s'`, `'15%'`), a {@link Range}, or one known hand. */
  range: string | Range | readonly Card[];
  /** The board: a flop, a turn or a river (3 to 5 cards in Hold'em). */
  board: string | readonly Card[];
  /** Cards out of play (removed from the range like the board cards). */
  dead?: string | readonly Card[];
}

/** How many hands of the range fall in one line of a {@link RangeBreakdown}. */
export interface BreakdownCount {
  /** Combinations (each hand once, whatever its weight). */
  combos: number;
  /** The sum of their weights (`combos` for a range without weights). */
  weight: number;
  /** `weight` over the range's total weight: the share of the range, from 0 to 1. */
  share: number;
}

/** What a range holds on a board: see {@link rangeBreakdown}. */
export interface RangeBreakdown {
  /** The hands left after card removal. */
  combos: number;
  /** Their total weight. */
  weight: number;
  /**
   * Made hands by the category of the best five cards of hole and board, best first; every hand is
   * in exactly one category (the counts add up to `combos`).
   */
  hands: Record<Category, BreakdownCount>;
  /**
   * The `one-pair` hands split by where the pair comes from (the five lines add up to
   * `hands['one-pair']`): `overpair` a pocket pair above every board card; `topPair` a hole card
   * pairing the highest board card; `pocketPair` a pocket pair below the highest board card;
   * `lowerPair` a hole card pairing a lower board card; `boardPair` the pair is on the board and
   * neither hole card pairs.
   */
  pairs: Record<'overpair' | 'topPair' | 'pocketPair' | 'lowerPair' | 'boardPair', BreakdownCount>;
  /**
   * Draws, when cards are still to come (all zero on the river). A hand may hold several:
   * - `flushDraw`: below a flush, four cards of one suit among hole and board, at least one of them a hole card;
   * - `straightDraw`: below a straight, two or more ranks would give a straight that uses a hole
   *   card (open-ended, or a double gutshot: eight outs at most);
   * - `gutshot`: below a straight, exactly one such rank (four outs at most);
   * - `comboDraw`: a flush draw and a straight draw or gutshot at once;
   * - `backdoorFlushDraw`: on the flop, three cards of one suit with a hole card among them and no flush draw;
   * - `overcards`: a high-card hand whose two hole cards are both above every board card.
   */
  draws: Record<'flushDraw' | 'straightDraw' | 'gutshot' | 'comboDraw' | 'backdoorFlushDraw' | 'overcards', BreakdownCount>;
}

/**
 * What a range holds on a board: how many of its combinations make each hand category (and, for
 * one pair, which pair), and how many hold each draw. The hands that use a board or dead card are
 * removed first (card removal), and weights count: a hand of weight 0.5 adds 1 to `combos` and
 * 0.5 to `weight`.
 *
 * @example
 * ```ts
 * const b = rangeBreakdown({ range: 'QQ+, AKs, 76s', board: 'Qh7h2c' });
 * b.combos;                           // 22: QQ 3, KK 6, AA 6, AKs 4, 76s 3 (Q♥ and 7♥ are on the board)
 * b.hands['three-of-a-kind'].combos;  // 3: the queens
 * b.pairs.overpair.combos;            // 12: kings and aces
 * b.draws.flushDraw.combos;           // 1: A♥K♥
 * ```
 * @throws {@link OddsInputError} for a variant without two hole cards or any-five selection
 *   (`HOLE_CARD_COUNT`, `BAD_VARIANT`), a board that cannot be valued yet (`NO_CARDS_TO_COME`) or
 *   too long (`TOO_MANY_BOARD_CARDS`), duplicate cards, and a range left empty (`EMPTY_RANGE`).
 */
export function rangeBreakdown(options: RangeBreakdownOptions): RangeBreakdown {
  const variant = checkVariant(options.variant ?? texasHoldem);
  if (variant.holeCards !== 2) {
    throw new OddsInputError('HOLE_CARD_COUNT', `the range breakdown is for two-card games; ${variant.name} deals ${variant.holeCards} hole cards`);
  }
  if (variant.selection !== 'any') {
    throw new OddsInputError('BAD_VARIANT', `the range breakdown needs a game whose hand is any five of hole and board cards; ${variant.name} has another selection rule`);
  }
  const board = readCards(options.board, 'board');
  const dead = readCards(options.dead, 'dead cards');
  const boardSize = variant.streets.reduce((n, s) => n + s.board, 0);
  if (board.length > boardSize) {
    throw new OddsInputError('TOO_MANY_BOARD_CARDS', `the board has ${board.length} cards; ${variant.name} deals at most ${boardSize} board cards`);
  }
  if (board.length < 3) {
    throw new OddsInputError('NO_CARDS_TO_COME', `a range breakdown needs a board of at least 3 cards (a flop) to value five-card hands; got ${board.length}`);
  }
  const [player] = rangePlayers(variant, [readPlayer(options.range, 'the range')], board, dead);
  const ranking = getRanking(variant.ranking, variant.rankingOptions);
  const deckRanks = new Set(variantDeck(variant).map((c) => c >> 2));
  const toCome = boardSize - board.length;
  const boardRanks = board.map((c) => c >> 2);
  const top = Math.max(...boardRanks);
  const zero = (): BreakdownCount => ({ combos: 0, weight: 0, share: 0 });
  const hands = Object.fromEntries([...CATEGORIES].reverse().map((c) => [c, zero()])) as Record<Category, BreakdownCount>;
  const pairs: RangeBreakdown['pairs'] = { overpair: zero(), topPair: zero(), pocketPair: zero(), lowerPair: zero(), boardPair: zero() };
  const draws: RangeBreakdown['draws'] = {
    flushDraw: zero(),
    straightDraw: zero(),
    gutshot: zero(),
    comboDraw: zero(),
    backdoorFlushDraw: zero(),
    overcards: zero(),
  };
  const add = (line: BreakdownCount, weight: number): void => {
    line.combos++;
    line.weight += weight;
  };
  let combos = 0;
  let total = 0;
  const better = (a: Category, b: Category): boolean => CATEGORIES.indexOf(a) >= CATEGORIES.indexOf(b);
  for (const { cards, weight } of player!.hands) {
    combos++;
    total += weight;
    const category = ranking.category(ranking.strength(cards, board, 'any'));
    add(hands[category], weight);
    const [h1, h2] = [cards[0]! >> 2, cards[1]! >> 2];
    if (category === 'one-pair') {
      if (h1 === h2) add(h1 > top ? pairs.overpair : pairs.pocketPair, weight);
      else if (h1 === top || h2 === top) add(pairs.topPair, weight);
      else if (boardRanks.includes(h1) || boardRanks.includes(h2)) add(pairs.lowerPair, weight);
      else add(pairs.boardPair, weight);
    }
    if (toCome === 0) continue;
    if (category === 'high-card' && h1 > top && h2 > top) add(draws.overcards, weight);
    // suits: four of one suit with a hole card among them is a flush draw; three on the flop a backdoor one
    let flushDraw = false;
    let backdoor = false;
    if (!better(category, 'flush')) {
      for (const s of new Set(cards.map((c) => c & 3))) {
        const n = cards.filter((c) => (c & 3) === s).length + board.filter((c) => (c & 3) === s).length;
        if (n === 4) flushDraw = true;
        if (n === 3 && board.length === 3) backdoor = true;
      }
    }
    let straightRanks = 0;
    if (!better(category, 'straight')) {
      const have = new Set([...boardRanks, h1, h2]);
      const onBoard = new Set(boardRanks);
      for (let r = 0; r < 13; r++) {
        if (have.has(r) || !deckRanks.has(r)) continue;
        if (makesStraight(have, r, onBoard, deckRanks)) straightRanks++;
      }
    }
    if (flushDraw) add(draws.flushDraw, weight);
    else if (backdoor) add(draws.backdoorFlushDraw, weight);
    if (straightRanks >= 2) add(draws.straightDraw, weight);
    if (straightRanks === 1) add(draws.gutshot, weight);
    if (flushDraw && straightRanks >= 1) add(draws.comboDraw, weight);
  }
  for (const line of [...Object.values(hands), ...Object.values(pairs), ...Object.values(draws)]) line.share = total > 0 ? line.weight / total : 0;
  return { combos, weight: total, hands, pairs, draws };
}

/**
 * Whether adding rank `r` to the ranks `have` makes five ranks in a row (the ace also low, and in
 * a deck without some ranks, such as short deck, a run over the ranks the deck holds) that holds
 * `r` and at least one rank not on the board.
 */
function makesStraight(have: Set<number>, r: number, onBoard: Set<number>, deckRanks: Set<number>): boolean {
  // the deck's ranks in order, the ace first again below the lowest (A-2-3-4-5, or A-6-7-8-9 in short deck)
  const order = [...deckRanks].sort((a, b) => a - b);
  const line = order.includes(12) ? [12, ...order] : order;
  for (let i = 0; i + 5 <= line.length; i++) {
    const window = line.slice(i, i + 5);
    if (!window.includes(r)) continue;
    if (window.every((x) => x === r || have.has(x)) && window.some((x) => x !== r && !onBoard.has(x))) return true;
  }
  return false;
}
