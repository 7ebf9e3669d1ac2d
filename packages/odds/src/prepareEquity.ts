import type { Card } from '@pokerchart/cards';
import { defineVariant, type VariantDescriptor, variantDeck } from '@pokerchart/engine';
import { OddsInputError } from './errors.js';
import { checkCards, readCards } from './readCards.js';

/**
 * A validated equity problem, as plain data (it crosses to worker threads).
 * @internal
 */
export interface EquityPlan {
  /** The validated variant. */
  variant: VariantDescriptor;
  /** Hole cards per player. */
  hands: Card[][];
  /** Board cards already dealt. */
  board: Card[];
  /** Cards that can still come, in deck order. */
  remaining: Card[];
  /** Board cards in all (sum of the streets' board counts). */
  boardSize: number;
  /** Board cards still to come. */
  toCome: number;
  /** Number of distinct runouts: C(remaining, toCome). */
  runouts: number;
}

/** Accepts a variant descriptor, or a spec that defineVariant accepts. @internal */
export function checkVariant(variant: VariantDescriptor): VariantDescriptor {
  try {
    return defineVariant(variant);
  } catch (error) {
    throw new OddsInputError(
      'BAD_VARIANT',
      `the variant is not valid: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}

/** The name of a variant's deck for messages. @internal */
export function deckName(variant: VariantDescriptor): string {
  return typeof variant.deck === 'string' ? `${variant.deck} (${variant.id})` : `${variant.id}`;
}

/**
 * Validates the hands, board and dead cards against the variant and returns the plan.
 * @internal
 */
export function prepareEquity(input: {
  variant: VariantDescriptor;
  hands: readonly (string | readonly Card[])[];
  board?: string | readonly Card[] | undefined;
  dead?: string | readonly Card[] | undefined;
}): EquityPlan {
  if (input === null || typeof input !== 'object') throw new OddsInputError('BAD_OPTION', 'equity needs an options object');
  const variant = checkVariant(input.variant);
  if (!Array.isArray(input.hands)) {
    throw new OddsInputError('TOO_FEW_HANDS', 'hands must be an array of hole cards, one entry per player');
  }
  if (input.hands.length < 2) {
    throw new OddsInputError('TOO_FEW_HANDS', `equity needs at least 2 hands, got ${input.hands.length}`);
  }
  const hands = input.hands.map((h, i) => readCards(h, `hand ${i + 1}`));
  const board = readCards(input.board, 'board');
  const dead = readCards(input.dead, 'dead cards');
  hands.forEach((h, i) => {
    if (h.length !== variant.holeCards) {
      throw new OddsInputError(
        'HOLE_CARD_COUNT',
        `hand ${i + 1} has ${h.length} card${h.length === 1 ? '' : 's'}; ${variant.name} deals exactly ${variant.holeCards} hole cards (R35)`,
      );
    }
  });
  const boardSize = variant.streets.reduce((n, s) => n + s.board, 0);
  if (board.length > boardSize) {
    throw new OddsInputError(
      'TOO_MANY_BOARD_CARDS',
      `the board has ${board.length} cards; ${variant.name} deals at most ${boardSize} board cards`,
    );
  }
  const deck = variantDeck(variant);
  checkCards(
    [...hands.map((cards, i) => ({ what: `hand ${i + 1}`, cards })), { what: 'the board', cards: board }, { what: 'the dead cards', cards: dead }],
    deck,
    deckName(variant),
  );
  const used = new Set<Card>([...hands.flat(), ...board, ...dead]);
  const remaining = deck.filter((c) => !used.has(c));
  const toCome = boardSize - board.length;
  if (remaining.length < toCome) {
    throw new OddsInputError(
      'NOT_ENOUGH_CARDS',
      `${toCome} board cards are still to come but only ${remaining.length} cards are left in the deck`,
    );
  }
  return { variant, hands, board, remaining, boardSize, toCome, runouts: binomial(remaining.length, toCome) };
}

/**
 * The number of ways to choose `k` items among `n` (0 when `k` is out of range). Exact while the
 * result stays below 2^53.
 * @internal
 */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= m; i++) r = (r * (n - m + i)) / i;
  return Math.round(r);
}
