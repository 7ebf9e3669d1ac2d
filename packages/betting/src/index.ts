/**
 * @pokerchart/betting: One betting-round model with No Limit, Pot Limit and Fixed Limit structures as plugins.
 *
 * @packageDocumentation
 */

/** Placeholder until the package is built; replaced by its real exports. */
export const packageName = '@pokerchart/betting';
