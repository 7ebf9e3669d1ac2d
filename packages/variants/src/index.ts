/**
 * @pokerchart/variants: the built-in variant descriptors, each a few lines of data checked by
 * `defineVariant` from `@pokerchart/engine`: {@link texasHoldem}, {@link omaha},
 * {@link omahaHiLo8}, {@link paiGowHoldem}, {@link shortDeckHoldem}, and the draw family
 * {@link fiveCardDraw}, {@link deuceToSevenSingleDraw}, {@link deuceToSevenTripleDraw} and
 * {@link badugi}, and the stud family {@link sevenCardStud}, {@link sevenCardStudHiLo8} and
 * {@link razz}, and the small games of research (R290-R292) {@link kuhnPoker}, {@link leducHoldem}
 * and {@link rhodeIslandHoldem} with their own decks, rankings and stakes; the twelve card-room games
 * in {@link variants}, the small games in {@link smallGames}, both in {@link allVariants};
 * and the pure rule functions of the stud family (who brings in, who acts first, bet sizes, the
 * community card: R201-R205) and of the draw family (draw order, replacements with the reshuffle
 * of discards, bet sizes: R212-R214) that the stud and draw steps plug in.
 *
 * @packageDocumentation
 */
export { holdemStreets } from './texasHoldem.js';
export { texasHoldem } from './texasHoldem.js';
export { omaha } from './omaha.js';
export { omahaHiLo8 } from './omaha.js';
export { paiGowHoldem } from './texasHoldem.js';
export { shortDeckHoldem } from './texasHoldem.js';
export { fiveCardDraw } from './fiveCardDraw.js';
export { deuceToSevenSingleDraw } from './fiveCardDraw.js';
export { deuceToSevenTripleDraw } from './fiveCardDraw.js';
export { badugi } from './fiveCardDraw.js';
export { variants } from './variants.js';
export { allVariants, smallGames } from './variants.js';
export { kuhnRanking } from './kuhnPoker.js';
export { leducRanking } from './leducHoldem.js';
export { rhodeIslandRanking } from './rhodeIslandHoldem.js';
export { kuhnPoker } from './kuhnPoker.js';
export { leducHoldem } from './leducHoldem.js';
export { rhodeIslandHoldem } from './rhodeIslandHoldem.js';
export type { StudStepsOptions } from './studSteps.js';
export { studSteps } from './studSteps.js';
export { sevenCardStud } from './sevenCardStud.js';
export { sevenCardStudHiLo8 } from './sevenCardStud.js';
export { razz } from './sevenCardStud.js';
export { VariantRuleError } from '@pokerchart/engine';
// the stud rule functions the engine plays with live in @pokerchart/engine; re-exported here under the same names
export type { BringInSeatInput, FirstToActSeatInput, PartialHandRanking, PlanSeventhStreetInput, SeventhStreetPlan, StudOpening } from '@pokerchart/engine';
export { bringInSeat, exposedStrength, firstToActSeat, hasOpenPair, planSeventhStreet } from '@pokerchart/engine';
export type { StudStreet, StudBetSizesInput } from './stud/studBetSizes.js';
export { studBetSizes } from './stud/studBetSizes.js';
// the draw rule functions the engine plays with live in @pokerchart/engine; re-exported here under the same names
export type { BurnedDrawCard, DrawDeck, DrawOrderInput, ReplacedDiscards } from '@pokerchart/engine';
export { burnDrawCard, drawOrder, replaceDiscards } from '@pokerchart/engine';
export type { DrawBetSizeInput } from './draw/drawBetSize.js';
export { drawBetSize } from './draw/drawBetSize.js';
