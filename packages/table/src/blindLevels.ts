import type { BlindLevel } from './BlindSchedule.js';

/**
 * A rising list of blind levels: starting at `big` for the big blind, each next level about
 * `growth` times the last (default 1.5), rounded to a tidy amount, the small blind half the
 * big one (rounded down), and with `bigBlindAnte` the big-blind ante equal to the big blind
 * from level `anteFrom` (1-based, default 2) on.
 */
export function blindLevels(options: { big: number; count: number; growth?: number; bigBlindAnte?: boolean; anteFrom?: number }): BlindLevel[] {
  const growth = options.growth ?? 1.5;
  const anteFrom = options.anteFrom ?? 2;
  const out: BlindLevel[] = [];
  let big = options.big;
  for (let i = 0; i < options.count; i++) {
    const level: BlindLevel = { small: Math.floor(big / 2), big };
    if (options.bigBlindAnte && i + 1 >= anteFrom) level.ante = big;
    out.push(level);
    big = Math.max(big + 1, tidy(big * growth));
  }
  return out;
}

// two significant digits, and a multiple of 5 in the second one above 50, 500, ...
function tidy(x: number): number {
  if (x < 10) return Math.round(x);
  const digits = Math.floor(Math.log10(x)) + 1;
  let step = 10 ** (digits - 2);
  if (x / 10 ** (digits - 1) >= 5) step *= 5;
  return Math.round(x / step) * step;
}
