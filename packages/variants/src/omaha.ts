import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { texasHoldem } from './texasHoldem.js';

/** Omaha (`'omaha'`): 4 hole cards, exactly two of them with three of the board (R160), pot limit by default. */
export const omaha: VariantDescriptor = defineVariant({
  ...texasHoldem,
  id: 'omaha',
  name: 'Omaha',
  holeCards: 4,
  selection: { hole: 2, board: 3 },
  defaultBetting: 'pot-limit',
});

/** Omaha Hi-Lo 8-or-better (`'omaha-hilo8'`): Omaha where every pot splits with the best qualifying low (R165-R168). */
export const omahaHiLo8: VariantDescriptor = defineVariant({
  ...omaha,
  id: 'omaha-hilo8',
  name: 'Omaha Hi-Lo 8-or-better',
  low: 'eight-or-better',
});
