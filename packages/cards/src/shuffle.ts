import type { Card } from './Card.js';
import type { Rng } from './createRng.js';

/**
 * An unbiased Fisher–Yates shuffle (R6): returns a new array, leaves `deck` unchanged.
 * Every permutation is equally likely given a uniform `rng`.
 */
export function shuffle<T = Card>(deck: readonly T[], rng: Rng): T[] {
  const out = deck.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}
