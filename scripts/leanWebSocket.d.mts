// Types of scripts/leanWebSocket.mjs (the load generator's lean WebSocket client).
import type { WebSocketLike } from '@pokerchart/client';

/**
 * A lean WebSocket client (RFC 6455, `ws:` only) in the shape `connect(url, { WebSocket })` takes:
 * text frames sent masked, the server's text, continuation, ping, pong and close frames read.
 * `send` throws while connecting and drops its text once closing (as a browser's WebSocket);
 * `close` starts the closing handshake (code 1000), or gives up a connection still being made.
 */
export type LeanWebSocket = WebSocketLike;

/** The constructor, with the four `readyState` values as a browser's WebSocket has them. */
export const LeanWebSocket: {
  new (url: string): LeanWebSocket;
  readonly CONNECTING: 0;
  readonly OPEN: 1;
  readonly CLOSING: 2;
  readonly CLOSED: 3;
};
