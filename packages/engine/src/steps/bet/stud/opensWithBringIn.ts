import type { VariantDescriptor } from '../../../VariantSpec.js';
import { variantSteps } from '../../variantSteps.js';

/**
 * Whether a variant's first betting round opens with a bring-in (the stud family, R201): then a
 * hand takes `ante` and `bringIn` and refuses `blinds` and `straddle` (R200). Handy for tools that
 * start hands of any variant.
 *
 * @example
 * ```ts
 * const forced = opensWithBringIn(variant) ? { ante: { amount: 1, mode: 'each' }, bringIn: 3 } : { blinds: { small: 5, big: 10 } };
 * ```
 */
export function opensWithBringIn(variant: VariantDescriptor): boolean {
  for (const step of variantSteps(variant)) if (step.kind === 'bet') return step.opener === 'bring-in';
  return false;
}
