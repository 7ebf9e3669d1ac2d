import { type Card, CardParseError, formatCard, parseCards } from '@pokerchart/cards';
import { OddsInputError } from './OddsInputError.js';

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
