import { type Card, parseCard } from '@pokerchart/cards';
import { PaiGowError } from './errors.js';
import { JOKER } from './JOKER.js';

const JOKER_WORDS = new Set(['jk', 'joker', '🃏']);

/**
 * Reads one card of the Pai Gow deck: the joker as `"Jk"` (any case), `"Joker"` or `"🃏"`, any
 * other card as @pokerchart/cards reads it (`"As"`, `"10d"`, `"A♠"`).
 * @throws {@link PaiGowError} (`PAIGOW_BAD_CARD`) naming the text.
 */
export function parsePaiGowCard(text: string): Card {
  const t = String(text).trim();
  if (JOKER_WORDS.has(t.toLowerCase())) return JOKER;
  try {
    return parseCard(t);
  } catch (e) {
    throw new PaiGowError('PAIGOW_BAD_CARD', `cannot read "${t}" as a Pai Gow card: write a rank and a suit ("As", "Td") or the joker "Jk" (R280)`);
  }
}

/**
 * Reads Pai Gow cards separated by spaces or commas (`"As Kd Jk 7c"`); every card at most once.
 * @throws {@link PaiGowError} (`PAIGOW_BAD_CARD`, `PAIGOW_DUPLICATE_CARD`).
 */
export function parsePaiGowCards(text: string): Card[] {
  const words = String(text).split(/[\s,]+/).filter((w) => w.length > 0);
  const cards = words.map(parsePaiGowCard);
  if (new Set(cards).size !== cards.length) {
    throw new PaiGowError('PAIGOW_DUPLICATE_CARD', `"${text}" names a card twice; the Pai Gow deck has one of each card and one joker (R280)`);
  }
  return cards;
}
