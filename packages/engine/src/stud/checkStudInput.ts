import { isCard, type Card } from '@pokerchart/cards';
import { VariantRuleError } from '../VariantRuleError.js';
import type { StudOpening } from './StudOpening.js';

/*
 * Input checks of the public stud rule functions (bringInSeat, exposedStrength, firstToActSeat,
 * hasOpenPair), and the clockwise walks they share.
 */

const OPENINGS: readonly string[] = ['high', 'ace-to-five-low', 'deuce-to-seven-low'];

/** Throws `BAD_INPUT` unless `card` is a card code. @internal */
export function checkCard(card: unknown, what: string, rule: string): Card {
  if (!isCard(card)) {
    throw new VariantRuleError('BAD_INPUT', `${what} must be a card code 0..51, got ${JSON.stringify(card)} (${rule})`);
  }
  return card;
}

/** Throws `BAD_INPUT` unless `opening` is a {@link StudOpening}. @internal */
export function checkOpening(opening: unknown, rule: string): StudOpening {
  if (typeof opening !== 'string' || !OPENINGS.includes(opening)) {
    throw new VariantRuleError('BAD_INPUT', `the stud opening must be one of ${OPENINGS.join(', ')}, got ${JSON.stringify(opening)} (${rule})`);
  }
  return opening as StudOpening;
}

/** Throws `BAD_INPUT` unless `value` is an array. @internal */
export function checkArray<T>(value: unknown, what: string, rule: string): readonly T[] {
  if (!Array.isArray(value)) {
    throw new VariantRuleError('BAD_INPUT', `${what} must be an array by seat, got ${value === null ? 'null' : typeof value} (${rule})`);
  }
  return value as readonly T[];
}

/** Throws `BAD_INPUT` unless `seat` is a seat index of a table of `seatCount` seats. @internal */
export function checkSeat(seat: unknown, seatCount: number, what: string, rule: string): number {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= seatCount) {
    throw new VariantRuleError('BAD_INPUT', `${what} must be a seat index from 0 to ${seatCount - 1}, got ${JSON.stringify(seat)} (${rule})`);
  }
  return seat;
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
