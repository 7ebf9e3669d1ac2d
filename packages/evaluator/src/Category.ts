/**
 * The nine hand categories of R136, from best to worst under the standard ranking. The royal
 * flush is the ace-high `'straight-flush'`, not a category of its own. Under the `'shortdeck'`
 * ranking the order differs (R176) but the names are the same.
 */
export type Category =
  | 'straight-flush'
  | 'four-of-a-kind'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'one-pair'
  | 'high-card';

/**
 * Every {@link Category}, indexed by its internal category id (`0` = high card … `8` = straight
 * flush), which is the standard order of R136 from worst to best.
 */
export const CATEGORIES: readonly Category[] = Object.freeze([
  'high-card',
  'one-pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const);
