import { advance } from './advance.js';
import { type BettingState, cloneState, falses } from './BettingState.js';
import { BettingConfigError } from './errors.js';
import type { BettingStructure } from './BettingStructure.js';

/**
 * Starts the next betting round after the engine dealt the next street (R104): `committed := 0`,
 * `hasActed := false`, `currentBet := 0`, `lastAggressor := null`, `lastFullRaise := minBet`,
 * `fullLevel := 0`, `raiseCount := 0`, `capped := false`, `limit := null`; the first to act is the first player left
 * of the button who needs to act (R47).
 *
 * Allowed when `status` is `'street-complete'` or `'run-out'` (then it only advances the street: nobody
 * can act, R103). Throws {@link BettingConfigError} `ROUND_NOT_OVER` otherwise.
 */
export function nextRound(state: BettingState, structure: BettingStructure): BettingState {
  void structure;
  if (state.status !== 'street-complete' && state.status !== 'run-out') {
    throw new BettingConfigError(
      'ROUND_NOT_OVER',
      `nextRound needs a finished round with streets left (status 'street-complete' or 'run-out'), but status is '${state.status}' (R101, R104)`,
    );
  }
  let canBet = 0;
  for (let q = 0; q < state.seatCount; q++) if (state.dealtIn[q] && !state.folded[q] && !state.allIn[q]) canBet++;
  const next = cloneState(state);
  next.street = state.street + 1;
  next.status = 'betting';
  next.toAct = null;
  next.hasActed = falses(state.seatCount);
  next.currentBet = 0;
  next.nominalBet = 0;
  next.lastFullRaise = state.minBet;
  next.fullLevel = 0;
  next.raiseCount = 0;
  next.capped = false;
  next.roundStartedHeadsUp = canBet === 2;
  next.lastAggressor = null;
  next.potAdjustment = 0;
  next.pendingBringIn = null;
  next.limit = null;
  return advance(next, state.button);
}
