import type { Card } from '@pokerchart/cards';
import { STRAIGHT, STRAIGHT_FLUSH } from './modes.js';

const rankCount = new Int32Array(13);

/**
 * Puts five cards whose strength is known into display order (R141), in place: straights from
 * the top card down with the ace last in A-2-3-4-5 and A-6-7-8-9, every other hand by group size
 * (largest first), then rank (highest first).
 * @internal
 */
export function orderFive(five: Card[], strength: number): Card[] {
  const category = (strength >> 12) & 15;
  for (let i = 0; i < 5; i++) rankCount[five[i]! >> 2] = 0;
  for (let i = 0; i < 5; i++) rankCount[five[i]! >> 2]! += 1;
  const straight = category === STRAIGHT || category === STRAIGHT_FLUSH;
  // insertion sort on (group size, rank), descending
  for (let i = 1; i < 5; i++) {
    const c = five[i]!;
    const kc = straight ? c >> 2 : rankCount[c >> 2]! * 16 + (c >> 2);
    let j = i - 1;
    while (j >= 0) {
      const d = five[j]!;
      const kd = straight ? d >> 2 : rankCount[d >> 2]! * 16 + (d >> 2);
      if (kd >= kc) break;
      five[j + 1] = d;
      j--;
    }
    five[j + 1] = c;
  }
  // a straight whose ace plays low: A-5-4-3-2 or A-9-8-7-6 becomes 5-4-3-2-A / 9-8-7-6-A
  if (straight && five[0]! >> 2 === 12 && five[1]! >> 2 !== 11) {
    const ace = five[0]!;
    for (let i = 0; i < 4; i++) five[i] = five[i + 1]!;
    five[4] = ace;
  }
  return five;
}
