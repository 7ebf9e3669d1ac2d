import { BettingConfigError } from './errors.js';
import { type BettingState, cloneState } from './BettingState.js';

const LIMITS: readonly string[] = ['small', 'big', 'small-or-big'];

/**
 * Chooses which fixed-limit bet a round that nobody has acted in yet uses (R91, R204, R214), for
 * games whose rounds do not follow fixed limit's "small bet on the first two rounds" rule: stud's
 * fourth street with an open pair (`'small-or-big'`, R204), single draw's big bet after the draw
 * (R214). `null` goes back to the structure's rule. Structures other than fixed limit ignore it.
 *
 * @example
 * ```ts
 * // stud, fourth street, a pair of nines showing: the small or the big bet
 * state = setRoundLimit(state, 'small-or-big');
 * legalActions(state, fixedLimit({ smallBet: 200 })).raiseTo; // { min: 200, max: 400 }
 * ```
 * @throws {@link BettingConfigError} `BAD_OPTION` for another value, `ROUND_STARTED` when a seat
 *   has already acted this round.
 */
export function setRoundLimit(state: BettingState, limit: 'small' | 'big' | 'small-or-big' | null): BettingState {
  if (limit !== null && !LIMITS.includes(limit)) {
    throw new BettingConfigError('BAD_OPTION', `the round's limit must be 'small', 'big', 'small-or-big' or null, got ${JSON.stringify(limit) ?? String(limit)} (R91, R204)`);
  }
  if (state.limit === limit) return state;
  if (state.hasActed.some(Boolean)) {
    throw new BettingConfigError('ROUND_STARTED', "a round's bet size can only be chosen before anybody acts in it (R91, R204)");
  }
  const next = cloneState(state);
  next.limit = limit;
  return next;
}
