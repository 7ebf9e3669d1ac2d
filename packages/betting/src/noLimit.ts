import { builtIn } from './isBuiltInStructure.js';
import type { BettingStructure } from './BettingStructure.js';
import { bigBetRaisingRights } from './bigBetRaisingRights.js';

/**
 * No Limit (R70-R77): minimum bet one big blind (R70), minimum raise `currentBet + lastFullRaise`
 * (R72), maximum the whole stack, full raise when the increment is at least the last full one (R73),
 * raising rights per player (R74), no cap (R76).
 *
 * @example
 * ```ts
 * const nl = noLimit();
 * let s = startBetting({ stacks: [1000, 1000, 1000], button: 0, structure: nl,
 *   forcedBets: compileForcedBets({ stacks: [1000, 1000, 1000], button: 0, structure: nl, blinds: { small: 50, big: 100 } }) });
 * legalActions(s, nl)?.raiseTo; // { min: 200, max: 1000 }
 * ```
 */
export function noLimit(): BettingStructure {
  return builtIn({
    id: 'no-limit',
    name: 'No Limit',
    options: {},
    allowsStraddle: true,
    defaultBlinds: () => null,
    raiseBounds: (s, seat) => ({ min: s.currentBet + s.lastFullRaise, max: s.committed[seat]! + s.stacks[seat]! }),
    hasRaisingRights: bigBetRaisingRights,
    isFullRaise: (s, to) => to - s.currentBet >= s.lastFullRaise,
    capReached: () => false,
  });
}

