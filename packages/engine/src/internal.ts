/**
 * `@pokerchart/engine/internal`: what the other pokerchart packages need from the engine and users
 * should not rely on (no semver promise; it may change in any release). The table package gives
 * its machine the engine's direct steps and context-only actions through it.
 *
 * @internal
 * @packageDocumentation
 */
export { hasDirectTransitions } from './directTransition.js';
export { replaceContext } from './replaceContext.js';
export { withSnapshotContext } from './contextAction.js';
export { directTransition, steppingMode } from './steppingMode.js';
export { steppedHandMachine } from './createHandMachine.js';
export { handContextOf } from './createHand.js';
export { HandStepper } from './HandStepper.js';
export { checkReplay, readSave, showSaved } from './saveSignature.js';
export { canonicalJson } from './canonicalJson.js';
export type { SaveKind } from './saveSignature.js';
// a table's views: the hand's environment looked up once per table, not per view
export { runtimeOf } from './createHandMachine.js';
export { viewHand } from './viewHand.js';
