/**
 * @pokerchart/histories: card-room hand histories. {@link parseHistory} reads PokerStars (English and
 * French), Winamax and GGPoker histories into PHH hands checked by replay (RULES R270, R271);
 * {@link writeHistory} writes pokerchart's hands as PokerStars histories that trackers import.
 *
 * @packageDocumentation
 */
export type { HistoryErrorCode } from './errors.js';
export { HistoryError } from './errors.js';
export type { HistorySite } from './HistorySite.js';
export type { RefusedHand, ParsedHistory, ParseHistoryOptions } from './parseHistory.js';
export type { HistoryCheck } from './checkSiteHand.js';
export { parseHistory } from './parseHistory.js';
export type { WriteHistoryOptions } from './writeHistory.js';
export { writeHistory } from './writeHistory.js';
export type { HandDatabaseErrorCode } from './errors.js';
export { HandDatabaseError } from './errors.js';
export type { HandDatabase, HandDatabaseOptions, ImportOptions, ImportRefusal, ImportResult, StatsFilter, WinningsPoint } from './database/openHandDatabase.js';
export { openHandDatabase } from './database/openHandDatabase.js';
export type { PlayerStats } from './stats/PlayerStats.js';
