/**
 * @pokerchart/evaluator: Exact and fast poker hand evaluation: standard, Pai Gow wheel and short-deck rankings, 8-or-better low, Hold'em and Omaha selection, descriptions in English and French.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = '@pokerchart/evaluator';
