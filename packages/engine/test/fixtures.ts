// Test fixtures: variant specs written out here, so the engine's tests do not depend on @pokerchart/variants.
import { defineVariant, type VariantSpec } from '../src/index.js';

export const holdemSpec: VariantSpec = {
  id: 'holdem',
  name: "Texas Hold'em",
  deck: 'standard',
  holeCards: 2,
  streets: [
    { name: 'preflop', board: 0 },
    { name: 'flop', board: 3, burn: true },
    { name: 'turn', board: 1, burn: true },
    { name: 'river', board: 1, burn: true },
  ],
  selection: 'any',
  ranking: 'standard',
  seats: { min: 2, max: 10 },
};
export const holdem = defineVariant(holdemSpec);
export const omahaSpec: VariantSpec = { ...holdemSpec, id: 'omaha', name: 'Omaha', holeCards: 4, selection: { hole: 2, board: 3 } };
export const omaha = defineVariant(omahaSpec);
export const omahaHiLo = defineVariant({ ...omahaSpec, id: 'omaha-hilo8', name: 'Omaha Hi-Lo', low: 'eight-or-better' });
