import type { BettingState } from './BettingState.js';

/**
 * Chips in the pot right now: chips collected on earlier rounds, antes (live and dead) and every
 * seat's `committed` this round, folded seats included. Uncalled chips already returned (R106) are not
 * in it. This is the actual amount; pot-limit adds {@link BettingState.potAdjustment} pre-flop (R81).
 */
export function potTotal(state: BettingState): number {
  let sum = state.collected;
  const c = state.committed;
  for (let i = 0; i < c.length; i++) sum += c[i]!;
  return sum;
}
