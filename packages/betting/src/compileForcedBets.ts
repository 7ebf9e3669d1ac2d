import { BettingConfigError } from './BettingConfigError.js';
import { defaultBettingRules, type BettingRuleOptions } from './BettingRuleOptions.js';
import type { ForcedBetOptions } from './ForcedBetOptions.js';
import type { ForcedBets } from './ForcedBets.js';
import { seatPositions } from './seatPositions.js';
import { zeros } from './seatArrays.js';

function isChips(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

/**
 * A rule option as `{ ...defaultBettingRules, ...rules }` has it (the caller's own value, else the
 * default), read only where it is used: that spread, with the engine's larger rules object, costs
 * V8's slow path once per hand.
 */
function ruleOption<K extends keyof BettingRuleOptions>(rules: Partial<BettingRuleOptions> | undefined, key: K): BettingRuleOptions[K] {
  return rules !== undefined && rules !== null && Object.prototype.propertyIsEnumerable.call(rules, key) ? (rules as BettingRuleOptions)[key] : defaultBettingRules[key];
}

/**
 * Compiles the usual forced-bet options into the per-seat {@link ForcedBets}: blinds on the positions
 * of R13/R14 (heads-up the button posts the small blind), uniform antes on every dealt-in seat (R24)
 * or one big-blind ante on the BB seat as dead money ordered by `bbAnteOrder` (R25), and a UTG
 * straddle (R27, R28) with the minimum raise of `straddleMinRaise` (R71).
 *
 * Throws {@link BettingConfigError}: `MISSING_BLINDS` (no blinds and the structure has no default),
 * `BAD_FORCED_BETS` (amounts not non-negative integers, small blind above the big blind),
 * `STRADDLE_NOT_ALLOWED` (R27: not NL/PL, fewer than 3 players, below 2 × BB, or the UTG stack is not
 * larger than the straddle), plus the errors of {@link seatPositions}.
 */
export function compileForcedBets(opts: ForcedBetOptions): ForcedBets {
  if (opts === null || typeof opts !== 'object') throw new BettingConfigError('BAD_OPTION', 'compileForcedBets needs options { stacks, button, structure, blinds?, ante?, straddle?, rules? }');
  const { stacks, button, structure } = opts;
  if (!Array.isArray(stacks)) throw new BettingConfigError('BAD_STACKS', 'stacks must be an array of chip counts, one per seat (R0.1, R11)');
  if (structure === null || typeof structure !== 'object' || typeof structure.defaultBlinds !== 'function') {
    throw new BettingConfigError('BAD_OPTION', 'structure must be a betting structure such as noLimit(), potLimit() or fixedLimit({ smallBet })');
  }
  const rules = opts.rules;
  const pos = seatPositions(stacks, button);
  const blinds = opts.blinds ?? structure.defaultBlinds();
  if (blinds === null) {
    throw new BettingConfigError('MISSING_BLINDS', `blinds { small, big } are required with ${structure.name} (R21)`);
  }
  if (!isChips(blinds.small) || !isChips(blinds.big) || blinds.big < 1 || blinds.small > blinds.big) {
    throw new BettingConfigError(
      'BAD_FORCED_BETS',
      `blinds must be integers with 0 <= small <= big and big >= 1, got small ${String(blinds.small)}, big ${String(blinds.big)} (R0.1, R21)`,
    );
  }
  const n = stacks.length;
  const antes = zeros(n);
  const seatBlinds = zeros(n);
  seatBlinds[pos.smallBlind] = blinds.small;
  seatBlinds[pos.bigBlind] = blinds.big;
  const out: ForcedBets = { antes, blinds: seatBlinds, minBet: blinds.big };
  const ante = opts.ante ?? null;
  if (ante !== null && ante.amount !== 0) {
    if (!isChips(ante.amount) || (ante.mode !== 'each' && ante.mode !== 'big-blind')) {
      throw new BettingConfigError(
        'BAD_FORCED_BETS',
        `ante must be { amount: non-negative integer, mode: 'each' | 'big-blind' }, got amount ${typeof ante.amount === 'number' ? ante.amount : typeof ante.amount}, mode ${typeof ante.mode === 'string' ? JSON.stringify(ante.mode) : typeof ante.mode} (R23)`,
      );
    }
    if (ante.mode === 'each') {
      for (const s of pos.order) antes[s] = ante.amount;
    } else {
      antes[pos.bigBlind] = ante.amount;
      out.anteDead = true;
      out.anteOrder = ruleOption(rules, 'bbAnteOrder');
    }
  }
  const straddle = opts.straddle === true ? 2 * blinds.big : opts.straddle === false ? null : (opts.straddle ?? null);
  if (straddle !== null) {
    const utg = pos.underTheGun;
    const why = !structure.allowsStraddle
      ? `${structure.name} does not allow a straddle (NL and PL only)`
      : pos.order.length < 3
        ? `a straddle needs 3 or more players, ${pos.order.length} are dealt in`
        : !isChips(straddle) || straddle < 2 * blinds.big
          ? `the straddle must be an integer of at least 2 × BB = ${2 * blinds.big}, got ${String(straddle)}`
          : !(stacks[utg]! - antes[utg]! > straddle)
            ? `the UTG player (seat ${utg}) has ${stacks[utg]! - antes[utg]!}${antes[utg]! > 0 ? ' after the ante' : ''}, not more than the straddle ${straddle}`
            : null;
    if (why !== null) throw new BettingConfigError('STRADDLE_NOT_ALLOWED', `${why} (R27)`);
    seatBlinds[utg] = straddle;
    out.preflopLastFullRaise =
      ruleOption(rules, 'straddleMinRaise') === 'double-straddle' ? straddle : Math.max(blinds.big, straddle - blinds.big); // R71
  }
  return out;
}
