import type { Card } from '@pokerchart/cards';

const count = new Int32Array(13);

/**
 * Puts cards into display order in place (R141 without straights): the largest group of equal
 * ranks first, higher ranks first among equal groups and among single cards; with `aceLow` the
 * ace counts below the deuce (ace-to-five, badugi: 7-5-4-3-A). @internal
 */
export function orderByGroups(cards: Card[], aceLow: boolean): Card[] {
  for (const c of cards) count[c >> 2] = 0;
  for (const c of cards) count[c >> 2]! += 1;
  const key = (c: Card): number => count[c >> 2]! * 16 + (aceLow ? ((c >> 2) + 1) % 13 : c >> 2);
  return cards.sort((x, y) => key(y) - key(x) || x - y);
}
