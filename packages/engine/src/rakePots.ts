import { HandOptionsError } from './errors.js';

/*
 * Why the rake is a settlement option of the hand and not the table's: it comes off each pot
 * before the pot is split, so the odd chips (R115), the high and low halves (R168) and the parts of
 * several boards or runs (R231, R232) are all computed from what is left. The engine already does
 * that split; a table that took the rake afterwards would have to redo it. As an option of the
 * settlement it applies to every game alike, with no case for any variant.
 */

/**
 * The rake of a cash game (R264): `percent` of each pot, rounded down, at most `cap` chips for the
 * whole hand, taken from the main pot first; with `noFlopNoDrop` (default true) a hand that ends
 * before its second street is dealt (before the flop in hold'em) pays none.
 */
export interface RakeRule {
  /** Per cent of each pot, more than 0 and at most 100 (e.g. 5 or 2.5). */
  percent: number;
  /** The most chips raked from one hand, a whole number. */
  cap: number;
  /** No rake when the hand ends before the flop (its second street); default true. */
  noFlopNoDrop?: boolean | undefined;
}

/**
 * The chips raked from each pot (R264), main pot first: `floor(amount × percent / 100)`, but no more
 * than what is left of `rule.cap` after the pots before it; all zeros when `rule.noFlopNoDrop`
 * (the default) holds and the hand ended before the flop (`reachedFlop` false). The chips left in
 * each pot are its amount less its rake, paid to its winners as usual (R114-R116).
 *
 * @example
 * ```ts
 * rakePots([100, 41], { percent: 5, cap: 6 }, true); // [5, 1]
 * ```
 */
export function rakePots(amounts: readonly number[], rule: RakeRule, reachedFlop: boolean): number[] {
  if ((rule.noFlopNoDrop ?? true) && !reachedFlop) return amounts.map(() => 0);
  let left = rule.cap;
  return amounts.map((amount) => {
    // a tiny allowance so that a percentage like 0.7 (not exact in binary) rounds as written
    const r = Math.min(Math.floor((amount * rule.percent) / 100 + 1e-9), left, amount);
    left -= r;
    return r;
  });
}

/** The `rake` option of a hand, checked (R264). @internal */
export function checkRakeRule(rake: unknown): RakeRule {
  const r = rake as Partial<RakeRule> | null;
  if (r === null || typeof r !== 'object'
    || typeof r.percent !== 'number' || !Number.isFinite(r.percent) || r.percent <= 0 || r.percent > 100
    || !Number.isSafeInteger(r.cap) || r.cap! < 0
    || (r.noFlopNoDrop !== undefined && typeof r.noFlopNoDrop !== 'boolean')) {
    throw new HandOptionsError('BAD_RAKE', 'rake', `rake must be { percent, cap, noFlopNoDrop? } with 0 < percent <= 100 and a whole cap >= 0 (R264), got ${JSON.stringify(rake)}`);
  }
  return { percent: r.percent, cap: r.cap!, noFlopNoDrop: r.noFlopNoDrop ?? true };
}
