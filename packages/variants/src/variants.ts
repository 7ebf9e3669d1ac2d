import type { VariantDescriptor } from '@pokerchart/engine';
import { badugi, deuceToSevenSingleDraw, deuceToSevenTripleDraw, fiveCardDraw } from './fiveCardDraw.js';
import { omaha, omahaHiLo8 } from './omaha.js';
import { razz, sevenCardStud, sevenCardStudHiLo8 } from './sevenCardStud.js';
import { paiGowHoldem, shortDeckHoldem, texasHoldem } from './texasHoldem.js';
import { kuhnPoker } from './kuhnPoker.js';
import { leducHoldem } from './leducHoldem.js';
import { rhodeIslandHoldem } from './rhodeIslandHoldem.js';

/**
 * Every built-in variant, in the order Hold'em, Omaha, Omaha Hi-Lo 8, Pai Gow Hold'em, short-deck,
 * then the draw family: five-card draw, 2-7 single draw, 2-7 triple draw, badugi; then the stud
 * family: seven-card stud, stud hi-lo 8, razz (the twelve of the contract). The small games of
 * research are listed apart, in {@link smallGames}; {@link allVariants} holds both.
 */
export const variants: readonly VariantDescriptor[] = Object.freeze([
  texasHoldem,
  omaha,
  omahaHiLo8,
  paiGowHoldem,
  shortDeckHoldem,
  fiveCardDraw,
  deuceToSevenSingleDraw,
  deuceToSevenTripleDraw,
  badugi,
  sevenCardStud,
  sevenCardStudHiLo8,
  razz,
]);

/**
 * The small games of poker research (R290-R292), heads-up with their own decks, rankings and
 * stakes: Kuhn poker, Leduc hold'em, Rhode Island hold'em. They are not in {@link variants} (the
 * twelve card-room games); {@link allVariants} lists both.
 */
export const smallGames: readonly VariantDescriptor[] = Object.freeze([kuhnPoker, leducHoldem, rhodeIslandHoldem]);

/**
 * Every variant this package defines: the twelve of {@link variants}, then the small games of
 * {@link smallGames}. What the command line, the room and the playground offer by id.
 */
export const allVariants: readonly VariantDescriptor[] = Object.freeze([...variants, ...smallGames]);
