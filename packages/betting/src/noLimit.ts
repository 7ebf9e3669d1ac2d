import { type BettingStructure, builtIn } from './BettingStructure.js';
import { type BettingState, potTotal } from './BettingState.js';

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

/**
 * Pot Limit (R80-R83): as {@link noLimit} except the maximum, "call, then raise the pot":
 * `max(minTo, 2·currentBet − committed + pot)` (R82), where the pot counts short-posted blinds at
 * their nominal amounts pre-flop (R81).
 */
export function potLimit(): BettingStructure {
  return builtIn({
    ...noLimit(),
    id: 'pot-limit',
    name: 'Pot Limit',
    options: {},
    raiseBounds: (s, seat) => {
      const min = s.currentBet + s.lastFullRaise;
      const pot = potTotal(s) + s.potAdjustment;
      const potTo = 2 * s.currentBet - s.committed[seat]! + pot;
      return { min, max: Math.min(s.committed[seat]! + s.stacks[seat]!, Math.max(min, potTo)) };
    },
  });
}

/**
 * Raising rights in No Limit and Pot Limit (R74, TDA 47-A): a player who has not acted this round may
 * bet or raise; one who has may raise again only if raised by at least a full raise since
 * (`currentBet − committed ≥ lastFullRaise`). Reusable by custom big-bet structures.
 */
export function bigBetRaisingRights(state: BettingState, seat: number): boolean {
  return !state.hasActed[seat] || state.currentBet - state.committed[seat]! >= state.lastFullRaise;
}
