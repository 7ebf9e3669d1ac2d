import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { drawSteps } from './draw/drawSteps.js';

/**
 * 2-7 single draw (`'deuce-to-seven-single-draw'`, PHH N2L1D): five cards, a betting round, one
 * draw, a second betting round (`predraw`, `postdraw`, R210-R214); the lowest hand under the
 * deuce-to-seven ranking wins (R191, R215). 2-8 players; no limit by default.
 */
export const deuceToSevenSingleDraw: VariantDescriptor = defineVariant({
  id: 'deuce-to-seven-single-draw',
  name: '2-7 single draw',
  deck: 'standard',
  steps: drawSteps(5, ['predraw', 'postdraw']),
  selection: 'any',
  ranking: 'deuce-to-seven-low',
  seats: { min: 2, max: 8 },
  defaultBetting: 'no-limit',
});
