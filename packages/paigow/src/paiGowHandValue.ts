import type { Card } from '@pokerchart/cards';
import { checkCards } from './checkCards.js';
import { PaiGowError } from './errors.js';
import { fiveValue, twoValue } from './handValue.js';

/**
 * The value of a Pai Gow hand, five cards or two (R170, R281, R282): one number, higher wins,
 * on one scale for both sizes, so a five-card hand and a two-card hand compare as R282's foul
 * rule needs (the two-card hand's missing cards rank below any card). Five-card ranks are the
 * standard ones with A-2-3-4-5 the second-highest straight and five aces on top; the joker counts
 * as an ace except where it completes a straight, a flush or a straight flush (in a flush it takes
 * the highest rank the flush lacks). Bits 20 and up are the category (see {@link paiGowCategory}).
 * @throws {@link PaiGowError} (`PAIGOW_BAD_HAND`, `PAIGOW_BAD_CARD`, `PAIGOW_DUPLICATE_CARD`).
 */
export function paiGowHandValue(cards: readonly Card[]): number {
  if (Array.isArray(cards) && cards.length === 2) {
    checkCards(cards, 2, 'a two-card hand');
    return twoValue(cards[0]!, cards[1]!);
  }
  if (!Array.isArray(cards) || cards.length !== 5) {
    throw new PaiGowError('PAIGOW_BAD_HAND', `a Pai Gow hand has five cards or two, got ${Array.isArray(cards) ? cards.length : typeof cards} (R282)`);
  }
  checkCards(cards, 5, 'a five-card hand');
  return fiveValue(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
}

/** The category names of {@link paiGowCategory}, lowest first. */
export const PAI_GOW_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'five-aces',
] as const;

/** The category of a value from {@link paiGowHandValue}: `'high-card'` … `'five-aces'`. */
export function paiGowCategory(value: number): (typeof PAI_GOW_CATEGORIES)[number] {
  return PAI_GOW_CATEGORIES[value >> 20] ?? 'high-card';
}
