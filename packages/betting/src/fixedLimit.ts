import { type BettingStructure, builtIn } from './BettingStructure.js';
import { BettingConfigError } from './errors.js';
import type { BettingState } from './BettingState.js';

/** The values of the fixed-limit `headsUpCap` option (R93), as named in RULES.md. */
export type HeadsUpCap = 'uncap-when-two-remain' | 'uncap-if-round-starts-heads-up' | 'always-capped';

/** Options of {@link fixedLimit} (R90-R93). */
export interface FixedLimitOptions {
  /** Small bet: the unit on the first two betting rounds (R91). */
  smallBet: number;
  /** Big bet: the unit from the third betting round on; default `2 × smallBet` (R90). */
  bigBet?: number | undefined;
  /** Raises allowed after the bet (R93); default 3 (a bet and three raises). Pre-flop the BB is the bet. */
  maxRaises?: number | undefined;
  /** When two players are left, whether the cap applies (R93); default `'uncap-when-two-remain'`. */
  headsUpCap?: HeadsUpCap | (string & {}) | undefined;
}

const CAPS: readonly string[] = ['uncap-when-two-remain', 'uncap-if-round-starts-heads-up', 'always-capped'];

/**
 * Fixed Limit (R90-R97): every bet or raise goes to exactly `fullLevel + unit` (R94), the unit is the
 * small bet on the first two betting rounds and the big bet after (R91, by street index) unless
 * the round names its bet ({@link BettingState.limit}: `'small'`, `'big'`, or stud's open-pair
 * `'small-or-big'`, where a bet or raise is exactly the small or the big bet, R204), a wager
 * counts as full when it adds at least half a unit (R96), half-bet raising rights (R95), and the cap
 * of `maxRaises` raises after the bet with the `headsUpCap` exemption (R93). Default blinds:
 * SB = floor(smallBet / 2), BB = smallBet (R90). No straddle (R92).
 *
 * Throws {@link BettingConfigError} `BAD_OPTION` for non-positive or non-integer amounts or an
 * unknown `headsUpCap`.
 */
export function fixedLimit(opts: FixedLimitOptions): BettingStructure {
  if (opts === null || typeof opts !== 'object') {
    throw new BettingConfigError('BAD_OPTION', `fixedLimit needs options { smallBet, bigBet?, maxRaises?, headsUpCap? }, got ${opts === null ? 'null' : typeof opts} (R90)`);
  }
  const smallBet = opts.smallBet;
  const bigBet = opts.bigBet ?? 2 * smallBet;
  const maxRaises = opts.maxRaises ?? 3;
  const headsUpCap = opts.headsUpCap ?? 'uncap-when-two-remain';
  for (const [name, v, lo] of [['smallBet', smallBet, 1], ['bigBet', bigBet, 1], ['maxRaises', maxRaises, 0]] as const) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < lo) {
      throw new BettingConfigError('BAD_OPTION', `fixedLimit ${name} must be an integer of at least ${lo}, got ${String(v)} (R90, R93)`);
    }
  }
  if (!CAPS.includes(headsUpCap)) {
    throw new BettingConfigError('BAD_OPTION', `fixedLimit headsUpCap must be one of ${CAPS.join(', ')}, got ${typeof headsUpCap === 'string' ? JSON.stringify(headsUpCap) : typeof headsUpCap} (R93)`);
  }
  // R204: on a 'small-or-big' round (stud's fourth street with an open pair) the big bet is made
  // once a full bet or raise of at least a big bet went in; after it every raise is a big bet
  const bigBetMade = (s: BettingState) => s.raiseCount > 0 && s.lastFullRaise >= bigBet;
  // R91: the round's named limit wins (R204, R214); else small bets on the first two rounds
  const unit = (s: BettingState) => {
    const limit = s.limit;
    if (limit === null || limit === undefined) return s.street < 2 ? smallBet : bigBet;
    if (limit === 'small-or-big') return bigBetMade(s) ? bigBet : smallBet;
    return limit === 'big' ? bigBet : smallBet;
  };
  const choosesSize = (s: BettingState) => s.limit === 'small-or-big' && bigBet > smallBet && !bigBetMade(s);
  const exempt = (s: BettingState): boolean => {
    if (headsUpCap === 'uncap-if-round-starts-heads-up') return s.roundStartedHeadsUp;
    if (headsUpCap !== 'uncap-when-two-remain' || s.capped) return false;
    let canBet = 0;
    for (let q = 0; q < s.seatCount; q++) if (s.dealtIn[q] && !s.folded[q] && !s.allIn[q]) canBet++;
    return canBet <= 2;
  };
  return builtIn({
    id: 'fixed-limit',
    name: 'Fixed Limit',
    options: { smallBet, bigBet, maxRaises, headsUpCap },
    allowsStraddle: false,
    defaultBlinds: () => ({ small: Math.floor(smallBet / 2), big: smallBet }),
    raiseBounds: (s) => {
      if (!exempt(s) && s.raiseCount >= 1 + maxRaises) return null;
      const to = s.fullLevel + unit(s);
      return { min: to, max: choosesSize(s) ? s.fullLevel + bigBet : to };
    },
    wagerSizes: (s) => (choosesSize(s) ? [s.fullLevel + smallBet, s.fullLevel + bigBet] : null),
    hasRaisingRights: (s, seat) => !s.hasActed[seat] || 2 * (s.currentBet - s.committed[seat]!) >= unit(s),
    isFullRaise: (s, to) => 2 * (to - s.fullLevel) >= unit(s),
    capReached: (s) => !exempt(s) && s.raiseCount >= 1 + maxRaises,
  });
}
