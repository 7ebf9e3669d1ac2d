import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { drawSteps } from './draw/drawSteps.js';

/**
 * Badugi (`'badugi'`, PHH FB): four cards face down, a betting round, then three draws each
 * followed by a betting round (`predraw`, `firstDraw`, `secondDraw`, `thirdDraw`, R210-R214);
 * the best badugi wins: the most cards of different ranks and suits, then the lowest (R192,
 * R215). 2-8 players; fixed limit by default.
 */
export const badugi: VariantDescriptor = defineVariant({
  id: 'badugi',
  name: 'Badugi',
  deck: 'standard',
  steps: drawSteps(4, ['predraw', 'firstDraw', 'secondDraw', 'thirdDraw']),
  selection: 'any',
  ranking: 'badugi',
  seats: { min: 2, max: 8 },
  defaultBetting: 'fixed-limit',
});
