import type { HandOptions } from '@pokerchart/engine';
import type { TableHand } from './TableContext.js';

/**
 * The engine's hand options (less the variant and the betting structure) for a hand the table
 * prepared: stacks (0 = not dealt in), button, the level's blinds and big-blind ante (R25), and
 * the hand's seed.
 */
export function handInput(hand: TableHand): Omit<HandOptions, 'variant' | 'betting'> {
  return {
    stacks: hand.stacks,
    button: hand.button,
    blinds: { small: hand.level.small, big: hand.level.big },
    ante: hand.level.ante ? { amount: hand.level.ante, mode: 'big-blind' } : undefined,
    dealing: { seed: hand.seed },
  };
}
