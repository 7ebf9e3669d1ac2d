import type { BlindSchedule, BlindLevel } from './BlindSchedule.js';

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
