import { type BettingState, type Mutable, zeros } from './BettingState.js';

/**
 * Moves the turn to the next seat clockwise after `cursor` that needs to act (R48, R100; same test as
 * {@link needsToAct}), or ends the
 * round (R101, R102, R106) when nobody does. `state` must be a fresh object owned by the caller; it is
 * completed and returned.
 * @internal
 */
export function advance(state: Mutable<BettingState>, cursor: number): BettingState {
  const n = state.seatCount;
  const { dealtIn, folded, allIn, committed, hasActed } = state;
  // R100 in O(n): count live players with chips, and the largest committed among live all-in players
  let live = 0;
  let withChips = 0;
  let allInTop = -1;
  for (let q = 0; q < n; q++) {
    if (!dealtIn[q] || folded[q]) continue;
    live++;
    if (!allIn[q]) withChips++;
    else if (committed[q]! > allInTop) allInTop = committed[q]!;
  }
  if (live > 1) {
    const bet = state.currentBet;
    // the seats clockwise after the cursor, the cursor last (an increment that wraps, not `%`: this
    // runs for every action)
    for (let k = 1, s = cursor; k <= n; k++) {
      s = s + 1 === n ? 0 : s + 1;
      if (!dealtIn[s] || folded[s] || allIn[s]) continue;
      const c = committed[s]!;
      if (hasActed[s] && c >= bet) continue;
      // some other live player is not all-in, or is all-in for more than s committed
      if (withChips > 1 || allInTop > c) {
        state.toAct = s;
        state.status = 'betting';
        return state;
      }
    }
  }
  return endRound(state, live);
}

function endRound(state: Mutable<BettingState>, live: number): BettingState {
  const n = state.seatCount;
  // R106: the unmatched top of the largest committed amount goes back to its owner.
  let top = -1;
  let max = 0;
  let second = 0;
  for (let q = 0; q < n; q++) {
    const c = state.committed[q]!;
    if (c > max) {
      second = max;
      max = c;
      top = q;
    } else if (c > second) {
      second = c;
    }
  }
  let inRound = 0;
  if (top >= 0 && max > second) {
    const back = max - second;
    const stacks = state.stacks.slice();
    const committed = state.committed.slice();
    const contributed = state.contributed.slice();
    const returned = state.returned.slice();
    stacks[top]! += back;
    committed[top]! -= back;
    contributed[top]! -= back;
    returned[top]! += back;
    state.stacks = stacks;
    state.committed = committed;
    state.contributed = contributed;
    state.returned = returned;
    if (state.allIn[top]) {
      const allIn = state.allIn.slice();
      allIn[top] = false;
      state.allIn = allIn;
    }
  }
  for (let q = 0; q < n; q++) inRound += state.committed[q]!;
  if (inRound > 0) {
    state.collected += inRound;
    state.committed = zeros(n);
  }
  const aggressors = state.aggressors.slice();
  aggressors[state.street] = state.lastAggressor;
  state.aggressors = aggressors;
  state.toAct = null;
  let canBet = 0;
  let last = -1;
  for (let q = 0; q < n; q++) {
    if (!state.dealtIn[q] || state.folded[q]) continue;
    last = q;
    if (!state.allIn[q]) canBet++;
  }
  state.bettingClosed = canBet <= 1; // R103
  if (live <= 1) {
    state.status = 'folded'; // R102
    state.winner = last;
  } else if (state.street >= state.streetCount - 1) {
    state.status = 'showdown'; // R105
  } else {
    state.status = state.bettingClosed ? 'run-out' : 'street-complete';
  }
  return state;
}
