import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { drawSteps } from './draw/drawSteps.js';

/**
 * 2-7 triple draw (`'deuce-to-seven-triple-draw'`, PHH F2L3D): five cards, a betting round, then
 * three draws each followed by a betting round (`predraw`, `firstDraw`, `secondDraw`,
 * `thirdDraw`, R210-R214); the lowest hand under the deuce-to-seven ranking wins (R191, R215).
 * 2-8 players; fixed limit by default.
 */
export const deuceToSevenTripleDraw: VariantDescriptor = defineVariant({
  id: 'deuce-to-seven-triple-draw',
  name: '2-7 triple draw',
  deck: 'standard',
  steps: drawSteps(5, ['predraw', 'firstDraw', 'secondDraw', 'thirdDraw']),
  selection: 'any',
  ranking: 'deuce-to-seven-low',
  seats: { min: 2, max: 8 },
  defaultBetting: 'fixed-limit',
});
