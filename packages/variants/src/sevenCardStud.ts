import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { studSteps } from './studSteps.js';

/**
 * Seven-card stud (`'seven-card-stud'`, PHH `F7S`): antes and a bring-in by the lowest door card
 * (R200-R202), the best hand showing acts first (R203), an open pair on fourth street allows the
 * big bet (R204, `openPairBigBet` true), best five of seven (R206), 2-8 players with R205's
 * community card when the deck runs out. Fixed limit.
 */
export const sevenCardStud: VariantDescriptor = defineVariant({
  id: 'seven-card-stud',
  name: 'Seven-Card Stud',
  deck: 'standard',
  steps: studSteps({ openPairBigBet: true }),
  selection: 'any',
  ranking: 'standard',
  seats: { min: 2, max: 8 },
  defaultBetting: 'fixed-limit',
});
