/**
 * pokerchart: The pokerchart command: play, simulate, replay, chart, eval, equity.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = 'pokerchart';
