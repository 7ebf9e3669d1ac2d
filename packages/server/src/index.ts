/**
 * @pokerchart/server: the poker room. {@link startRoom} serves tables over WebSocket; every
 * accepted command is an event committed to PGlite (embedded, the default) or Postgres before
 * anyone sees its effect, tables are owned by one node at a time through leases, and a table is
 * always its verified snapshot plus the events after it. Clients connect with `@pokerchart/client`.
 *
 * @packageDocumentation
 */
export { RoomError } from './errors.js';
export type { RoomSql } from './RoomSql.js';
export { pgliteSql, type PgliteSqlOptions } from './pgliteSql.js';
export { postgresSql } from './postgresSql.js';
export type { Lease } from './RoomStore.js';
export { RoomStore } from './RoomStore.js';
export type { TableConfig, ClockConfig } from './TableConfig.js';
export type { ClockDecision, ClockTimers } from './TableClock.js';
export { TableClock, DEFAULT_CLOCK } from './TableClock.js';
export type { RoomEvent } from './RoomEvent.js';
export type { RoomHandRecord } from './RoomHandRecord.js';
export { maskHand } from './maskHand.js';
export { buyInLimits } from './buyInLimits.js';
export { lobbyOf } from './lobbyOf.js';
export type { RoomSeat, TableSnapshot } from './RoomTable.js';
export { RoomTable, gameOf } from './RoomTable.js';
export type { TournamentConfig, TournamentRoomEvent, TournamentSnapshot, RoomTournamentState } from './RoomTournament.js';
export { RoomTournament, tournamentTableId, parseTournamentTableId } from './RoomTournament.js';
export type { TournamentLobbyRow } from './TournamentStore.js';
export { TournamentStore } from './TournamentStore.js';
export type { TournamentHostOptions, TournamentSession } from './TournamentHost.js';
export { TournamentHost, replayTournament } from './TournamentHost.js';
export type { RoomSession, RoomNodeOptions } from './Room.js';
export { Room } from './Room.js';
export type { StartRoomOptions, RoomServer } from './startRoom.js';
export { startRoom } from './startRoom.js';
