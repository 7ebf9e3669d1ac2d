import { Worker } from 'node:worker_threads';
import { startRoom, type RoomServer, type StartRoomOptions } from '@pokerchart/server';
import { CliUsageError, type CliCommand } from '../CliCommand.js';
import { parseOptions } from '../parseOptions.js';
import { databaseOption } from '../databaseOption.js';
import { readVariantFile } from '../readVariantFile.js';
import { intOption as int } from './play.js';
import type { ServeThreadData, ServeThreadMessage } from '../serveThread.js';

const help = `pokerchart serve: the poker room, tables over WebSocket

Usage: pokerchart serve [--port 8080] [--host 127.0.0.1] [--data ./pokerchart-data | --database postgres://…]
                        [--public-url ws://…] [--deal-delay MS] [--lease-ms MS]
                        [--max-connections N] [--max-connections-per-address N] [--max-tables-per-creator N]
                        [--snapshot-every N] [--variant-file FILE]... [--young-generation-mb MB]

  --port, -p       port to listen on (default 8080; 0 picks a free one)
  --host           address to listen on (default 127.0.0.1)
  --data           PGlite data directory, the embedded default (default ./pokerchart-data)
  --database       a Postgres URL instead: any number of serve processes may share it
  --public-url     the URL other nodes send clients to (default ws://host:port)
  --deal-delay     milliseconds between hands (default 1000)
  --lease-ms       table lease length: a dead node's tables move after it (default 6000)
  --max-connections               connections this node accepts (default 10000)
  --max-connections-per-address   connections from one address (default 64)
  --max-tables-per-creator        tables one address may create (default 20)
  --snapshot-every a table's snapshot at its first deal once N of its events have passed since
                   the last (default 200; 0: none, a load replays the table's whole log). Fewer
                   snapshots cost less while tables play; a load replays more events
  --variant-file   a variant of one's own (the JSON file \`pokerchart play --variant-file\` reads);
                   tables may then name it by its id. Give it once per variant; every node of a
                   room needs the same files
  --young-generation-mb  the room's young generation in MB, where V8 puts new objects
                   (default 192; 0: node's own, 48). The room runs on a thread of its own with
                   it: a view lives until its viewer's next one, and with node's size most of them
                   are copied by every collection of new objects; with 192, a third as many
                   collections and less CPU per action (docs/guides/room.md)
  --help, -h       this help

Every accepted command is committed to the database before any player sees it; a killed server
loses nothing it acknowledged. GET /health answers 200 once the room is ready. Clients connect
with @pokerchart/client. The key that signs saves comes from POKERCHART_SECRET, else the database.
Stops on SIGINT or SIGTERM.`;

/** `pokerchart serve`: runs a room node until stopped. */
export const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'the poker room: tables over WebSocket, durable in PGlite or Postgres',
  help,
  async run(args, io) {
    const { values } = parseOptions(args, {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      data: { type: 'string' },
      database: { type: 'string' },
      'public-url': { type: 'string' },
      'deal-delay': { type: 'string' },
      'lease-ms': { type: 'string' },
      'max-connections': { type: 'string' },
      'max-connections-per-address': { type: 'string' },
      'max-tables-per-creator': { type: 'string' },
      'snapshot-every': { type: 'string' },
      'variant-file': { type: 'string', multiple: true },
      'young-generation-mb': { type: 'string' },
    });
    const store = databaseOption(values);
    const variantFiles = values['variant-file'] ?? [];
    const served = [];
    for (const file of variantFiles) served.push(await readVariantFile(file));
    const youngMb = int(values['young-generation-mb'], '--young-generation-mb', 192, 0, 16_384);
    if (youngMb > 0 && youngMb < 16) throw new CliUsageError(`--young-generation-mb must be 0 (node's own size) or from 16 to 16384, got "${youngMb}"`);
    const options: Omit<StartRoomOptions, 'log' | 'variants'> = {
      port: int(values.port, '--port', 8080, 0, 65535),
      host: values.host ?? '127.0.0.1',
      ...store,
      ...(values['public-url'] !== undefined ? { publicUrl: values['public-url'] } : {}),
      dealDelayMs: int(values['deal-delay'], '--deal-delay', 1000, 0, 600_000),
      leaseMs: int(values['lease-ms'], '--lease-ms', 6000, 500, 600_000),
      maxConnections: int(values['max-connections'], '--max-connections', 10_000, 1, 10_000_000),
      maxConnectionsPerAddress: int(values['max-connections-per-address'], '--max-connections-per-address', 64, 1, 10_000_000),
      maxTablesPerCreator: int(values['max-tables-per-creator'], '--max-tables-per-creator', 20, 1, 10_000_000),
      // the room's own default when not given (startRoom's snapshotEvery)
      ...(values['snapshot-every'] !== undefined ? { snapshotEvery: int(values['snapshot-every'], '--snapshot-every', 0, 0, 10_000_000) } : {}),
    };
    const log = (line: string) => io.stderr.write(`${line}\n`);
    const server = youngMb === 0
      ? startRoomHere(await startRoom({ ...options, variants: served, log }))
      : await startRoomThread({ options, variantFiles }, youngMb, log);
    const where = 'database' in store ? 'Postgres' : `PGlite in ${store.data}`;
    const variantsLine = served.length > 0 ? `serving the variants ${served.map((v) => `${v.id} (${v.name})`).join(', ')}\n` : '';
    // one write, so a reader of the first line has the whole greeting
    io.stdout.write(`pokerchart room listening on ${server.url} (${where}); GET http://${values.host ?? '127.0.0.1'}:${server.port}/health\n${variantsLine}`);
    // until stopped, or until the room's thread fails (then the command fails with its error)
    const failure = await new Promise<Error | null>((resolve) => {
      const stop = (error: Error | null) => {
        process.off('SIGINT', signalled);
        process.off('SIGTERM', signalled);
        resolve(error);
      };
      const signalled = () => stop(null);
      process.on('SIGINT', signalled);
      process.on('SIGTERM', signalled);
      server.stopped.catch((e: Error) => stop(e));
    });
    if (failure !== null) throw failure;
    await server.close();
    return 0;
  },
};

/** A running room as `serve` holds it: where it listens, how to close it, and a promise settled if it stops by itself (its thread failed). */
interface ServedRoom {
  url: string;
  port: number;
  close(): Promise<void>;
  stopped: Promise<never>;
}

/** Wraps a room started on this thread. */
function startRoomHere(server: RoomServer): ServedRoom {
  return { url: server.url, port: server.port, close: () => server.close(), stopped: new Promise<never>(() => {}) };
}

/**
 * Starts the room on a thread of its own (`serveThread`) whose young generation is `youngMb` MB;
 * resolves once it listens, rejects with the room's own message when it cannot start. The room's
 * log lines come through `log`. A failure of the thread afterwards rejects `stopped`.
 */
function startRoomThread(data: ServeThreadData, youngMb: number, log: (line: string) => void): Promise<ServedRoom> {
  const worker = new Worker(new URL('../serveThread.js', import.meta.url), { workerData: data, resourceLimits: { maxYoungGenerationSizeMb: youngMb } });
  let ready = false;
  let exited = false;
  let closing: (() => void) | null = null;
  let fail: (e: Error) => void = () => {};
  const stopped = new Promise<never>((_, reject) => (fail = reject));
  stopped.catch(() => {});
  return new Promise<ServedRoom>((resolve, reject) => {
    const failed = (e: Error) => {
      if (closing !== null) {
        // failing while closing: said, and closed all the same
        log(`the room did not close cleanly: ${e.message}`);
        void worker.terminate();
        closing();
      } else if (ready) fail(e);
      else reject(e);
    };
    worker.on('message', (m: ServeThreadMessage) => {
      if (m.type === 'log') log(m.line);
      else if (m.type === 'ready') {
        ready = true;
        resolve({
          url: m.url,
          port: m.port,
          stopped,
          close: () => new Promise<void>((done) => {
            if (exited) return done();
            closing = done;
            worker.postMessage('close');
          }),
        });
      } else if (m.type === 'closed') {
        void worker.terminate();
        closing?.();
      } else failed(Object.assign(new Error(m.message), m.code === undefined ? {} : { code: m.code }));
    });
    worker.on('error', failed);
    worker.on('exit', (code) => {
      exited = true;
      if (closing !== null) closing();
      else failed(new Error(`the room's thread stopped (exit code ${code})`));
    });
  });
}
