import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { drawSteps } from './draw/drawSteps.js';

/**
 * Five-card draw (`'five-card-draw'`): blinds, five cards face down, a betting round, one draw of
 * 0-5 cards after a burn (R210-R213), a second betting round (`predraw`, `postdraw`), showdown
 * of the best five under the standard ranking (R215). 2-8 players; fixed limit by default.
 */
export const fiveCardDraw: VariantDescriptor = defineVariant({
  id: 'five-card-draw',
  name: 'Five-card draw',
  deck: 'standard',
  steps: drawSteps(5, ['predraw', 'postdraw']),
  selection: 'any',
  ranking: 'standard',
  seats: { min: 2, max: 8 },
  defaultBetting: 'fixed-limit',
});
