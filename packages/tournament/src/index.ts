/**
 * @pokerchart/tournament: multi-table tournaments by the TDA rules (RULES section 19). The
 * tournament is an XState statechart ({@link createTournamentMachine}) whose tables are child
 * actors of the table machine from `@pokerchart/table`; {@link createTournament} wraps it,
 * {@link simulateTournament} lets bots play one, and {@link icm}, {@link icmDeal} and
 * {@link chipChop} price deals.
 *
 * @packageDocumentation
 */
export { TournamentError } from './errors.js';
export type { TournamentGame, TournamentSettings, TournamentOptions } from './TournamentOptions.js';
export type { TournamentContext, TournamentEntry, TournamentTable, TournamentLogEntry, PersistedTournament, TournamentCommand, TournamentStateSave } from './TournamentContext.js';
export type { TournamentEvent } from './TournamentEvent.js';
export type { Tournament, TournamentTableView, TournamentHandEvent } from './createTournament.js';
export { createTournament, restoreTournament, restoreTournamentState } from './createTournament.js';
export type { TournamentMachine } from './createTournamentMachine.js';
export { createTournamentMachine, tournamentGuards } from './createTournamentMachine.js';
export type { Standing } from './standingsOf.js';
export { standingsOf } from './standingsOf.js';
export type { BalanceTable, BalanceMoveResult } from './balanceMove.js';
export { balanceMove, tableToBreak } from './balanceMove.js';
export { drawSeats } from './drawSeats.js';
export type { Bust } from './rankEliminations.js';
export { rankEliminations } from './rankEliminations.js';
export type { ChipRaceResult } from './chipRace.js';
export { chipRace } from './chipRace.js';
export { prizeAmounts, sharePrizes } from './prizeAmounts.js';
export type { IcmEquities } from './icm.js';
export { icm, ICM_EXACT_MAX, icmDeal, chipChop } from './icm.js';
export type { SimulateTournamentOptions, SimulateTournamentResult } from './simulateTournament.js';
export { simulateTournament } from './simulateTournament.js';
