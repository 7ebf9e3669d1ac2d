import { advance } from './advance.js';
import { type BettingRuleOptions, type BettingState, defaultBettingRules, falses, type Mutable, zeros } from './BettingState.js';
import { BettingConfigError } from './errors.js';
import type { BettingStructure } from './BettingStructure.js';
import type { ForcedBets } from './compileForcedBets.js';

/** Input of {@link startBetting}. */
export interface StartBettingInput {
  /** Starting stacks by seat; 0 = seat not dealt in (R11). */
  stacks: readonly number[];
  /** Button seat, a dealt-in seat (R12). */
  button: number;
  /** Forced bets in per-seat form; see {@link compileForcedBets} for the usual options. */
  forcedBets: ForcedBets;
  /** The betting structure of the hand. */
  structure: BettingStructure;
  /** Number of betting rounds (streets) in the hand; default 4 (pre-flop, flop, turn, river). */
  streetCount?: number | undefined;
  /** Rule options; defaults from {@link defaultBettingRules}. */
  rules?: Partial<BettingRuleOptions> | undefined;
}

/** The per-seat arrays of {@link ForcedBets}. */
const FORCED_BET_ARRAYS = ['antes', 'blinds'] as const;

function isChips(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

/**
 * Starts the betting of a hand: posts the forced bets (R20-R28; posting is not acting, short stacks
 * post what they have and are all-in, R22/R24/R25) and opens the pre-flop round (R46, R55, R71, R92).
 * The returned state names the first seat to act in `toAct`; if nobody can act (everyone all-in from
 * the blinds) the round is already over and `status` says what comes next.
 *
 * Throws {@link BettingConfigError} for bad stacks, button or forced bets.
 */
export function startBetting(input: StartBettingInput): BettingState {
  if (input === null || typeof input !== 'object') throw new BettingConfigError('BAD_OPTION', 'startBetting needs { stacks, button, forcedBets, structure, streetCount?, rules? }');
  const { stacks, button, forcedBets: fb } = input;
  if (!Array.isArray(stacks)) throw new BettingConfigError('BAD_STACKS', 'stacks must be an array of chip counts, one per seat (R0.1, R11)');
  if (fb === null || typeof fb !== 'object') throw new BettingConfigError('BAD_FORCED_BETS', 'forcedBets must be { antes, blinds } from compileForcedBets (R20)');
  const given = input.rules ?? {};
  // only the betting options are kept in the state (callers may pass a larger rules object)
  const rules: BettingRuleOptions = {
    allowOpenFold: given.allowOpenFold ?? defaultBettingRules.allowOpenFold,
    bbAnteOrder: given.bbAnteOrder ?? defaultBettingRules.bbAnteOrder,
    straddleMinRaise: given.straddleMinRaise ?? defaultBettingRules.straddleMinRaise,
  };
  if (typeof rules.allowOpenFold !== 'boolean'
    || (rules.bbAnteOrder !== 'blind-first' && rules.bbAnteOrder !== 'ante-first')
    || (rules.straddleMinRaise !== 'double-straddle' && rules.straddleMinRaise !== 'straddle-plus-bb')) {
    throw new BettingConfigError('BAD_OPTION', `bad betting rule options ${JSON.stringify(rules)}: allowOpenFold is a boolean, bbAnteOrder 'blind-first' | 'ante-first', straddleMinRaise 'double-straddle' | 'straddle-plus-bb' (R0.4)`);
  }
  const n = stacks.length;
  if (n < 2 || !allChips(stacks)) {
    throw new BettingConfigError('BAD_STACKS', `stacks must be at least 2 non-negative integers, one per seat, with no holes (R0.1, R11)`);
  }
  let total = 0;
  let players = 0;
  // (arrays of a known length are copies of cached ones: an empty array grows by 16 places on its first push)
  const dealtIn = falses(n);
  for (let s = 0; s < n; s++) {
    total += stacks[s]!;
    if (stacks[s]! > 0) {
      dealtIn[s] = true;
      players++;
    }
  }
  if (total > Number.MAX_SAFE_INTEGER) {
    throw new BettingConfigError('BAD_STACKS', `the stacks add up to more than Number.MAX_SAFE_INTEGER (${Number.MAX_SAFE_INTEGER}), where chip sums stop being exact (R0.1, R0.5)`);
  }
  if (players < 2) {
    throw new BettingConfigError('BAD_STACKS', 'a hand needs at least 2 players with chips (R11)');
  }
  if (!Number.isInteger(button) || button < 0 || button >= n || !dealtIn[button]) {
    throw new BettingConfigError('BAD_BUTTON', `button seat ${String(button)} is not a dealt-in seat (R12)`);
  }
  const streetCount = input.streetCount ?? 4;
  if (!Number.isInteger(streetCount) || streetCount < 1) {
    throw new BettingConfigError('BAD_OPTION', `streetCount must be a positive integer, got ${String(streetCount)}`);
  }
  for (const key of FORCED_BET_ARRAYS) {
    const arr = fb[key];
    if (!Array.isArray(arr) || arr.length !== n || !allChips(arr)) {
      throw new BettingConfigError('BAD_FORCED_BETS', `forcedBets.${key} must have one non-negative integer per seat (${n} seats) (R0.1)`);
    }
    for (let s = 0; s < n; s++) {
      const a: number = arr[s]!;
      if (a > 0 && !dealtIn[s]) {
        throw new BettingConfigError('BAD_FORCED_BETS', `seat ${s} is not dealt in but owes ${key === 'antes' ? 'an ante' : 'a blind'} of ${a} (R11)`);
      }
    }
  }
  let nominal = 0;
  let cursor = button;
  for (let k = 1; k <= n; k++) {
    const s = (button + k) % n;
    if (fb.blinds[s]! > 0 && fb.blinds[s]! >= nominal) {
      nominal = fb.blinds[s]!;
      cursor = s;
    }
  }
  if (fb.firstToAct !== undefined) {
    if (!Number.isInteger(fb.firstToAct) || fb.firstToAct < 0 || fb.firstToAct >= n || !dealtIn[fb.firstToAct]) {
      throw new BettingConfigError('BAD_FORCED_BETS', `forcedBets.firstToAct must be a dealt-in seat, got ${String(fb.firstToAct)} (R46)`);
    }
    cursor = (fb.firstToAct + n - 1) % n;
  }
  const minBet = fb.minBet ?? (nominal > 0 ? nominal : 1);
  const preflopLfr = fb.preflopLastFullRaise ?? minBet;
  if (!isChips(minBet) || minBet < 1 || !isChips(preflopLfr) || preflopLfr < 1) {
    throw new BettingConfigError('BAD_FORCED_BETS', `minBet and preflopLastFullRaise must be positive integers (R70, R71), got ${String(minBet)} and ${String(preflopLfr)}`);
  }
  const anteFirst = (fb.anteOrder ?? 'ante-first') === 'ante-first';
  // packed copies (a caller's `new Array(n).fill(x)` is holey, and every copy of a holey array is too)
  const left = zeros(n);
  for (let s = 0; s < n; s++) left[s] = stacks[s]!;
  const startStacks = left.slice();
  const committed = zeros(n);
  const contributed = zeros(n);
  const postedAntes = zeros(n);
  const postedBlinds = zeros(n);
  let dead = 0;
  let collected = 0;
  let shortfall = 0;
  const anteDead = Boolean(fb.anteDead);
  for (let s = 0; s < n; s++) {
    if (!dealtIn[s]) continue;
    // two posts per seat, the ante first unless the order says otherwise (R25)
    for (let step = 0; step < 2; step++) {
      if ((step === 0) === anteFirst) {
        const a = Math.min(left[s]!, fb.antes[s]!);
        left[s]! -= a;
        postedAntes[s] = a;
        collected += a;
        if (anteDead) dead += a;
        else contributed[s]! += a;
      } else {
        const b = Math.min(left[s]!, fb.blinds[s]!);
        left[s]! -= b;
        postedBlinds[s] = b;
        committed[s] = b;
        contributed[s]! += b;
        shortfall += fb.blinds[s]! - b;
      }
    }
    // R25: a stack that went whole into a dead ante (the BB under 'ante-first') is live instead, so
    // its owner, all-in, can win the matching amount from every other player. It then counts like a
    // short blind of that amount (R22): in this round's committed chips, matched or returned (R106).
    if (anteDead && postedAntes[s]! > 0 && postedBlinds[s] === 0 && left[s] === 0) {
      const a = postedAntes[s]!;
      dead -= a;
      collected -= a;
      committed[s] = a;
      contributed[s]! += a;
    }
  }
  let canBet = 0;
  const allIn = falses(n);
  for (let s = 0; s < n; s++) {
    if (dealtIn[s] && left[s] === 0) allIn[s] = true;
    if (dealtIn[s] && left[s]! > 0) canBet++;
  }
  const state: Mutable<BettingState> = {
    seatCount: n,
    button,
    dealtIn,
    startStacks,
    stacks: left,
    committed,
    contributed,
    returned: zeros(n),
    folded: falses(n),
    allIn,
    hasActed: falses(n),
    dead,
    collected,
    posted: { antes: postedAntes, blinds: postedBlinds },
    street: 0,
    streetCount,
    status: 'betting',
    toAct: null,
    currentBet: nominal,
    nominalBet: nominal,
    lastFullRaise: preflopLfr,
    fullLevel: nominal,
    raiseCount: nominal > 0 ? 1 : 0,
    capped: false,
    roundStartedHeadsUp: canBet === 2,
    lastAggressor: null,
    aggressors: [],
    minBet,
    potAdjustment: shortfall,
    bettingClosed: false,
    winner: null,
    pendingBringIn: null,
    limit: null,
    rules,
  };
  return advance(state, cursor);
}

/** Every index of `xs` holds a chip count: unlike `every`, a sparse array's holes count as missing. */
function allChips(xs: readonly unknown[]): boolean {
  for (let i = 0; i < xs.length; i++) if (!isChips(xs[i])) return false;
  return true;
}
