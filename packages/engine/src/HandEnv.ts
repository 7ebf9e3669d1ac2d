import type { Card } from '@pokerchart/cards';
import type { BettingStructure } from '@pokerchart/betting';
import type { VariantDescriptor } from './VariantSpec.js';
import type { Street } from './steps/variantSteps.js';

/** What the pure hand functions need besides the context: the variant and the structure (built by createHandMachine). @internal */
export interface HandEnv {
  readonly variant: VariantDescriptor;
  readonly betting: BettingStructure;
  /** The variant's steps grouped by street (one per betting round). */
  readonly streets: readonly Street[];
  /** The variant's cards, deck order. */
  readonly deck: readonly Card[];
  /** Membership of the variant's deck, by card code. */
  readonly inDeck: readonly boolean[];
  /** How many boards each board step deals to (R230). */
  readonly boards: number;
  /** The names of the step kinds the variant's steps use, in the registry's order. */
  readonly kindNames: readonly string[];
}
