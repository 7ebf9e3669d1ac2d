import type { Card } from '@pokerchart/cards';
import { checkCards } from './checkCards.js';
import { houseWayFront } from './houseWayFront.js';
import type { PaiGowSet } from './PaiGowSet.js';

/**
 * Sets seven cards by the house way of R284 (Trump Plaza, Atlantic City): the banker's way, and
 * any player's who asks. The cards keep their order within each hand. Never foul (R282).
 * docs/guides/paigow.md says how each clause is read and decides the cases R284 leaves open.
 *
 * @example
 * ```ts
 * houseWay(parsePaiGowCards('As Ks 9d 9c 4h 4s 2c'));
 * // medium and low pairs with an ace to play in front: both pairs behind
 * // { high: [9d 9c 4h 4s 2c], low: [As Ks] }
 * ```
 * @throws {@link PaiGowError} unless `cards` is seven distinct cards of the 53-card deck.
 */
export function houseWay(cards: readonly Card[]): PaiGowSet {
  checkCards(cards, 7, 'houseWay');
  const front = houseWayFront(cards);
  const high: Card[] = [];
  const low: Card[] = [];
  for (let i = 0; i < 7; i++) ((front & (1 << i)) !== 0 ? low : high).push(cards[i]!);
  return { high, low };
}
