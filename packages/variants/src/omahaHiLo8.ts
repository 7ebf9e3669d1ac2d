import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { omaha } from './omaha.js';

/** Omaha Hi-Lo 8-or-better (`'omaha-hilo8'`): Omaha where every pot splits with the best qualifying low (R165-R168). */
export const omahaHiLo8: VariantDescriptor = defineVariant({
  ...omaha,
  id: 'omaha-hilo8',
  name: 'Omaha Hi-Lo 8-or-better',
  low: 'eight-or-better',
});
