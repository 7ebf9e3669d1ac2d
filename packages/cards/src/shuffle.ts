import type { Card } from './Card.js';
import type { Rng } from './createRng.js';
import { RngError } from './errors.js';

/**
 * An unbiased Fisher–Yates shuffle (R6): returns a new array, leaves `deck` unchanged.
 * Every permutation is equally likely given a uniform `rng`.
 * @throws {@link RngError} (`BAD_DECK`, `BAD_RNG`) when `deck` is not an array or `rng` is not an {@link Rng}.
 */
export function shuffle<T = Card>(deck: readonly T[], rng: Rng): T[] {
  if (!Array.isArray(deck)) throw new RngError('BAD_DECK', `shuffle needs an array to shuffle, got ${deck === null ? 'null' : typeof deck}`);
  if (rng === null || typeof rng !== 'object' || typeof rng.int !== 'function') {
    throw new RngError('BAD_RNG', 'shuffle needs an Rng from createRng(seed) as its second argument');
  }
  const out = deck.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}
