// The server tests' helpers: the room test kit (scripts/roomKit.mjs, shared with the room scripts)
// plus what only vitest can do (a room started before a file's tests and closed after them).
import { afterAll, beforeAll } from 'vitest';
import { startRoom, type RoomServer } from '../src/index.js';
import { tempDir } from '../../../scripts/roomKit.mjs';

export { autoPlay, bot, checkHistories, chipsLost, choose, rng, tempDir, waitFor } from '../../../scripts/roomKit.mjs';

/**
 * A room on PGlite in a temporary directory for the test file that calls this (started before its
 * tests, closed and removed after them); the returned function gives the running server.
 */
export function roomForTests(prefix: string): () => RoomServer {
  let server: RoomServer | undefined;
  const temp = tempDir(prefix);
  beforeAll(async () => {
    server = await startRoom({ port: 0, data: temp.dir, dealDelayMs: 0, log: () => {} });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    temp.remove();
  }, 60_000);
  return () => server!;
}
