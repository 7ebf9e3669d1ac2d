/**
 * @pokerchart/bots: Reference poker players: random-legal, calling station and a rule-based bot.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = '@pokerchart/bots';
