/**
 * @pokerchart/table: many hands in a row. Seats, the moving button (R12), blind schedules,
 * tournaments and cash games, as a parent statechart ({@link createTableMachine}) that runs one
 * hand actor per hand; {@link createTable} wraps it, {@link runTable} lets bots play, and
 * {@link createNarrator} tells the story.
 *
 * @packageDocumentation
 */
export { TableError } from './errors.js';
export { blindSeats, clockwiseFrom } from './blindSeats.js';
export { nextButton } from './blindSeats.js';
export { deadButtonSeats } from './blindSeats.js';
export type { BlindLevel, BlindSchedule } from './blindLevels.js';
export { levelAt } from './blindLevels.js';
export { blindLevels } from './blindLevels.js';
export type { Elimination } from './TableContext.js';
export { eliminations } from './settleHand.js';
export { splitPrizePool } from './settleHand.js';
export { handSeed } from './prepareHand.js';
export type { TableSeat } from './TableContext.js';
export type { TableOptions, TablePlayer, CashOptions } from './TableOptions.js';
export type { TableContext, TableHand, TableHandState, Finish } from './TableContext.js';
export type { SeatCommand } from './TableCommandEvent.js';
export { checkSeatCommand, applySeatCommand } from './applySeatCommand.js';
export { initialTableContext } from './initialTableContext.js';
export { prepareHand, dealtInSeats } from './prepareHand.js';
export { settleHand } from './settleHand.js';
export type { TableCommandEvent } from './TableCommandEvent.js';
export type { TableOutput, TableMachine, TableRefusedEvent } from './createTableMachine.js';
export { createTableMachine } from './createTableMachine.js';
export type { TableEvent } from './createTable.js';
export type { PersistedTable, PersistedTableOptions, TableSaveEvent, TableSaveState } from './persistTable.js';
export type { CreateTableOptions, Table } from './createTable.js';
export { chipsInPlay, createTable, restoreTable } from './createTable.js';
// the engine's view of a hand context, re-exported where the table's users have found it
export { handView } from '@pokerchart/engine';
export { handInput } from './handInput.js';
export { timeoutAction } from './timeoutAction.js';
export type { TableBot } from './runTable.js';
export type { BotPlayer, RunTableOptions, RunTableResult } from './runTable.js';
export { runTable, playHand } from './runTable.js';
export type { NarratorOptions } from './narrate.js';
export { createNarrator } from './narrate.js';
