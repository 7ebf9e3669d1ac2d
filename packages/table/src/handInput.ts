import { type HandOptions, opensWithBringIn, type VariantDescriptor } from '@pokerchart/engine';
import { studAnte } from './studAnte.js';
import type { TableHand } from './TableContext.js';

/**
 * The engine's hand options (less the variant and the betting structure) for a hand the table
 * prepared: stacks (0 = not dealt in), button, the level's blinds and big-blind ante (R25), and
 * the hand's seed. A stud game (a `variant` whose first round opens with a bring-in) has no
 * blinds: every player antes the level's `ante` (default half the small blind, at least 1) and
 * the worst door card brings in the engine's default bring-in (R200, R201). A bomb pot posts its
 * ante instead of the blinds (R233); the table's `runItTimes` and `maxRuns` pass through (R232).
 */
export function handInput(hand: TableHand, variant?: VariantDescriptor): Omit<HandOptions, 'variant' | 'betting'> {
  if (variant !== undefined && opensWithBringIn(variant)) {
    return {
      stacks: hand.stacks,
      button: hand.button,
      ante: { amount: studAnte(hand.level), mode: 'each' },
      dealing: { seed: hand.seed },
    };
  }
  const runs = {
    ...(hand.runItTimes !== undefined ? { runItTimes: hand.runItTimes } : {}),
    ...(hand.maxRuns !== undefined ? { maxRuns: hand.maxRuns } : {}),
  };
  // R233: a bomb pot antes instead of the level's blinds and ante, which still size the bets
  if (hand.bombPot !== undefined) {
    return { stacks: hand.stacks, button: hand.button, blinds: { small: hand.level.small, big: hand.level.big }, bombPot: { ante: hand.bombPot }, dealing: { seed: hand.seed }, ...runs };
  }
  return {
    stacks: hand.stacks,
    button: hand.button,
    blinds: { small: hand.level.small, big: hand.level.big },
    ante: hand.level.ante ? { amount: hand.level.ante, mode: 'big-blind' } : undefined,
    dealing: { seed: hand.seed },
    ...runs,
  };
}
