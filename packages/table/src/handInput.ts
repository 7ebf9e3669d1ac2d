import { type HandOptions, opensWithBringIn, type VariantDescriptor } from '@pokerchart/engine';
import { blindSeats } from './blindSeats.js';
import type { TableHand } from './TableContext.js';
import type { BlindLevel } from './blindLevels.js';

/** Whether a variant's first round opens with a bring-in, worked out once per variant object. */
const bringIns = new WeakMap<VariantDescriptor, boolean>();
function bringIn(variant: VariantDescriptor): boolean {
  let opens = bringIns.get(variant);
  if (opens === undefined) {
    opens = opensWithBringIn(variant);
    bringIns.set(variant, opens);
  }
  return opens;
}

/**
 * The engine's hand options (less the variant and the betting structure) for a hand the table
 * prepared: stacks (0 = not dealt in), button, the level's blinds and big-blind ante (R25), and
 * the hand's seed. A stud game (a `variant` whose first round opens with a bring-in) has no
 * blinds: every player antes the level's `ante` (default half the small blind, at least 1) and
 * the worst door card brings in the engine's default bring-in (R200, R201). A bomb pot posts its
 * ante instead of the blinds (R233); the table's `runItTimes` and `maxRuns` pass through (R232).
 *
 * A hand whose seats the dead-button rule chose (R248: a dead button or a dead small blind, so the
 * blinds are not the two players after the button) is given to the engine as per-seat forced bets,
 * with the button moved back to the nearest dealt-in seat at or before the dead one: the order of
 * play (first to act after the big blind pre-flop, first after the button later) is the same.
 * So is a hand in which seats back from sitting out post the blinds they missed (R262, the hand's
 * `missedBlinds`): the big blind live, the small blind as a dead ante, the first to act the seat
 * after the big blind.
 */
export function handInput(hand: TableHand, variant?: VariantDescriptor): Omit<HandOptions, 'variant' | 'betting'> {
  const rake = hand.rake !== undefined ? { rake: hand.rake } : {};
  if (variant !== undefined && bringIn(variant)) {
    return {
      stacks: hand.stacks,
      button: hand.button,
      ante: { amount: studAnte(hand.level), mode: 'each' },
      dealing: { seed: hand.seed },
      ...rake,
    };
  }
  const runs = {
    ...(hand.runItTimes !== undefined ? { runItTimes: hand.runItTimes } : {}),
    ...(hand.maxRuns !== undefined ? { maxRuns: hand.maxRuns } : {}),
    ...rake,
  };
  const dealtIn = hand.stacks.map((s) => s > 0);
  const n = hand.stacks.length;
  // R248: a dead button is given to the engine as the nearest dealt-in seat at or before it
  let button = hand.button;
  while (!dealtIn[button]) button = (button + n - 1) % n;
  // R290-R292: a game with its own stakes antes them and posts no blind (the level's blinds are not used)
  if (variant?.stakes !== undefined && hand.bombPot === undefined) return { stacks: hand.stacks, button, dealing: { seed: hand.seed }, ...runs };
  // R233: a bomb pot antes instead of the level's blinds and ante, which still size the bets
  if (hand.bombPot !== undefined) {
    return { stacks: hand.stacks, button, blinds: { small: hand.level.small, big: hand.level.big }, bombPot: { ante: hand.bombPot }, dealing: { seed: hand.seed }, ...runs };
  }
  const usual = dealtIn[hand.button] ? blindSeats(hand.button, dealtIn) : null;
  const missed = hand.missedBlinds ?? [];
  if (usual === null || usual.small !== hand.smallBlind || usual.big !== hand.bigBlind || missed.length > 0) {
    const blinds = hand.stacks.map(() => 0);
    const antes = hand.stacks.map(() => 0);
    if (dealtIn[hand.smallBlind]) blinds[hand.smallBlind] = hand.level.small;
    blinds[hand.bigBlind] = hand.level.big;
    if (hand.level.ante) antes[hand.bigBlind] = hand.level.ante;
    // R262: blinds missed while sitting out, the big blind live (in place of the seat's own blind
    // when it is the small blind) and the small blind dead; play starts left of the big blind
    for (const m of missed) {
      blinds[m.seat] = Math.max(blinds[m.seat]!, m.live);
      antes[m.seat]! += m.dead;
    }
    const dead = hand.level.ante !== undefined && hand.level.ante > 0 || missed.some((m) => m.dead > 0);
    let firstToAct = (hand.bigBlind + 1) % n;
    while (!dealtIn[firstToAct]) firstToAct = (firstToAct + 1) % n;
    return {
      stacks: hand.stacks,
      button,
      forcedBets: {
        antes, blinds, minBet: hand.level.big,
        ...(dead ? { anteDead: true, anteOrder: 'blind-first' as const } : {}),
        ...(missed.length > 0 ? { firstToAct } : {}),
      },
      dealing: { seed: hand.seed },
      ...runs,
    };
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

/**
 * The ante every player posts at a level of a game without blinds (stud, razz: R200): the level's
 * `ante`, or half its small blind (at least 1 chip) when it has none. @internal
 */
export function studAnte(level: BlindLevel): number {
  return level.ante ? level.ante : Math.max(1, Math.floor(level.small / 2));
}
