/**
 * @pokerchart/phh: PHH (Poker Hand History) files: parse, serialize, replay through the engine, export engine hands.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = '@pokerchart/phh';
