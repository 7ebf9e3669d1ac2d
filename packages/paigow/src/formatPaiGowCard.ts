import { type Card, formatCard } from '@pokerchart/cards';
import { PaiGowError } from './errors.js';
import { JOKER, isPaiGowCard } from './JOKER.js';

/**
 * Formats a card of the Pai Gow deck: `"Jk"` for {@link JOKER}, otherwise the two characters of
 * @pokerchart/cards (`"As"`, `"Td"`).
 * @throws {@link PaiGowError} (`PAIGOW_BAD_CARD`) when `card` is not a code 0..52.
 */
export function formatPaiGowCard(card: Card): string {
  if (!isPaiGowCard(card)) throw new PaiGowError('PAIGOW_BAD_CARD', `${String(card)} is not a Pai Gow card: codes are 0..51 and the joker 52 (R280)`);
  return card === JOKER ? 'Jk' : formatCard(card);
}

/** Formats cards of the Pai Gow deck separated by spaces (`"As Kd Jk"`); see {@link formatPaiGowCard}. */
export function formatPaiGowCards(cards: readonly Card[]): string {
  return cards.map(formatPaiGowCard).join(' ');
}
