import { VariantRuleError } from '../VariantRuleError.js';
import type { StudOpening } from './StudOpening.js';

/*
 * The stud-only input check (the opening) and the clockwise walk the stud rule functions share;
 * the checks of cards, arrays and seats are in ../checkRuleInput.ts.
 */

const OPENINGS: readonly string[] = ['high', 'ace-to-five-low', 'deuce-to-seven-low'];

/** Throws `BAD_INPUT` unless `opening` is a {@link StudOpening}. @internal */
export function checkOpening(opening: unknown, rule: string): StudOpening {
  if (typeof opening !== 'string' || !OPENINGS.includes(opening)) {
    throw new VariantRuleError('BAD_INPUT', `the stud opening must be one of ${OPENINGS.join(', ')}, got ${JSON.stringify(opening)} (${rule})`);
  }
  return opening as StudOpening;
}

/**
 * The first seat, clockwise from `seat` itself, that `able` allows, or `null` when none does:
 * how the duty to act first passes on from an all-in player (R201, R203, as PokerKit does). @internal
 */
export function firstAbleFrom(seat: number, able: readonly boolean[], seatCount: number): number | null {
  for (let i = 0; i < seatCount; i++) {
    const s = (seat + i) % seatCount;
    if (able[s] === true) return s;
  }
  return null;
}
