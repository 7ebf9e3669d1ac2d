import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { texasHoldem } from './texasHoldem.js';

/** Hold'em under the Pai Gow wheel rule (`'paigow-holdem'`): A-2-3-4-5 is the second-best straight (R170, R171). */
export const paiGowHoldem: VariantDescriptor = defineVariant({
  ...texasHoldem,
  id: 'paigow-holdem',
  name: "Pai Gow Hold'em",
  ranking: 'paigow-wheel',
});
