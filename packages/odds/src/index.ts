/**
 * @pokerchart/odds: Equity (exact and Monte Carlo), outs and pot odds for every variant.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = '@pokerchart/odds';
