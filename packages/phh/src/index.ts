/**
 * @pokerchart/phh: PHH (Poker Hand History) files. {@link parsePhh} and {@link serializePhh}
 * read and write the TOML format, {@link parsePhhs} reads `.phhs` files of many hands, {@link parsePhhAction} reads one action notation,
 * {@link replayPhh} replays a hand of any PHH variant (hold'em, Omaha, stud, razz, draw, badugi) through the engine and {@link toPhh} turns a
 * finished engine hand into a PHH record.
 *
 * @packageDocumentation
 */
export type { PhhHand } from './PhhHand.js';
export type { PhhAction, PhhCard } from './PhhHand.js';
export type { PhhParseErrorCode, PhhErrorLocation } from './errors.js';
export { PhhParseError } from './errors.js';
export { parsePhh } from './parsePhh.js';
export type { ParsePhhsOptions } from './parsePhh.js';
export { parsePhhs } from './parsePhh.js';
export { serializePhh } from './parsePhh.js';
export { parsePhhAction } from './parsePhhAction.js';
export { formatPhhAction } from './parsePhhAction.js';
export type { PhhVariantInfo, PhhVariantId } from './phhVariants.js';
export { phhVariants, phhVariantInfo } from './phhVariants.js';
export type { PhhReplayErrorCode } from './errors.js';
export { PhhReplayError } from './errors.js';
export { phhChipScale } from './phhChipScale.js';
export type { StackComparison } from './compareStacks.js';
export { compareStacks } from './compareStacks.js';
export type { ReplayPhhOptions, PhhReplay } from './replayPhh.js';
export { replayPhh } from './replayPhh.js';
export { PhhExportError } from './errors.js';
export { phhOfContext, toPhh, type PhhSource } from './toPhh.js';
