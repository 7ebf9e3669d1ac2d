/**
 * A request the room refused, or that could not reach it: `code` is one of the room's codes
 * ({@link RoomErrorCode}) or, for an illegal action, the engine's `IllegalActionError` code.
 * Nothing changed at the table.
 */
export class RoomClientError extends Error {
  /** Stable code for programmatic handling. */
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'RoomClientError';
    this.code = code;
  }
}
