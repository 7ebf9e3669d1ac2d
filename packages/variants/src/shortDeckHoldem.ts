import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { texasHoldem } from './texasHoldem.js';

/**
 * Short-deck (6+) Hold'em (`'shortdeck-holdem'`): 36 cards 6-A, a flush beats a full house,
 * straight beats trips by default (R175, R176), 2-9 players (R11).
 */
export const shortDeckHoldem: VariantDescriptor = defineVariant({
  ...texasHoldem,
  id: 'shortdeck-holdem',
  name: "Short-deck Hold'em",
  deck: 'short',
  ranking: 'shortdeck',
  rankingOptions: { tripsBeatStraight: false },
  seats: { min: 2, max: 9 },
});
