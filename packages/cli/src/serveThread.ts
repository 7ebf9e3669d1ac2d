import { parentPort, workerData } from 'node:worker_threads';
import { startRoom, type StartRoomOptions } from '@pokerchart/server';
import { readVariantFile } from './readVariantFile.js';

/** What `pokerchart serve` hands the room's thread: the room's options (but its log) and the variant files to read there. @internal */
export interface ServeThreadData {
  options: Omit<StartRoomOptions, 'log' | 'variants'>;
  variantFiles: string[];
}

/** What the room's thread tells `pokerchart serve`. @internal */
export type ServeThreadMessage =
  | { type: 'log'; line: string }
  | { type: 'ready'; url: string; port: number }
  | { type: 'failed'; message: string; code?: string }
  | { type: 'closed' };

/**
 * The room's thread of `pokerchart serve`: a worker thread, so that the room's heap gets the young
 * generation `serve` gives it (`--young-generation-mb`: a node's flags cannot be changed from
 * inside it once it runs). Reads the variant files in its own heap (a variant file may define a
 * ranking, kept per heap), starts the room, reports `ready` (or `failed`), forwards the room's log
 * lines, and closes the room on `close`.
 */
async function serveThread(port: NonNullable<typeof parentPort>, data: ServeThreadData): Promise<void> {
  const post = (message: ServeThreadMessage) => port.postMessage(message);
  try {
    const variants = [];
    for (const file of data.variantFiles) variants.push(await readVariantFile(file));
    const server = await startRoom({ ...data.options, variants, log: (line) => post({ type: 'log', line }) });
    port.on('message', (message: unknown) => {
      if (message !== 'close') return;
      server.close().then(
        () => post({ type: 'closed' }),
        (e: Error) => post({ type: 'failed', message: e.message }),
      );
    });
    post({ type: 'ready', url: server.url, port: server.port });
  } catch (e) {
    const error = e as { message?: unknown; code?: unknown };
    post({ type: 'failed', message: String(error.message ?? e), ...(typeof error.code === 'string' ? { code: error.code } : {}) });
  }
}

if (parentPort !== null) void serveThread(parentPort, workerData as ServeThreadData);
