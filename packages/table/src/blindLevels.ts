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

/** One blind level: the blinds and, optionally, a big-blind ante (R25). */
export interface BlindLevel {
  /** Small blind (R21). */
  small: number;
  /** Big blind (R21). */
  big: number;
  /** Big-blind ante for the level, posted by the big blind for the whole table (R25); 0 or absent for none. */
  ante?: number;
}

/**
 * A blind structure: the levels in order and when they change, either every `hands` hands or
 * every `minutes` of table time (read from the clock you give the table). After the last level
 * the blinds stay at the last level.
 */
export interface BlindSchedule {
  /** The levels, first one first. At least one. */
  levels: readonly BlindLevel[];
  /** When the level goes up: after this many hands, or after this many minutes. */
  every: { hands: number } | { minutes: number };
}

/**
 * The level in force for a hand, by index into `schedule.levels` and as the level itself:
 * after `handsPlayed` hands, or `elapsedMs` milliseconds after the table started (depending on
 * {@link BlindSchedule.every}). Capped at the last level.
 */
export function levelAt(schedule: BlindSchedule, progress: { handsPlayed: number; elapsedMs: number }): { index: number; level: BlindLevel } {
  const every = schedule.every;
  const raw = 'hands' in every
    ? Math.floor(progress.handsPlayed / every.hands)
    : Math.floor(progress.elapsedMs / (every.minutes * 60_000));
  const index = Math.max(0, Math.min(schedule.levels.length - 1, raw));
  return { index, level: schedule.levels[index]! };
}
