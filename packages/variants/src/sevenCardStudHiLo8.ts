import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { studSteps } from './studSteps.js';

/**
 * Seven-card stud hi-lo eight-or-better (`'seven-card-stud-hilo8'`, PHH `F7S/8`): seven-card stud
 * without the open-pair big bet (R204), every pot split with the best qualifying ace-to-five low
 * of each player's seven cards, chosen apart from the high hand (R193, R206, R168); with no
 * qualifying low the whole pot goes high.
 */
export const sevenCardStudHiLo8: VariantDescriptor = defineVariant({
  id: 'seven-card-stud-hilo8',
  name: 'Seven-Card Stud Hi-Lo 8-or-better',
  deck: 'standard',
  steps: studSteps({ openPairBigBet: false }),
  selection: 'any',
  ranking: 'standard',
  low: 'eight-or-better',
  seats: { min: 2, max: 8 },
  defaultBetting: 'fixed-limit',
});
