import type { Card } from '@pokerchart/cards';
import { type VariantDescriptor, variantDeck } from '@pokerchart/engine';
import { getRanking } from '@pokerchart/evaluator';
import { binomial, checkVariant, deckName } from './prepareEquity.js';
import { OddsInputError } from './errors.js';
import { checkCards, readCards } from './readCards.js';

/** The input of {@link outs}. */
export interface OutsOptions {
  /** The variant (its deck, selection rule, ranking and streets are used). */
  variant: VariantDescriptor;
  /** The hand whose outs are counted: exactly `variant.holeCards` cards. */
  hole: string | readonly Card[];
  /** The board so far: a complete street (Hold'em: the flop or the turn), with another single-card street to come. */
  board: string | readonly Card[];
  /**
   * Known opposing hands. With them, an out is a next card after which `hole` holds the best high
   * hand alone. Without them, an out is a next card that raises the hand's category (pair to two
   * pair, and so on), whatever it does for others.
   */
  against?: readonly (string | readonly Card[])[];
  /** Cards known to be out of play, never dealt next. */
  dead?: string | readonly Card[];
}

/** The result of {@link outs}. */
export interface OutsResult {
  /** The outs, in deck order. */
  outs: Card[];
  /** With `against`: next cards after which the hand ties for the best high hand (shares the pot). */
  splitOuts: Card[];
  /** With `against`: whether the hand already holds the best high hand alone (then `outs` is empty). */
  leading: boolean;
  /** Cards that can come next (the deck less hole cards, opposing hands, board and dead cards). */
  unseen: number;
  /** Board cards still to come in all, one per street. */
  streetsToCome: number;
  /** Exact chance that the next card is an out: `outs / unseen`. */
  nextCard: number;
  /** Exact chance that at least one out comes among all the board cards still to come. */
  byEnd: number;
  /** The rule of 2 and 4 for the same outs ({@link ruleOfTwoAndFour}), when 1 or 2 streets are to come. */
  ruleOfTwoAndFour?: number;
}

/**
 * The outs of a hand: the next cards that put it into the lead against known hands, or that
 * improve its category when no hands are given. The high hand is what counts (in a hi-lo variant
 * too). Beside them: the exact chance to hit one next card, the exact chance to hit at least one by
 * the end of the board, and the rule-of-2-and-4 estimate.
 *
 * @example
 * ```ts
 * const r = outs({ variant: texasHoldem, hole: 'AhKh', board: '2h7h9c', against: ['QsQc'] });
 * r.outs.length;          // 15: nine hearts, three aces, three kings
 * r.byEnd;                // 0.5606 (at least one of them on turn or river)
 * r.ruleOfTwoAndFour;     // 0.6
 * ```
 * @throws {@link OddsInputError} for bad or duplicate cards, wrong hole-card counts, or a board that
 *   is not a complete street followed by a one-card street (`NO_CARDS_TO_COME`).
 */
export function outs(options: OutsOptions): OutsResult {
  const variant = checkVariant(options.variant);
  const hole = readCards(options.hole, 'the hand');
  const board = readCards(options.board, 'the board');
  const dead = readCards(options.dead, 'dead cards');
  const against = (options.against ?? []).map((h, i) => readCards(h, `opposing hand ${i + 1}`));
  [hole, ...against].forEach((h, i) => {
    if (h.length !== variant.holeCards) {
      throw new OddsInputError(
        'HOLE_CARD_COUNT',
        `${i === 0 ? 'the hand' : `opposing hand ${i}`} has ${h.length} cards; ${variant.name} deals exactly ${variant.holeCards} (R35)`,
      );
    }
  });
  const deck = variantDeck(variant);
  checkCards(
    [
      { what: 'the hand', cards: hole },
      ...against.map((cards, i) => ({ what: `opposing hand ${i + 1}`, cards })),
      { what: 'the board', cards: board },
      { what: 'the dead cards', cards: dead },
    ],
    deck,
    deckName(variant),
  );
  // where the board stands among the streets
  let dealt = 0;
  let next = -1;
  for (let i = 0; i < variant.streets.length; i++) {
    if (dealt === board.length && variant.streets[i]!.board > 0) {
      next = i;
      break;
    }
    dealt += variant.streets[i]!.board;
  }
  const boardSize = variant.streets.reduce((n, s) => n + s.board, 0);
  const later = next < 0 ? [] : variant.streets.slice(next).filter((s) => s.board > 0);
  if (next < 0 || board.length === 0 || variant.streets[next]!.board !== 1) {
    throw new OddsInputError(
      'NO_CARDS_TO_COME',
      `outs need a board that ends a street and a next street of one card (Hold'em: flop or turn); got ${board.length} of ${boardSize} board cards`,
    );
  }
  const rule = variant.selection;
  const ranking = getRanking(variant.ranking, variant.rankingOptions);
  if (rule !== 'any' && board.length < rule.board) {
    throw new OddsInputError('NO_CARDS_TO_COME', `a ${variant.name} hand needs ${rule.board} board cards to be valued; got ${board.length}`);
  }
  if (rule === 'any' && hole.length + board.length < 5) {
    throw new OddsInputError('NO_CARDS_TO_COME', `a hand needs 5 cards to be valued; got ${hole.length + board.length}`);
  }
  const value = (h: readonly Card[], b: readonly Card[]): number => ranking.strength(h, b, rule);
  const used = new Set([...hole, ...against.flat(), ...board, ...dead]);
  const unseenCards = deck.filter((c) => !used.has(c));
  const found: Card[] = [];
  const split: Card[] = [];
  let leading = false;
  if (against.length > 0) {
    const mine = value(hole, board);
    leading = against.every((h) => mine > value(h, board));
    if (!leading) {
      const next: Card[] = [...board, 0];
      for (const c of unseenCards) {
        next[board.length] = c;
        const me = value(hole, next);
        const top = Math.max(...against.map((h) => value(h, next)));
        if (me > top) found.push(c);
        else if (me === top) split.push(c);
      }
    }
  } else {
    // a better category: a higher strength in another category (categories are blocks of the
    // ranking's strength order, whatever their precedence: R136, R176, R190-R191)
    const now = value(hole, board);
    const nowCategory = ranking.category(now);
    const next: Card[] = [...board, 0];
    for (const c of unseenCards) {
      next[board.length] = c;
      const v = value(hole, next);
      if (v > now && ranking.category(v) !== nowCategory) found.push(c);
    }
  }
  const unseen = unseenCards.length;
  const toCome = boardSize - board.length;
  const result: OutsResult = {
    outs: found,
    splitOuts: split,
    leading,
    unseen,
    streetsToCome: later.length,
    nextCard: found.length / unseen,
    byEnd: 1 - binomial(unseen - found.length, toCome) / binomial(unseen, toCome),
  };
  if (later.length === 1 || later.length === 2) result.ruleOfTwoAndFour = ruleOfTwoAndFour(found.length, later.length);
  return result;
}

/**
 * The share of the pot a call must win to break even: `call / pot`, where `pot` is the FINAL pot
 * if you call, your call included ("a 200 call into a final pot of 800 needs 25%"). Compare it with
 * the hand's {@link HandEquity.equity}: calling gains in the long run when equity is higher.
 *
 * @example
 * ```ts
 * potOdds(200, 800); // 0.25: the pot was 600 before the call
 * ```
 * @param call chips the call costs (0 or more)
 * @param pot the pot after the call, the call included (more than 0, at least `call`)
 * @returns a fraction in `[0, 1]`
 * @throws {@link OddsInputError} (`BAD_OPTION`) for negative or non-finite amounts or a pot smaller than the call.
 */
export function potOdds(call: number, pot: number): number {
  if (typeof call !== 'number' || !Number.isFinite(call) || call < 0) {
    throw new OddsInputError('BAD_OPTION', `the call must be a finite amount of 0 or more, got ${String(call)}`);
  }
  if (typeof pot !== 'number' || !Number.isFinite(pot) || pot <= 0) {
    throw new OddsInputError('BAD_OPTION', `the pot must be a finite amount above 0, got ${String(pot)}`);
  }
  if (call > pot) {
    throw new OddsInputError(
      'BAD_OPTION',
      `the call (${call}) is larger than the pot (${pot}); pass the final pot, the call included`,
    );
  }
  return call / pot;
}

/**
 * The table-side estimate of hitting one of `outs` cards: about 2% per out with one card to come
 * (flop to turn, or turn to river), about 4% per out with two (flop to river). It is a mental
 * shortcut: the `outs` function gives the exact figure beside it ({@link OutsResult.byEnd}). The result is capped at 1.
 *
 * @example
 * ```ts
 * ruleOfTwoAndFour(9, 2); // 0.36 (exact: 0.3497 for a flush draw on the flop)
 * ruleOfTwoAndFour(9, 1); // 0.18 (exact: 9/46 = 0.1957 on the turn)
 * ```
 * @param outs the number of outs (an integer, 0 or more)
 * @param streetsToCome 1 or 2: board cards still to come, one per street
 * @returns a fraction in `[0, 1]`
 * @throws {@link OddsInputError} (`BAD_OPTION`) for a negative or fractional count, or streets other than 1 or 2.
 */
export function ruleOfTwoAndFour(outs: number, streetsToCome: 1 | 2): number {
  if (!Number.isInteger(outs) || outs < 0) {
    throw new OddsInputError('BAD_OPTION', `outs must be a whole number of cards, 0 or more, got ${String(outs)}`);
  }
  if (streetsToCome !== 1 && streetsToCome !== 2) {
    throw new OddsInputError('BAD_OPTION', `the rule of 2 and 4 is for 1 or 2 streets to come, got ${String(streetsToCome)}`);
  }
  return Math.min(1, outs * (streetsToCome === 1 ? 0.02 : 0.04));
}
