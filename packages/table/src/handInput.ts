import { type HandOptions, opensWithBringIn, type VariantDescriptor } from '@pokerchart/engine';
import { blindSeats } from './blindSeats.js';
import { studAnte } from './studAnte.js';
import type { TableHand } from './TableContext.js';

/**
 * The engine's hand options (less the variant and the betting structure) for a hand the table
 * prepared: stacks (0 = not dealt in), button, the level's blinds and big-blind ante (R25), and
 * the hand's seed. A stud game (a `variant` whose first round opens with a bring-in) has no
 * blinds: every player antes the level's `ante` (default half the small blind, at least 1) and
 * the worst door card brings in the engine's default bring-in (R200, R201).
 *
 * A hand whose seats the dead-button rule chose (R248: a dead button or a dead small blind, so the
 * blinds are not the two players after the button) is given to the engine as per-seat forced bets,
 * with the button moved back to the nearest dealt-in seat at or before the dead one: the order of
 * play (first to act after the big blind pre-flop, first after the button later) is the same.
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
  const dealtIn = hand.stacks.map((s) => s > 0);
  const usual = dealtIn[hand.button] ? blindSeats(hand.button, dealtIn) : null;
  if (usual === null || usual.small !== hand.smallBlind || usual.big !== hand.bigBlind) {
    const n = hand.stacks.length;
    let button = hand.button;
    while (!dealtIn[button]) button = (button + n - 1) % n;
    const blinds = hand.stacks.map(() => 0);
    const antes = hand.stacks.map(() => 0);
    if (dealtIn[hand.smallBlind]) blinds[hand.smallBlind] = hand.level.small;
    blinds[hand.bigBlind] = hand.level.big;
    if (hand.level.ante) antes[hand.bigBlind] = hand.level.ante;
    return {
      stacks: hand.stacks,
      button,
      forcedBets: { antes, blinds, minBet: hand.level.big, ...(hand.level.ante ? { anteDead: true, anteOrder: 'blind-first' as const } : {}) },
      dealing: { seed: hand.seed },
    };
  }
  return {
    stacks: hand.stacks,
    button: hand.button,
    blinds: { small: hand.level.small, big: hand.level.big },
    ante: hand.level.ante ? { amount: hand.level.ante, mode: 'big-blind' } : undefined,
    dealing: { seed: hand.seed },
  };
}
