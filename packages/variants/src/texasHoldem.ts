import { defineVariant, type VariantDescriptor } from '@pokerchart/engine';
import { holdemStreets } from './holdemStreets.js';

/** Texas Hold'em (`'holdem'`): 52 cards, 2 hole cards, best five of seven (R155), 2-10 players (R11). */
export const texasHoldem: VariantDescriptor = defineVariant({
  id: 'holdem',
  name: "Texas Hold'em",
  deck: 'standard',
  holeCards: 2,
  streets: holdemStreets,
  selection: 'any',
  ranking: 'standard',
  seats: { min: 2, max: 10 },
  defaultBetting: 'no-limit',
});
