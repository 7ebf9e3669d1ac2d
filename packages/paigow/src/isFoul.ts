import { checkSetShape } from './checkCards.js';
import { fiveValue, twoValue } from './handValue.js';
import type { PaiGowSet } from './PaiGowSet.js';

/**
 * Whether a setting is foul (R282): its five-card hand does not rank above its two-card hand
 * (a pair in front needs a higher pair or better behind; two high cards need better high cards,
 * a pair or better; equal leading cards are broken by the five-card hand's further cards).
 * @throws {@link PaiGowError} when `set` is not a five-card and a two-card hand of distinct cards.
 */
export function isFoul(set: PaiGowSet): boolean {
  checkSetShape(set, 'the setting');
  const h = set.high;
  return fiveValue(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!) <= twoValue(set.low[0]!, set.low[1]!);
}
