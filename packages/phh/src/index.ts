/**
 * @pokerchart/phh: PHH (Poker Hand History) files. {@link parsePhh} and {@link serializePhh}
 * read and write the TOML format, {@link parsePhhAction} reads one action notation,
 * {@link replayPhh} replays a hold'em-family hand through the engine and {@link toPhh} turns a
 * finished engine hand into a PHH record.
 *
 * @packageDocumentation
 */
export type { PhhHand } from './PhhHand.js';
export type { PhhAction, PhhCard } from './PhhAction.js';
export type { PhhParseErrorCode, PhhErrorLocation } from './PhhParseError.js';
export { PhhParseError } from './PhhParseError.js';
export { parsePhh } from './parsePhh.js';
export { serializePhh } from './serializePhh.js';
export { parsePhhAction } from './parsePhhAction.js';
export { formatPhhAction } from './formatPhhAction.js';
export type { PhhVariantInfo } from './phhVariants.js';
export { phhVariants, phhVariantInfo } from './phhVariants.js';
