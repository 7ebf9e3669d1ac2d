/**
 * @pokerchart/variants: Built-in variant descriptors: Texas Hold'em, Omaha, Omaha Hi-Lo 8, Pai Gow Hold'em, short-deck Hold'em.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = '@pokerchart/variants';
