import type { Card } from '@pokerchart/cards';

/** Larger than every key: 5 × 14^4. */
const MAX_KEY = 5 * 14 ** 4;

/**
 * How a built-in ranking reads a stud player's up cards (R203): `'high'` (pairs and better are
 * better, the ace high), `'ace-to-five'` (the reverse, the ace low, R190) or `'deuce-to-seven'`
 * (the reverse, the ace high, R191).
 */
export type ExposedOrder = 'high' | 'ace-to-five' | 'deuce-to-seven';

/**
 * The value of one to four up cards under a built-in ranking's order: four of a kind > three of a
 * kind > two pair > one pair > no pair for `'high'`, then the grouped ranks from the highest down;
 * the lows reverse the whole order, so higher is always the better showing. A hand that is a
 * prefix of a longer one (`A-K` and `A-K-2`) ranks below it under `'high'` and above it under
 * the lows. Suits never count; straights and flushes do not exist among up cards. The caller
 * checks the cards. @internal
 */
export function exposedValue(upCards: readonly Card[], order: ExposedOrder): number {
  const counts = new Array<number>(13).fill(0);
  for (const c of upCards) {
    const rank = c >> 2; // 0 = deuce ... 12 = ace
    counts[order === 'ace-to-five' ? (rank === 12 ? 0 : rank + 1) : rank]!++;
  }
  // groups: (count desc, value desc), e.g. K-K-9 -> [[2,K],[1,9]]
  const groups: [number, number][] = [];
  for (let v = 12; v >= 0; v--) if (counts[v]! > 0) groups.push([counts[v]!, v]);
  groups.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const top = groups[0]?.[0] ?? 0;
  const pairs = groups.filter((g) => g[0] === 2).length;
  // 0 no pair, 1 one pair, 2 two pair, 3 trips, 4 quads: higher = better high hand, worse low hand
  const category = top === 4 ? 4 : top === 3 ? 3 : pairs === 2 ? 2 : pairs === 1 ? 1 : 0;
  // the grouped ranks, each once, from the most significant; 14 digits so a missing card (0) is
  // below every rank (1..13)
  let key = category;
  for (let i = 0; i < 4; i++) key = key * 14 + (i < groups.length ? groups[i]![1] + 1 : 0);
  return order === 'high' ? key : MAX_KEY - key;
}

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
