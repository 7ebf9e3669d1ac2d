import type { VariantDescriptor } from '@pokerchart/engine';
import { badugi } from './badugi.js';
import { deuceToSevenSingleDraw } from './deuceToSevenSingleDraw.js';
import { deuceToSevenTripleDraw } from './deuceToSevenTripleDraw.js';
import { fiveCardDraw } from './fiveCardDraw.js';
import { omaha } from './omaha.js';
import { razz } from './razz.js';
import { sevenCardStud } from './sevenCardStud.js';
import { sevenCardStudHiLo8 } from './sevenCardStudHiLo8.js';
import { omahaHiLo8 } from './omahaHiLo8.js';
import { paiGowHoldem } from './paiGowHoldem.js';
import { shortDeckHoldem } from './shortDeckHoldem.js';
import { texasHoldem } from './texasHoldem.js';

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
