import { connect, type Client } from '@pokerchart/client';
import type { CliCommand } from '../CliCommand.js';
import { CliUsageError } from '../CliCommand.js';
import { roomBot, type RoomBot } from '../roomBot.js';
import { parseOptions } from '../parseOptions.js';
import { intOption as int } from './play.js';

const help = `pokerchart bots: bots that sit at a room table and play through the room, as clients

Usage: pokerchart bots --url ws://HOST:PORT (--table ID | --tournament ID) [--count 1]
                       [--buy-in CHIPS] [--name bot] [--seed 1] [--hands N]

  --url          the room (any of its nodes; give --url again for other nodes to move to)
  --table        the table's id (see the lobby: client.lobby(), or the playground)
  --tournament   a tournament's id (the room must serve tournaments)
  --count, -n    how many bots sit down (default 1)
  --buy-in       chips each bot brings (default 100 big blinds, within the table's limits)
  --name         the bots' names start with it: bot 1, bot 2, ... (default bot)
  --seed, -s     seed of the bots' choices (default 1)
  --hands        leave after the table has played this many hands (default: play until stopped)
  --help, -h     this help

Each bot acts from its view's legal actions with the rule bot of @pokerchart/bots. A refused action
is logged on stderr and replaced by the safest legal one (check, else call, else fold), so a bot
never holds the table up. Stops on SIGINT or SIGTERM: the bots leave their seats.

Example:
  pokerchart serve &
  pokerchart bots --url ws://127.0.0.1:8080 --table TABLE_ID --count 3`;

/** `pokerchart bots`: seats bots at a room table that play through the room. */
export const botsCommand: CliCommand = {
  name: 'bots',
  summary: 'bots that sit at a room table and play through the room',
  help,
  async run(args, io) {
    const { values } = parseOptions({
      args,
      strict: true,
      options: {
        url: { type: 'string', multiple: true },
        table: { type: 'string' },
        tournament: { type: 'string' },
        count: { type: 'string', short: 'n' },
        'buy-in': { type: 'string' },
        name: { type: 'string' },
        seed: { type: 'string', short: 's' },
        hands: { type: 'string' },
      },
    });
    const urls = values.url ?? [];
    if (urls.length === 0) throw new CliUsageError('--url is needed: the room to play in, e.g. --url ws://127.0.0.1:8080');
    for (const u of urls) if (!/^wss?:\/\//.test(u)) throw new CliUsageError(`--url must be a ws:// or wss:// URL, got "${u}"`);
    if ((values.table === undefined) === (values.tournament === undefined)) throw new CliUsageError('give --table ID or --tournament ID (one of them)');
    const count = int(values.count, '--count', 1, 1, 10);
    const seed = int(values.seed, '--seed', 1, -(2 ** 31), 2 ** 31 - 1);
    const stopAfter = values.hands === undefined ? null : int(values.hands, '--hands', 0, 1, 1_000_000);
    const prefix = values.name ?? 'bot';
    if (prefix.length < 1 || prefix.length > 30) throw new CliUsageError('--name must be 1 to 30 characters');
    const log = (line: string) => io.stderr.write(`${line}\n`);

    const clients: Client[] = [];
    const bots: RoomBot[] = [];
    const close = async () => {
      for (const b of bots) b.stop();
      await Promise.all(clients.map((c) => c.close()));
    };
    try {
      const first = await connect(urls);
      clients.push(first);
      if (values.tournament !== undefined) {
        if (typeof (first as unknown as { register?: unknown }).register !== 'function') {
          throw new CliUsageError('this room client has no tournaments (register) yet: seat the bots at a table with --table ID');
        }
        throw new CliUsageError('tournament bots need the room to serve tournaments; use --table ID');
      }
      const tableId = values.table!;
      const listed = (await first.lobby()).tables.find((t) => t.tableId === tableId);
      if (listed === undefined) throw new CliUsageError(`the room has no table ${tableId}; its lobby lists ${(await first.lobby()).tables.map((t) => t.tableId).join(', ') || 'no tables'}`);
      const buyIn = int(values['buy-in'], '--buy-in', listed.blinds.big * 100, 1, 1e12);
      for (let i = 0; i < count; i++) {
        const client = i === 0 ? first : await connect(urls);
        if (i > 0) clients.push(client);
        let seat: number | null = null;
        let name = `${prefix} ${i + 1}`;
        for (let attempt = 0; seat === null; attempt++) {
          try {
            seat = (await client.join(tableId, { name, buyIn })).seat;
          } catch (e) {
            const code = (e as { code?: string }).code;
            if (code === 'NAME_TAKEN' && attempt < 5) name = `${prefix} ${i + 1}.${attempt + 2}`;
            else if (code === 'BAD_BUY_IN') throw new CliUsageError(`${(e as Error).message}: give --buy-in within those limits`);
            else throw e;
          }
        }
        io.stdout.write(`${name} sits at seat ${seat + 1} of table ${tableId} (${listed.name}) with ${buyIn} chips\n`);
        bots.push(roomBot(client, tableId, { seed: seed + i, name, log }));
      }
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          clearInterval(poll);
          resolve();
        };
        const poll = setInterval(() => {
          if (stopAfter === null) return;
          const v = clients[0]!.lastView(tableId);
          if (v !== undefined && (v.handNumber > stopAfter || (v.handNumber === stopAfter && v.phase === 'between'))) stop();
        }, 100);
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      for (const b of bots) b.stop();
      for (const c of clients) await c.leave(tableId).catch(() => {});
      const actions = bots.reduce((t, b) => t + b.actions, 0);
      const refusals = bots.reduce((t, b) => t + b.refusals, 0);
      io.stdout.write(`the bots left table ${tableId}: ${actions} actions, ${refusals} refused\n`);
      return 0;
    } finally {
      await close();
    }
  },
};
