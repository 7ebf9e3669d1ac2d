import type { Card } from '@pokerchart/cards';
import { STANDARD } from './modes.js';
import { slowStrength } from './slowStrength.js';

const buf = [0, 0, 0, 0, 0];

/**
 * The strength of exactly five cards under the standard ranking, on the same scale as
 * {@link evaluateHand} (higher wins). Hot path: no allocation and NO validation; the cards must be
 * distinct codes 0..51, otherwise the result is meaningless.
 */
export function evaluate5(a: Card, b: Card, c: Card, d: Card, e: Card): number {
  buf[0] = a; buf[1] = b; buf[2] = c; buf[3] = d; buf[4] = e;
  return slowStrength(buf, 5, STANDARD);
}
