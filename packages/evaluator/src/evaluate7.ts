import type { Card } from '@pokerchart/cards';
import { STANDARD } from './modes.js';
import { slowStrength } from './slowStrength.js';

const buf = [0, 0, 0, 0, 0, 0, 0];

/**
 * The strength of the best five of seven cards under the standard ranking, on the same scale as
 * {@link evaluateHand} (higher wins; R155 with any five of the seven). Hot path: no allocation and
 * NO validation; the cards must be distinct codes 0..51, otherwise the result is meaningless.
 */
export function evaluate7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card): number {
  buf[0] = a; buf[1] = b; buf[2] = c; buf[3] = d; buf[4] = e; buf[5] = f; buf[6] = g;
  return slowStrength(buf, 7, STANDARD);
}
