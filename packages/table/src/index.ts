/**
 * @pokerchart/table: Many hands in a row: seats, button, blind levels, tournaments and cash games as a parent statechart.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = '@pokerchart/table';
