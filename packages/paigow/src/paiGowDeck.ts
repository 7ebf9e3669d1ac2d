import { type Card, standardDeck } from '@pokerchart/cards';
import { JOKER } from './JOKER.js';

/** The 53-card Pai Gow deck (R280): the 52 standard cards in code order, then {@link JOKER}. A new array each call. */
export function paiGowDeck(): Card[] {
  const deck = standardDeck();
  deck.push(JOKER);
  return deck;
}
