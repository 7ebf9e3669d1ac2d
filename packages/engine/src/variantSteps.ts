import type { BetOpener, ExchangeStep, HandStep } from './HandStep.js';
import type { VariantDescriptor } from './VariantSpec.js';

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
 * One street of the compiled chart: what is dealt when it starts, its exchange, its betting
 * round. @internal
 */
export interface Street {
  /** The bet step's name: the street's state in the chart. */
  readonly name: string;
  /** Cards dealt to each seat when the street starts, face down or up. */
  readonly seatCards: readonly ('down' | 'up')[];
  /** Board cards dealt when the street starts (after the seat cards). */
  readonly board: number;
  /** Whether a card is burned before the board cards. */
  readonly burn: boolean;
  /** The draw before the betting, if any. */
  readonly exchange: ExchangeStep | null;
  /** Who opens the betting. */
  readonly opener: BetOpener;
  /** Fixed-limit bet size, when the step names one. */
  readonly limit: 'small' | 'big' | null;
}

/** Groups a valid step list into streets, one per bet step. @internal */
export function streetsOfSteps(steps: readonly HandStep[]): Street[] {
  const out: Street[] = [];
  let seatCards: ('down' | 'up')[] = [];
  let board = 0;
  let burn = false;
  let exchange: ExchangeStep | null = null;
  for (const step of steps) {
    switch (step.kind) {
      case 'seats':
        seatCards = [...seatCards, ...step.cards];
        break;
      case 'board':
        board += step.cards;
        burn = burn || step.burn === true;
        break;
      case 'exchange':
        exchange = step;
        break;
      case 'bet':
        out.push({ name: step.name, seatCards, board, burn, exchange, opener: step.opener ?? 'blinds', limit: step.limit ?? null });
        seatCards = [];
        board = 0;
        burn = false;
        exchange = null;
        break;
      case 'showdown':
        break;
    }
  }
  return out;
}
