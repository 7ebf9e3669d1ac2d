import type { BetOpener, HandStep, VariantDescriptor } from '../VariantSpec.js';
import type { StudOpening } from './bet/stud/StudOpening.js';

/**
 * The steps of a variant: its own `steps` when it has them, else the steps its `holeCards` and
 * `streets` shorthand stands for (one `seats` deal of `holeCards` cards face down, then per street
 * its `board` deal with its burn, and its betting round; a showdown last).
 *
 * @example
 * ```ts
 * variantSteps(texasHoldem).map((s) => s.kind); // ['seats', 'bet', 'board', 'bet', 'board', 'bet', 'board', 'bet', 'showdown']
 * ```
 */
export function variantSteps(variant: Pick<VariantDescriptor, 'holeCards' | 'streets'> & { readonly steps?: readonly HandStep[] | undefined }): HandStep[] {
  if (variant.steps !== undefined) return variant.steps.slice();
  const steps: HandStep[] = [{ kind: 'seats', cards: new Array<'down'>(variant.holeCards).fill('down') }];
  for (const s of variant.streets) {
    if (s.board > 0) steps.push(s.burn === true ? { kind: 'board', cards: s.board, burn: true } : { kind: 'board', cards: s.board });
    steps.push({ kind: 'bet', name: s.name });
  }
  steps.push({ kind: 'showdown' });
  return steps;
}

/**
 * One street of the compiled chart: what is dealt when it starts, the steps before its betting
 * (an exchange), its betting round. @internal
 */
export interface Street {
  /** The bet step's name: the street's state in the chart. */
  readonly name: string;
  /** Cards dealt to each seat when the street starts, face down or up. */
  readonly seatCards: readonly ('down' | 'up')[];
  /** Board cards dealt when the street starts (after the seat cards). */
  readonly board: number;
  /** Whether a card is burned before the street's cards (board cards, or seat cards on a stud street). */
  readonly burn: boolean;
  /** The steps that run before the betting, after the street's cards (an exchange, a decision of a user's kind), in order. */
  readonly before: readonly HandStep[];
  /** On the last street only: the steps after its betting round, right before the showdown (R234), in order. */
  readonly closing: readonly HandStep[];
  /** Who opens the betting. */
  readonly opener: BetOpener;
  /** Fixed-limit bet size, when the step names one. */
  readonly limit: 'small' | 'big' | null;
  /** How up cards are read for the opener (R201, R203). */
  readonly reading: StudOpening;
  /** The step's open-pair option (R204), or `null` when the street has none. */
  readonly openPairBigBet: boolean | null;
}
