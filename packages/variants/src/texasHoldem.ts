import { type StreetSpec, defineVariant, type VariantDescriptor } from '@pokerchart/engine';

/**
 * The four streets of flop games (R37, R45): `preflop` (no board), `flop` (burn, 3 cards),
 * `turn` (burn, 1) and `river` (burn, 1). Shared by every built-in variant; reuse it in your own.
 */
export const holdemStreets: readonly StreetSpec[] = Object.freeze([
  Object.freeze({ name: 'preflop', board: 0 }),
  Object.freeze({ name: 'flop', board: 3, burn: true }),
  Object.freeze({ name: 'turn', board: 1, burn: true }),
  Object.freeze({ name: 'river', board: 1, burn: true }),
]);

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

/** Hold'em under the Pai Gow wheel rule (`'paigow-holdem'`): A-2-3-4-5 is the second-best straight (R170, R171). */
export const paiGowHoldem: VariantDescriptor = defineVariant({
  ...texasHoldem,
  id: 'paigow-holdem',
  name: "Pai Gow Hold'em",
  ranking: 'paigow-wheel',
});
