import { createRng, type Rng } from '@pokerchart/cards';
import type { PlayerView } from '@pokerchart/engine';

/**
 * A random source seeded from the view itself (FNV-1a of its JSON), for bots called without an
 * `rng`: the same view always gives the same draws, so play stays reproducible.
 */
export function viewRng(view: PlayerView): Rng {
  const text = JSON.stringify(view);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return createRng(h);
}
