import { startRoom } from '@pokerchart/server';
import type { CliCommand } from '../CliCommand.js';
import { parseOptions } from '../parseOptions.js';
import { databaseOption } from '../databaseOption.js';
import { readVariantFile } from '../readVariantFile.js';
import { intOption as int } from './play.js';

const help = `pokerchart serve: the poker room, tables over WebSocket

Usage: pokerchart serve [--port 8080] [--host 127.0.0.1] [--data ./pokerchart-data | --database postgres://…]
                        [--public-url ws://…] [--deal-delay MS] [--lease-ms MS]
                        [--max-connections N] [--max-connections-per-address N] [--max-tables-per-creator N]
                        [--variant-file FILE]...

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
  --variant-file   a variant of one's own (the JSON file \`pokerchart play --variant-file\` reads);
                   tables may then name it by its id. Give it once per variant; every node of a
                   room needs the same files
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
      'variant-file': { type: 'string', multiple: true },
    });
    const store = databaseOption(values);
    const served = [];
    for (const file of values['variant-file'] ?? []) served.push(await readVariantFile(file));
    const server = await startRoom({
      variants: served,
      port: int(values.port, '--port', 8080, 0, 65535),
      host: values.host ?? '127.0.0.1',
      ...store,
      ...(values['public-url'] !== undefined ? { publicUrl: values['public-url'] } : {}),
      dealDelayMs: int(values['deal-delay'], '--deal-delay', 1000, 0, 600_000),
      leaseMs: int(values['lease-ms'], '--lease-ms', 6000, 500, 600_000),
      maxConnections: int(values['max-connections'], '--max-connections', 10_000, 1, 10_000_000),
      maxConnectionsPerAddress: int(values['max-connections-per-address'], '--max-connections-per-address', 64, 1, 10_000_000),
      maxTablesPerCreator: int(values['max-tables-per-creator'], '--max-tables-per-creator', 20, 1, 10_000_000),
      log: (line) => io.stderr.write(`${line}\n`),
    });
    const where = 'database' in store ? 'Postgres' : `PGlite in ${store.data}`;
    const variantsLine = served.length > 0 ? `serving the variants ${served.map((v) => `${v.id} (${v.name})`).join(', ')}\n` : '';
    // one write, so a reader of the first line has the whole greeting
    io.stdout.write(`pokerchart room listening on ${server.url} (${where}); GET http://${values.host ?? '127.0.0.1'}:${server.port}/health\n${variantsLine}`);
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        resolve();
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    await server.close();
    return 0;
  },
};
