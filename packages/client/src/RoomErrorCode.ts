/**
 * The codes of errors the room answers with (a `RoomClientError`'s `code`). Engine and table
 * errors keep their own codes (an illegal action's `IllegalActionError` code, such as
 * `RAISE_TOO_SMALL`); a tournament's refusals keep the codes of `@pokerchart/tournament`
 * (`TOURNAMENT_BAD_CONFIG` for an option of `createTournament`, `TOURNAMENT_NOT_ALLOWED` for a
 * registration, rebuy, add-on or start the rules do not allow now, `TOURNAMENT_COMPLETE`), each
 * message naming its rule (R240-R252, R263).
 *
 * - `BAD_MESSAGE`: not JSON, or not a request the room knows; `MESSAGE_TOO_LARGE`: over the size limit (any size);
 * - `RATE_LIMITED`: more work asked of this connection than its budget (a request costs more the larger its answer);
 * - `TOO_MANY_CONNECTIONS`: the room, or this address, has as many connections as it allows (the connection closes);
 * - `TOO_MANY_TABLES`: this address has created as many tables as one creator may;
 * - `BAD_BUY_IN`: a buy-in outside the table's limits; `NAME_TAKEN`: a player of that name is seated at the table;
 * - `BAD_REQUEST`: a field missing or of the wrong kind (the message names it);
 * - `NO_SUCH_TABLE` (a table or tournament); `TABLE_FULL`; `NAME_TAKEN` also for a tournament name registered by another client (R241);
 * - `BAD_TOKEN`: a seat or admin token that does not match;
 * - `NOT_SEATED`: an action from a connection that has not joined or resumed this table;
 * - `NOT_YOUR_TURN`: another seat is to act; `STALE`: the action was for an earlier state (a replayed or late message);
 * - `NO_HAND`: no hand is waiting for an action;
 * - `REDIRECT`: another node owns the table (the client follows it); `UNAVAILABLE`: the table is between owners, try again;
 * - `DISCONNECTED`: the connection closed before an answer; `INTERNAL`: a server fault (the table is reloaded from its log).
 */
export type RoomErrorCode =
  | 'BAD_MESSAGE' | 'MESSAGE_TOO_LARGE' | 'RATE_LIMITED' | 'TOO_MANY_CONNECTIONS' | 'TOO_MANY_TABLES'
  | 'BAD_BUY_IN' | 'NAME_TAKEN' | 'BAD_REQUEST' | 'NO_SUCH_TABLE' | 'TABLE_FULL'
  | 'BAD_TOKEN' | 'NOT_SEATED' | 'NOT_YOUR_TURN' | 'STALE' | 'NO_HAND' | 'REDIRECT' | 'UNAVAILABLE'
  | 'DISCONNECTED' | 'INTERNAL';
