import { EvaluationError } from './EvaluationError.js';
import type { HandValue } from './HandValue.js';

/**
 * Compares two hand values of the same ranking (or two lows): `1` when `a` wins, `-1` when `b`
 * wins, `0` for a tie (R137, R138). Only the strengths are compared, never the suits.
 * @throws {@link EvaluationError} (`BAD_VALUE`) when `a` or `b` is not a hand value (an object
 * with a finite numeric `strength`).
 */
export function compareHands(a: HandValue, b: HandValue): -1 | 0 | 1 {
  if (!isValue(a) || !isValue(b)) {
    throw new EvaluationError('BAD_VALUE', `compareHands needs two hand values from evaluateHand or evaluateLow (objects with a numeric strength), got ${describe(isValue(a) ? b : a)}`);
  }
  return a.strength > b.strength ? 1 : a.strength < b.strength ? -1 : 0;
}

function isValue(v: unknown): v is HandValue {
  return v !== null && typeof v === 'object' && Number.isFinite((v as { strength?: unknown }).strength);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v !== 'object') return typeof v;
  return 'an object without a numeric strength';
}
