/**
 * @pokerchart/engine: The hand lifecycle as an XState v5 statechart built from a variant descriptor and a betting structure.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = '@pokerchart/engine';
