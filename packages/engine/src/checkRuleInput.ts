import { isCard, type Card } from '@pokerchart/cards';
import { VariantRuleError } from './VariantRuleError.js';

/*
 * Input checks shared by the public stud and draw rule functions (bringInSeat, firstToActSeat,
 * drawOrder, replaceDiscards, ...): each throws a VariantRuleError `BAD_INPUT` naming the rule.
 */

/** Throws `BAD_INPUT` unless `card` is a card code. @internal */
export function checkCard(card: unknown, what: string, rule: string): Card {
  if (!isCard(card)) {
    throw new VariantRuleError('BAD_INPUT', `${what} must be a card code 0..51, got ${JSON.stringify(card)} (${rule})`);
  }
  return card;
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
