/**
 * @pokerchart/variants: the built-in variant descriptors, each a few lines of data checked by
 * `defineVariant` from `@pokerchart/engine`: {@link texasHoldem}, {@link omaha},
 * {@link omahaHiLo8}, {@link paiGowHoldem} and {@link shortDeckHoldem}, all in {@link variants}.
 *
 * @packageDocumentation
 */
export { holdemStreets } from './holdemStreets.js';
export { texasHoldem } from './texasHoldem.js';
export { omaha } from './omaha.js';
export { omahaHiLo8 } from './omahaHiLo8.js';
export { paiGowHoldem } from './paiGowHoldem.js';
export { shortDeckHoldem } from './shortDeckHoldem.js';
export { variants } from './variants.js';
