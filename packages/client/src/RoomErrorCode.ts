/**
 * The codes of errors the room answers with (a `RoomClientError`'s `code`). Engine and table
 * errors keep their own codes (an illegal action's `IllegalActionError` code, such as
 * `RAISE_TOO_SMALL`).
 *
 * - `BAD_MESSAGE`: not JSON, or not a request the room knows; `MESSAGE_TOO_LARGE`: over the size limit;
 * - `RATE_LIMITED`: too many messages per second on this connection;
 * - `BAD_REQUEST`: a field missing or of the wrong kind (the message names it);
 * - `NO_SUCH_TABLE`; `TABLE_FULL`; `BAD_TOKEN`: a seat or admin token that does not match;
 * - `NOT_SEATED`: an action from a connection that has not joined or resumed this table;
 * - `NOT_YOUR_TURN`: another seat is to act; `STALE`: the action was for an earlier state (a replayed or late message);
 * - `NO_HAND`: no hand is waiting for an action;
 * - `REDIRECT`: another node owns the table (the client follows it); `UNAVAILABLE`: the table is between owners, try again;
 * - `DISCONNECTED`: the connection closed before an answer; `INTERNAL`: a server fault (the table is reloaded from its log).
 */
export type RoomErrorCode =
  | 'BAD_MESSAGE' | 'MESSAGE_TOO_LARGE' | 'RATE_LIMITED' | 'BAD_REQUEST' | 'NO_SUCH_TABLE' | 'TABLE_FULL'
  | 'BAD_TOKEN' | 'NOT_SEATED' | 'NOT_YOUR_TURN' | 'STALE' | 'NO_HAND' | 'REDIRECT' | 'UNAVAILABLE'
  | 'DISCONNECTED' | 'INTERNAL';
