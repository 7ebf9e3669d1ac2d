import { BettingConfigError } from './errors.js';
import { type BettingRuleOptions, defaultBettingRules, zeros } from './BettingState.js';
import { seatPositions } from './seatPositions.js';
import type { BettingStructure } from './BettingStructure.js';

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

/**
 * The general, per-seat form of the forced bets of one hand (R20-R28), indexed by seat. This is what
 * {@link startBetting} posts; {@link compileForcedBets} builds it from the usual small/big/ante/straddle
 * options, and a hand-history replayer can fill it directly (PHH `antes`, `blinds_or_straddles`,
 * `min_bet`).
 */
export interface ForcedBets {
  /** Ante owed by each seat (0 = none). Not necessarily uniform: a BB-ante table has one non-zero entry. */
  antes: readonly number[];
  /**
   * Live blind or straddle owed by each seat (0 = none), e.g. `[0, 50, 100, 200]`. The largest one is
   * the nominal bet to call pre-flop (R22, R28), and the first player to act pre-flop is the next one
   * after the seat that owes it (R46). A short stack posts what it has and is all-in, and the others
   * still owe the nominal amount (R22); to replay a history where they owed only what was posted
   * (PokerKit's behaviour), pass the posted amounts here.
   */
  blinds: readonly number[];
  /**
   * Minimum opening bet on every street (R70) and the last full raise at the start of each post-flop
   * round (R71, R104). Default: the largest entry of `blinds` (so pass it explicitly when the largest
   * entry is a straddle), or 1 when there are no blinds.
   */
  minBet?: number | undefined;
  /**
   * The last full raise at the start of the pre-flop round (R71). Default: `minBet`. Under
   * `straddleMinRaise: 'double-straddle'` {@link compileForcedBets} sets it to the straddle.
   */
  preflopLastFullRaise?: number | undefined;
  /**
   * Seat that acts first pre-flop (or the next one clockwise that needs to act, R100), overriding
   * R46's "left of the largest blind". For hand histories whose posted blinds do not decide the
   * opener (e.g. PHH negative `blinds_or_straddles` entries: posted, yet the usual player opens).
   */
  firstToAct?: number | undefined;
  /**
   * `true` when the antes are dead money that belongs to nobody's pot layer (big-blind ante, R25);
   * `false` (default) when they are live for pot layering (uniform antes, R24).
   */
  anteDead?: boolean | undefined;
  /**
   * Which a short stack pays first when it owes both an ante and a blind: `'ante-first'` (default,
   * R24) or `'blind-first'` (R25's default for the big-blind ante).
   */
  anteOrder?: 'ante-first' | 'blind-first' | undefined;
}

/**
 * The simple form of the forced bets (the options of the engine's `createHand`), compiled by
 * {@link compileForcedBets} into the per-seat {@link ForcedBets}.
 */
export interface ForcedBetOptions {
  /** Starting stacks by seat; 0 = seat not dealt in (R11). */
  stacks: readonly number[];
  /** Button seat; must be dealt in (R12). */
  button: number;
  /** The betting structure (decides whether a straddle is allowed and the default blinds). */
  structure: BettingStructure;
  /** Blind amounts (R21). Optional only when the structure has default blinds (fixed limit, R90). */
  blinds?: { small: number; big: number } | undefined;
  /** Ante (R23): `'each'` = uniform ante (R24), `'big-blind'` = big-blind ante (R25). */
  ante?: { amount: number; mode: 'each' | 'big-blind' } | null | undefined;
  /**
   * Straddle posted by UTG (R27): an amount (at least 2 × BB), `true` for the default 2 × BB, or
   * `null`/`false`/absent for none.
   */
  straddle?: number | boolean | null | undefined;
  /** Rule options (`bbAnteOrder`, `straddleMinRaise`); defaults from {@link defaultBettingRules}. */
  rules?: Partial<BettingRuleOptions> | undefined;
}
