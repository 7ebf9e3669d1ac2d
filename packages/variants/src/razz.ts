import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { studSteps } from './studSteps.js';

/**
 * Razz (`'razz'`, PHH `FR`): seven-card stud for the ace-to-five low (R190): the highest door card
 * brings in (king high, ace low, spades highest, R201), the best low showing acts first (R203),
 * no open-pair big bet (R204), best low five of seven wins (R206).
 */
export const razz: VariantDescriptor = defineVariant({
  id: 'razz',
  name: 'Razz',
  deck: 'standard',
  // the up cards are read by the ranking, ace-to-five low (R235)
  steps: studSteps({ openPairBigBet: false }),
  selection: 'any',
  ranking: 'ace-to-five-low',
  seats: { min: 2, max: 8 },
  defaultBetting: 'fixed-limit',
});
