import { PokerchartError } from '@pokerchart/cards';

/**
 * An error the room answers a request with, carrying a stable `code` (see the client's
 * `RoomErrorCode`): the request is refused and nothing at the table changed.
 */
export class RoomError extends PokerchartError {
  /** Stable code for programmatic handling. */
  declare readonly code: string;
  /** For `REDIRECT`: the URL of the node that owns the table. */
  readonly url: string | undefined;

  constructor(code: string, message: string, url?: string) {
    super(code, message);
    this.name = 'RoomError';
    this.code = code;
    this.url = url;
  }
}
