import { builtIn } from './isBuiltInStructure.js';
import type { BettingStructure } from './BettingStructure.js';
import { noLimit } from './noLimit.js';
import { potTotal } from './potTotal.js';

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
