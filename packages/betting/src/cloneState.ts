import type { Mutable } from './advance.js';
import type { BettingState } from './BettingState.js';

/**
 * A shallow copy of the state with every field listed in one fixed order, so that all states share
 * one object shape (much faster than object spread on the hot path). Arrays are shared, not copied.
 * @internal
 */
export function cloneState(s: BettingState): Mutable<BettingState> {
  return {
    seatCount: s.seatCount,
    button: s.button,
    dealtIn: s.dealtIn,
    startStacks: s.startStacks,
    stacks: s.stacks,
    committed: s.committed,
    contributed: s.contributed,
    returned: s.returned,
    folded: s.folded,
    allIn: s.allIn,
    hasActed: s.hasActed,
    dead: s.dead,
    collected: s.collected,
    posted: s.posted,
    street: s.street,
    streetCount: s.streetCount,
    status: s.status,
    toAct: s.toAct,
    currentBet: s.currentBet,
    nominalBet: s.nominalBet,
    lastFullRaise: s.lastFullRaise,
    fullLevel: s.fullLevel,
    raiseCount: s.raiseCount,
    capped: s.capped,
    roundStartedHeadsUp: s.roundStartedHeadsUp,
    lastAggressor: s.lastAggressor,
    aggressors: s.aggressors,
    minBet: s.minBet,
    potAdjustment: s.potAdjustment,
    bettingClosed: s.bettingClosed,
    winner: s.winner,
    pendingBringIn: s.pendingBringIn,
    limit: s.limit,
    rules: s.rules,
  };
}
