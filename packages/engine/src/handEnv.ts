import type { Card } from '@pokerchart/cards';
import type { BettingStructure } from '@pokerchart/betting';
import { variantDeck } from './defineVariant.js';
import type { VariantDescriptor } from './VariantSpec.js';
import { type Street, streetsOfSteps, variantSteps } from './steps/variantSteps.js';

/** What the pure hand functions need besides the context: the variant and the structure. @internal */
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
  /** Whether a street has an exchange, or the last a closing exchange (R212, R234): the context then tracks the draws. */
  readonly exchanges: boolean;
}

/** Builds a {@link HandEnv}. @internal */
export function handEnv(variant: VariantDescriptor, betting: BettingStructure): HandEnv {
  const deck = variantDeck(variant);
  const inDeck = new Array<boolean>(52).fill(false);
  for (const c of deck) inDeck[c] = true;
  const streets = streetsOfSteps(variantSteps(variant), variant.ranking);
  const exchanges = streets.some((st) => st.exchange !== null || st.closingExchange !== null);
  return { variant, betting, streets, deck, inDeck, boards: variant.boards ?? 1, exchanges };
}
