import type { BlindLevel } from './BlindSchedule.js';

/**
 * The ante every player posts at a level of a game without blinds (stud, razz: R200): the level's
 * `ante`, or half its small blind (at least 1 chip) when it has none. @internal
 */
export function studAnte(level: BlindLevel): number {
  return level.ante ? level.ante : Math.max(1, Math.floor(level.small / 2));
}
