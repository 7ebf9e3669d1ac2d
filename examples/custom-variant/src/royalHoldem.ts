import { defineVariant } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';

/** Royal Hold'em: Texas Hold'em played with the 20 cards from ten to ace, up to six players. */
export const royalHoldem = defineVariant({
  ...texasHoldem,
  id: 'royal-holdem',
  name: "Royal Hold'em",
  deck: ['T', 'J', 'Q', 'K', 'A'].flatMap((rank) => ['c', 'd', 'h', 's'].map((suit) => rank + suit)),
  seats: { min: 2, max: 6 }, // 6 × 2 hole + 5 board + 3 burns = 20 cards
});
