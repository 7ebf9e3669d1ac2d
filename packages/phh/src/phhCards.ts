import { formatCard, makeCard, RANK_CHARS, SUIT_CHARS } from '@pokerchart/cards';
import type { PhhCard } from './PhhAction.js';

/**
 * Reads PHH card notation: two characters per card, concatenated without separators
 * (`"AsKd"`), `??` for an unknown card. Returns null when the text is not valid notation; the
 * caller reports the error with its position.
 * @internal
 */
export function readPhhCards(text: string): PhhCard[] | null {
  if (text.length === 0 || text.length % 2 !== 0) return null;
  const cards: PhhCard[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const r = text[i]!;
    const s = text[i + 1]!;
    if (r === '?' && s === '?') {
      cards.push(null);
      continue;
    }
    const rank = RANK_CHARS.indexOf(r);
    const suit = SUIT_CHARS.indexOf(s);
    if (rank < 0 || suit < 0) return null;
    cards.push(makeCard(rank, suit));
  }
  return cards;
}

/**
 * Writes cards in PHH notation, `??` for an unknown card.
 * @internal
 */
export function formatPhhCards(cards: readonly PhhCard[]): string {
  return cards.map((c) => (c === null ? '??' : formatCard(c))).join('');
}
