import { advance } from './advance.js';
import { type BettingState, cloneState, type Mutable, type PlayerAction } from './BettingState.js';
import type { BettingStructure } from './BettingStructure.js';
import { IllegalActionError } from './errors.js';
import { normalizeAction, wasNormalized } from './normalizeAction.js';
import { wagerBounds } from './wagerBounds.js';

const MIN_RULE: Record<string, string> = { 'no-limit': 'R72, R73', 'pot-limit': 'R80, R72, R73', 'fixed-limit': 'R94' };
const MAX_RULE: Record<string, string> = { 'no-limit': 'R72', 'pot-limit': 'R82', 'fixed-limit': 'R94' };

const WHY_NOT: Record<string, string> = {
  'street-complete': 'the betting round is over; the next one starts after the next street is dealt (R101, R104)',
  'run-out': 'betting is closed, at most one player is not all-in (R103)',
  showdown: 'the last betting round is over (R105)',
  folded: 'the hand is over, only one player is left (R102)',
};

function describe(x: unknown): string {
  if (typeof x === 'string') return JSON.stringify(x);
  if (typeof x === 'number') return String(x);
  if (x === undefined) return 'missing';
  try {
    return JSON.stringify(x) ?? String(x);
  } catch {
    return String(x);
  }
}

/**
 * Applies one voluntary action of the seat to act and returns the new state (R57-R66, R73, R96,
 * R100-R106). The input state is never modified; unchanged arrays are shared.
 *
 * When the action ends the round, uncalled chips are returned (R106), committed chips move to the pot,
 * and `status` tells the engine what comes next (see {@link BettingStatus}).
 *
 * @param seat - the seat acting; when given it must be `state.toAct` (`NOT_YOUR_TURN` otherwise).
 * @throws {@link IllegalActionError} for any illegal action (R0.3); the state is unchanged.
 */
export function applyAction(state: BettingState, structure: BettingStructure, action: PlayerAction, seat?: number | null): BettingState {
  const p = state.toAct;
  if (state.status !== 'betting' || p === null) {
    throw new IllegalActionError('NO_ACTION', `no betting action is possible now: ${WHY_NOT[state.status] ?? state.status}`, seat ?? null);
  }
  if (seat !== undefined && seat !== null && seat !== p) {
    throw new IllegalActionError('NOT_YOUR_TURN', `seat ${describe(seat)} cannot act: it is seat ${p}'s turn (R48)`, typeof seat === 'number' ? seat : null);
  }
  // known fields only (a junk field, a BigInt or a throwing getter never gets further)
  // (an action the engine's act normalized a moment ago is not copied again)
  const { type } = (action = wasNormalized(action) ? action : normalizeAction(action, p));
  const committed = state.committed[p]!;
  const stack = state.stacks[p]!;
  const gap = state.currentBet - committed;
  if (type === 'run-it') {
    throw new IllegalActionError('NO_RUN_IT', `seat ${p} cannot choose how many times to run the board: the betting round is running; the hand asks once betting closes with an all-in (R232)`, p);
  }
  if (type === 'decide') {
    throw new IllegalActionError('NO_DECISION', `seat ${p} cannot decide: no step of a kind of your own waits for a decision, the betting round is running (R0.3)`, p);
  }
  if (type === 'discard') {
    throw new IllegalActionError('NO_DRAW', `seat ${p} cannot discard: no draw is pending, the betting round is running; discard only during a draw (R212)`, p);
  }
  const due = state.pendingBringIn;
  if (due !== null && due.seat === p) {
    if (type === 'bring-in') return postBringIn(state, p, Math.min(due.amount, stack));
    const w = due.mayComplete ? wagerBounds(state, structure, p) : null;
    const complete = w !== null && !('code' in w) ? `, or complete with a bet to ${w.min}` : '';
    // R201: only the bring-in or the completion (a bet, or all-in for no more than the completion)
    if (type !== 'bet' && type !== 'all-in') {
      throw new IllegalActionError('BRING_IN_DUE', `seat ${p} owes the bring-in: post it ({ type: 'bring-in' }, ${Math.min(due.amount, stack)} chips)${complete}; it cannot ${type} (R201)`, p);
    }
    if (complete === '') {
      throw new IllegalActionError('BRING_IN_ONLY', `seat ${p} may only post the bring-in ({ type: 'bring-in' }, ${Math.min(due.amount, stack)} chips): completing is not allowed under bringInMay 'bring-in-only' (R201)`, p);
    }
  } else if (type === 'bring-in') {
    throw new IllegalActionError('NO_BRING_IN', `seat ${p} owes no bring-in: only the seat with the bring-in card posts it, at the start of the first round (R201)`, p);
  }

  switch (type) {
    case 'fold': {
      if (gap <= 0 && !state.rules.allowOpenFold) {
        throw new IllegalActionError('OPEN_FOLD', `seat ${p} cannot fold when a check is possible; check instead, or enable allowOpenFold (R59)`, p);
      }
      const next = cloneState(state);
      const folded = state.folded.slice();
      folded[p] = true;
      next.folded = folded;
      return finish(next, p);
    }
    case 'check': {
      if (gap > 0) {
        throw new IllegalActionError('CHECK_FACING_BET', `seat ${p} cannot check facing a bet of ${state.currentBet}; call ${Math.min(stack, gap)}, raise or fold (R58)`, p);
      }
      return finish(cloneState(state), p);
    }
    case 'call':
      if (gap <= 0) {
        throw new IllegalActionError('NOTHING_TO_CALL', `seat ${p} has nothing to call; check or bet instead (R60)`, p);
      }
      return putIn(state, p, committed + Math.min(stack, gap), false, structure);
    case 'all-in': {
      const to = committed + stack;
      if (stack <= gap) return putIn(state, p, to, false, structure); // all-in call (R57, R60)
      return wager(state, structure, p, to, 'all-in');
    }
    default: {
      const to: unknown = (action as { to?: unknown }).to;
      if (typeof to !== 'number' || !Number.isInteger(to) || to < 0) {
        throw new IllegalActionError('BAD_AMOUNT', `${type} amount ${describe(to)} is not a chip amount: it must be a non-negative integer round total (R0.1, R0.2)`, p);
      }
      const word = state.currentBet === 0 ? 'bet' : 'raise';
      if (type !== word) {
        throw new IllegalActionError(
          'WRONG_WORD',
          word === 'bet'
            ? `nobody has bet this round: use 'bet', not 'raise' (R61)`
            : `there is already a bet of ${state.currentBet}: use 'raise', not 'bet' (R61)`,
          p,
        );
      }
      return wager(state, structure, p, to, type);
    }
  }
}

/** The bounds of a bet or raise, as an error message says them. */
function allowed(w: { min: number; max: number }): string {
  return `allowed: ${w.min === w.max ? `exactly ${w.min}` : `${w.min} to ${w.max}`}`;
}

function wager(state: BettingState, structure: BettingStructure, p: number, to: number, word: string): BettingState {
  const w = wagerBounds(state, structure, p);
  if ('code' in w) throw new IllegalActionError(w.code, w.message, p);
  const allInTo = state.committed[p]! + state.stacks[p]!;
  if (to < w.min) {
    const rule = w.max === allInTo && w.min === allInTo ? 'R63' : (MIN_RULE[structure.id] ?? 'R63');
    throw new IllegalActionError('BELOW_MINIMUM', `${word} to ${to} is below the minimum ${w.min}; ${allowed(w)} (${rule})`, p);
  }
  if (to > w.max) {
    const rule = w.max === allInTo ? 'R63' : (MAX_RULE[structure.id] ?? 'R63');
    throw new IllegalActionError('ABOVE_MAXIMUM', `${word} to ${to} is above the maximum ${w.max}; ${allowed(w)} (${rule})`, p);
  }
  if (structure.wagerSizes !== undefined && to !== allInTo) {
    const sizes = structure.wagerSizes(state, p);
    if (sizes !== null && !sizes.includes(to)) {
      throw new IllegalActionError('BAD_AMOUNT', `${word} to ${to} is not an allowed size: ${word} to ${sizes.join(' or ')} (R204)`, p);
    }
  }
  return putIn(state, p, to, true, structure);
}

/**
 * R201, R202: the bring-in: `amount` chips become the round's current bet, which is not a full bet
 * (the completion to the small bet is the round's first full bet); the round goes on clockwise.
 */
function postBringIn(state: BettingState, p: number, amount: number): BettingState {
  const next = moveChips(state, p, amount);
  next.currentBet = Math.max(state.currentBet, next.committed[p]!);
  return finish(next, p);
}

/**
 * A copy of the state in which seat p has put `add` more chips in: its stack, round total and
 * hand total move together (R0.5), it is all-in when its stack reaches 0, and any pending
 * bring-in is settled. Arrays that do not change are shared.
 */
function moveChips(state: BettingState, p: number, add: number): Mutable<BettingState> {
  const next = cloneState(state);
  const stacks = state.stacks.slice();
  const committed = state.committed.slice();
  const contributed = state.contributed.slice();
  stacks[p]! -= add;
  committed[p]! += add;
  contributed[p]! += add;
  next.stacks = stacks;
  next.committed = committed;
  next.contributed = contributed;
  next.pendingBringIn = null;
  if (stacks[p] === 0) {
    const allIn = state.allIn.slice();
    allIn[p] = true;
    next.allIn = allIn;
  }
  return next;
}

/** Moves chips so that seat p's round total becomes `to`; records a bet/raise when `raise` is set. */
function putIn(state: BettingState, p: number, to: number, raise: boolean, structure: BettingStructure): BettingState {
  const next = moveChips(state, p, to - state.committed[p]!);
  if (raise) {
    next.lastAggressor = p; // R65
    next.currentBet = to;
    if (structure.isFullRaise(state, to)) {
      next.lastFullRaise = to - state.currentBet; // R73
      next.fullLevel = to; // R96
      next.raiseCount = state.raiseCount + 1;
    }
  }
  return finish(next, p, raise ? structure : null);
}

/** Marks p as having acted (R64), runs the cap check after a full raise (R93), and moves the turn on. */
function finish(next: Mutable<BettingState>, p: number, raised: BettingStructure | null = null): BettingState {
  if (!next.hasActed[p]) {
    // (a seat acting again this round, after a raise, has acted already: the list is shared unchanged)
    const hasActed = next.hasActed.slice();
    hasActed[p] = true; // R64
    next.hasActed = hasActed;
  }
  if (raised !== null && !next.capped && raised.capReached(next)) next.capped = true; // R93
  return advance(next, p);
}
