// Types of scripts/leanWebSocket.mjs (the load generator's lean WebSocket client).
import type { WebSocketLike } from '@pokerchart/client';

/**
 * A lean WebSocket client (RFC 6455, `ws:` only) in the shape `connect(url, { WebSocket })` takes:
 * text frames sent masked, the server's text, continuation, ping, pong and close frames read.
 */
export class LeanWebSocket implements WebSocketLike {
  static readonly CONNECTING: 0;
  static readonly OPEN: 1;
  static readonly CLOSING: 2;
  static readonly CLOSED: 3;
  constructor(url: string);
  readonly readyState: number;
  /** Sends `data` as a text frame; throws while connecting, drops it once closing (as a browser's WebSocket). */
  send(data: string): void;
  /** Starts the closing handshake (code 1000); while connecting, gives the connection up. */
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
