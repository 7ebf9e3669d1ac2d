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
