import { type Card, CardParseError, formatCard, parseCards } from '@pokerchart/cards';
import { OddsInputError } from './errors.js';
import { parseRange, type Range } from './parseRange.js';

/**
 * Reads cards given as text or an array, wrapping a parse failure in an {@link OddsInputError}
 * that names what was being read.
 * @internal
 */
export function readCards(value: string | readonly (Card | string)[] | undefined, what: string): Card[] {
  if (value === undefined) return [];
  try {
    return parseCards(value);
  } catch (error) {
    const detail = error instanceof CardParseError || error instanceof Error ? error.message : String(error);
    throw new OddsInputError('BAD_CARDS', `${what}: ${detail}`, { cause: error });
  }
}

/**
 * Checks that no card appears twice among the groups (R5) and that every card belongs to `deck`.
 * @internal
 */
export function checkCards(groups: readonly { what: string; cards: readonly Card[] }[], deck: readonly Card[], deckName: string): void {
  const inDeck = new Set(deck);
  const seen = new Map<Card, string>();
  for (const { what, cards } of groups) {
    for (const card of cards) {
      const before = seen.get(card);
      if (before !== undefined) {
        throw new OddsInputError(
          'DUPLICATE_CARD',
          `${formatCard(card)} appears twice (${before} and ${what}); a card can be in one place only (R5)`,
        );
      }
      seen.set(card, what);
      if (!inDeck.has(card)) {
        throw new OddsInputError('CARD_NOT_IN_DECK', `${formatCard(card)} in ${what} is not in the ${deckName} deck (R1)`);
      }
    }
  }
}

/** Range punctuation: a separator, `+`, a span, a weight. */
const RANGE_MARKS = /[,+:%-]/;
/** A single class like `AKs` or `QQ`, or `random`. */
const RANGE_WORD = /^\s*([2-9TJQKA][2-9TJQKA][so]?|random|any)\s*$/i;

/** Whether a value is a {@link Range} object. @internal */
export function isRange(value: unknown): value is Range {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { kind?: unknown }).kind === 'range';
}

/**
 * Reads one entry of `equity`'s `hands`: a {@link Range} as is; text with a comma, `+`, `-`, `:` or
 * `%` as a range ({@link parseRange}); other text that reads as cards as a known hand; a single
 * class (`AKs`, `QQ`) or `random` as a range; anything else as cards (whose error names what is wrong).
 * @internal
 */
export function readPlayer(entry: string | readonly Card[] | Range, what: string): Card[] | Range {
  if (isRange(entry)) return entry;
  if (typeof entry === 'string') {
    if (RANGE_MARKS.test(entry)) return parseRange(entry);
    try {
      return parseCards(entry);
    } catch {
      if (RANGE_WORD.test(entry)) return parseRange(entry);
    }
  }
  return readCards(entry as string | readonly Card[], what);
}
