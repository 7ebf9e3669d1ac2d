import type { StreetSpec } from '@pokerchart/engine';

/**
 * The four streets of flop games (R37, R45): `preflop` (no board), `flop` (burn, 3 cards),
 * `turn` (burn, 1) and `river` (burn, 1). Shared by every built-in variant; reuse it in your own.
 */
export const holdemStreets: readonly StreetSpec[] = Object.freeze([
  Object.freeze({ name: 'preflop', board: 0 }),
  Object.freeze({ name: 'flop', board: 3, burn: true }),
  Object.freeze({ name: 'turn', board: 1, burn: true }),
  Object.freeze({ name: 'river', board: 1, burn: true }),
]);
