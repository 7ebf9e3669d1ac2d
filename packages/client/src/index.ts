/**
 * @pokerchart/client: the poker room's client, for browsers and Node. {@link connect} opens a
 * connection; the {@link Client} creates and joins tables, acts for its seat, and receives the
 * views the room computes for that seat alone. It imports only types from the packages below it.
 *
 * @packageDocumentation
 */
export type { ConnectOptions, Client, WebSocketLike } from './connect.js';
export { connect } from './connect.js';
export { RoomClientError } from './errors.js';
export type { RoomErrorCode } from './errors.js';
export type { RoomTableOptions } from './RoomTableOptions.js';
export type { RoomTableInfo } from './RoomTableInfo.js';
export type { LobbyTable } from './LobbyTable.js';
export type { LobbyTournament } from './LobbyTournament.js';
export type { RoomView } from './RoomView.js';
export { applyViewDelta } from './applyViewDelta.js';
export type { RoomRequest, RoomAdminCommand, RoomTournamentCommand, RoomResults, RoomServerMessage, RoomViewDelta } from './RoomMessage.js';
export type { RoomTournamentOptions } from './RoomTournamentOptions.js';
