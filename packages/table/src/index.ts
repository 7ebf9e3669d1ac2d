/**
 * @pokerchart/table: many hands in a row. Seats, the moving button (R12), blind schedules,
 * tournaments and cash games, as a parent statechart that runs one hand actor per hand.
 *
 * @packageDocumentation
 */
export { TableError } from './TableError.js';
export { blindSeats, clockwiseFrom } from './blindSeats.js';
export { nextButton } from './nextButton.js';
export type { BlindLevel, BlindSchedule } from './BlindSchedule.js';
export { levelAt } from './levelAt.js';
export { blindLevels } from './blindLevels.js';
export type { Elimination } from './eliminations.js';
export { eliminations } from './eliminations.js';
export { splitPrizePool } from './splitPrizePool.js';
